import { reportMessages } from '@oligowatch/shared/messages';
import {
  type Mismatch,
  type MismatchPageQuery,
  mismatchPageQuerySchema,
  reportIdParamsSchema,
} from '@oligowatch/shared/schemas/report';
import { z } from 'zod';
import { decodeCursor, encodeCursor, offsetKeySchema } from '../lib/db/cursor';
import { pageReportRows, readAllReportRows } from '../lib/db/report-rows';
import { getReportRecord } from '../lib/db/report-summaries';
import { reportPk, rowPrefix } from '../lib/db/reports-table';
import { NotFound } from '../lib/http/errors';
import { makeHandler } from '../lib/http/make-handler';
import { filterAndSortMismatches, hasFilters } from './mismatch-view';

/**
 * GET /v1/report/{id}/mismatches: one oligo's rows, a page at a time, with the mismatch table's
 * sort and column filters. Unfiltered, in accession order, pages come straight from the table
 * (keyed by accession); otherwise the oligo's rows are filtered and sorted here and paged by offset.
 * Either way the cursor is scoped to the report, the oligo, the sort and the filters: a cursor of
 * another query, edited, or not ours is a 400.
 */
const scopeOf = (id: string, query: MismatchPageQuery): string =>
  JSON.stringify([
    id,
    query.oligo,
    query.sort ?? '',
    query.order ?? '',
    query.location ?? '',
    query.accession ?? '',
    query.date ?? '',
    query.mismatches ?? '',
  ]);

export const handler = makeHandler(
  { params: reportIdParamsSchema, query: mismatchPageQuerySchema },
  async ({ params, query }) => {
    const record = await getReportRecord(params.id);
    if (!record) throw new NotFound(reportMessages.reportNotFound);
    const oligoIndex = record.provenance.oligos.findIndex((o) => o.name === query.oligo);
    if (oligoIndex < 0) throw new NotFound(reportMessages.oligoNotInReport(query.oligo));
    const scope = scopeOf(record._id, query);

    const keyOrder = !hasFilters(query) && (query.sort === undefined || query.sort === 'targetAccessionID');
    if (keyOrder) {
      // The start key must be a row of this report and oligo, or DynamoDB would refuse it (a 500).
      const rowKeySchema = z
        .object({
          pk: z.literal(reportPk(record._id)),
          sk: z.string().max(1024).startsWith(rowPrefix(oligoIndex)),
        })
        .strict();
      const startKey = decodeCursor(query.cursor, scope, rowKeySchema);
      const page = await pageReportRows(record._id, oligoIndex, {
        limit: query.limit,
        startKey,
        descending: query.sort !== undefined && query.order === 'desc',
      });
      const body: { mismatches: Mismatch[]; total: number; nextCursor: string | null } = {
        mismatches: page.rows,
        total: record.row_counts?.[oligoIndex] ?? 0,
        nextCursor: encodeCursor(scope, page.lastKey) ?? null,
      };
      return { body };
    }
    const offset = decodeCursor(query.cursor, scope, offsetKeySchema)?.offset ?? 0;
    const rows = filterAndSortMismatches(await readAllReportRows(record._id, oligoIndex), query);
    const end = offset + query.limit;
    return {
      body: {
        mismatches: rows.slice(offset, end),
        total: rows.length,
        nextCursor: end < rows.length ? (encodeCursor(scope, { offset: end }) ?? null) : null,
      },
    };
  },
);
