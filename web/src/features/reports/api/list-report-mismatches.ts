import {
  MISMATCH_SORT_FIELDS,
  type Mismatch,
  type MismatchPageQuery,
  mismatchPageResponseSchema,
} from '@oligowatch/shared/schemas/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { TableQuery } from '../../../components/data-table';
import { callRoute } from '../../../lib/api-client';
import { CursorTrail, type FetchRows, fetchRowsAt } from '../utils/cursor-trail';
import { reportKeys } from './query-keys';

/** The sort and filters of a mismatch table, as GET /v1/report/{id}/mismatches takes them. */
type MismatchOrdering = Pick<
  MismatchPageQuery,
  'sort' | 'order' | 'location' | 'accession' | 'date' | 'mismatches'
>;

const isSortField = (value: string): value is (typeof MISMATCH_SORT_FIELDS)[number] =>
  (MISMATCH_SORT_FIELDS as readonly string[]).includes(value);

/** The table's query (column accessors are the mismatch field names) in the route's terms. */
export const toMismatchOrdering = ({ sort, columnQueries }: TableQuery): MismatchOrdering => {
  const text = (accessor: string) => columnQueries[accessor]?.trim() || undefined;
  const count = text('mismatchCount');
  return {
    ...(sort && isSortField(sort.accessor) ? { sort: sort.accessor, order: sort.direction } : {}),
    location: text('targetLocation'),
    accession: text('targetAccessionID'),
    date: text('targetCollectionDate'),
    // Equals on a whole number; any other text matches no count (-1: no request is made, see below).
    mismatches: count === undefined ? undefined : /^\d+$/.test(count) ? Number(count) : -1,
  };
};

const fetchMismatchRows =
  (reportId: string, oligo: string, ordering: MismatchOrdering): FetchRows<Mismatch> =>
  async (cursor, limit) => {
    const page = await callRoute('listReportMismatches', {
      params: { id: reportId },
      query: { oligo, limit, cursor, ...ordering },
      schema: mismatchPageResponseSchema,
    });
    return { rows: page.mismatches, total: page.total, nextCursor: page.nextCursor };
  };

/**
 * One page of one oligo's mismatch rows, paged on the server. The cursors met are kept per
 * ordering (sort and filters), so paging on needs one request and a jump a few.
 */
export const useMismatchPage = (
  reportId: string,
  oligo: string,
  query: TableQuery | null,
  /** The oligo's first rows and row count as GET /v1/report/{id} gave them: no request for those. */
  firstRows: { rows: Mismatch[]; total: number },
) => {
  const trails = useRef(new Map<string, CursorTrail>());
  return useQuery({
    queryKey: [...reportKeys.mismatches(reportId), oligo, query],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const table = query as TableQuery;
      const ordering = toMismatchOrdering(table);
      if (ordering.mismatches === -1) return { rows: [], total: 0 };
      const offset = table.pageIndex * table.pageSize;
      const unordered = Object.values(ordering).every((value) => value === undefined);
      const end = Math.min(offset + table.pageSize, firstRows.total);
      if (unordered && offset < end && end <= firstRows.rows.length) {
        return { rows: firstRows.rows.slice(offset, offset + table.pageSize), total: firstRows.total };
      }
      const key = JSON.stringify(ordering);
      let trail = trails.current.get(key);
      if (!trail) {
        trail = new CursorTrail();
        trails.current.set(key, trail);
      }
      return fetchRowsAt(trail, fetchMismatchRows(reportId, oligo, ordering), offset, table.pageSize);
    },
  });
};
