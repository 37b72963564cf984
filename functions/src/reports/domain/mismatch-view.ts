import type { Mismatch, MismatchPageQuery } from '@oligowatch/shared/schemas/report';

/**
 * The mismatch table's column filters and sort, on the server (pure, tested beside this file):
 * location and accession start with the text (any case), the date starts with it, mismatches equal.
 */
type ViewQuery = Pick<MismatchPageQuery, 'sort' | 'order' | 'location' | 'accession' | 'date' | 'mismatches'>;

export const hasFilters = (query: ViewQuery): boolean =>
  Boolean(query.location || query.accession || query.date) || query.mismatches !== undefined;

const startsWithIgnoringCase = (value: string, prefix: string | undefined): boolean =>
  !prefix || value.toLowerCase().startsWith(prefix.toLowerCase());

const compare = (a: string | number, b: string | number): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

export const filterAndSortMismatches = (rows: readonly Mismatch[], query: ViewQuery): Mismatch[] => {
  const kept = rows.filter(
    (row) =>
      startsWithIgnoringCase(row.targetLocation, query.location) &&
      startsWithIgnoringCase(row.targetAccessionID, query.accession) &&
      (!query.date || row.targetCollectionDate.startsWith(query.date)) &&
      (query.mismatches === undefined || row.mismatchCount === query.mismatches),
  );
  const field = query.sort ?? 'targetAccessionID';
  const direction = query.order === 'desc' ? -1 : 1;
  // Ties keep accession order, so pages stay stable from one request to the next.
  return kept.sort(
    (a, b) => direction * compare(a[field], b[field]) || compare(a.targetAccessionID, b.targetAccessionID),
  );
};
