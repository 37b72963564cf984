import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import {
  type Mismatch,
  type MismatchPageQuery,
  mismatchPageQuerySchema,
  reportIdParamsSchema,
} from '@oligowatch/shared/schemas/report';
import * as z from 'zod';
import { decodeCursor, encodeCursor, offsetKeySchema } from '../../lib/db/cursor';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { filterAndSortMismatches, hasFilters } from '../domain/mismatch-view';
import { pageReportRows, readAllReportRows } from '../repository/report-rows';
import { getReportRecord } from '../repository/report-summaries';
import { rowPrefix } from '../repository/reports-table';

/**
 * GET /v1/report/{id}/mismatches: one oligo's rows, a page at a time, with the mismatch table's
 * sort and column filters. Unfiltered and unsorted, pages come straight from the table in stored
 * (clade) order; otherwise the oligo's rows are filtered and sorted here and paged by offset.
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
  'listReportMismatches',
  { params: reportIdParamsSchema, query: mismatchPageQuerySchema },
  async ({ params, query }) => {
    const record = await getReportRecord(params.id);
    if (!record) throw notFound('report', reportsApiMessages.reportNotFound);
    const oligoIndex = record.provenance.oligos.findIndex((o) => o.name === query.oligo);
    if (oligoIndex < 0) throw notFound('oligo', reportsApiMessages.oligoNotInReport(query.oligo));
    const scope = scopeOf(record._id, query);

    if (!hasFilters(query) && query.sort === undefined) {
      // The start must be a row item of this report and oligo, or DynamoDB would refuse the query.
      const positionSchema = z
        .object({
          sk: z.string().max(1024).startsWith(rowPrefix(oligoIndex)),
          offset: z.number().int().min(0),
        })
        .strict();
      const from = decodeCursor(query.cursor, scope, positionSchema);
      const page = await pageReportRows(record._id, oligoIndex, {
        limit: query.limit,
        ...(from ? { from } : {}),
      });
      const body: { mismatches: Mismatch[]; total: number; nextCursor: string | null } = {
        mismatches: page.rows,
        total: record.row_counts?.[oligoIndex] ?? 0,
        nextCursor: encodeCursor(scope, page.next ? { ...page.next } : undefined) ?? null,
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
