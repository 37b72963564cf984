/** Pages are 0-based here; the table shows them 1-based (page report, paginator) and converts. */

/** Number of pages for a count of records; an empty list still has one (empty) page. */
export function countPages(recordCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(recordCount / pageSize));
}

/** Keeps a page index inside the pages that exist (e.g. after the last row of the last page goes). */
export function clampPageIndex(pageIndex: number, recordCount: number, pageSize: number): number {
  return Math.min(Math.max(0, pageIndex), countPages(recordCount, pageSize) - 1);
}

/** The records of one page. */
export function paginateRecords<T>(records: readonly T[], pageIndex: number, pageSize: number): readonly T[] {
  const start = pageIndex * pageSize;
  return records.slice(start, start + pageSize);
}

/** The page report the spec asks for: 'current / total', 1-based (e.g. '2 / 5'). */
export function formatPageReport(pageIndex: number, pageCount: number): string {
  return `${pageIndex + 1} / ${pageCount}`;
}
