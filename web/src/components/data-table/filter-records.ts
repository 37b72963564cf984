import { isSearchable, readCellText, readCellValue } from './read-cell';
import type { ColumnFilterMode, DataTableColumn } from './types';

/** Text typed into each column's filter menu, by column accessor; '' (or missing) means no filter. */
export type ColumnQueries = Readonly<Record<string, string>>;

/**
 * Keeps the records that pass the global query (contained, any case, in any searchable column's
 * text) and every column query (matched the column's `filter` way). Blank queries filter nothing.
 */
export function filterRecords<T>(
  records: readonly T[],
  columns: readonly DataTableColumn<T>[],
  globalQuery: string,
  columnQueries: ColumnQueries,
): readonly T[] {
  const global = globalQuery.trim().toLowerCase();
  const searchable = columns.filter((column) => isSearchable(column, records[0]));
  const active = columns.flatMap((column) => {
    const query = (columnQueries[column.accessor] ?? '').trim();
    return column.filter && query !== '' ? [{ column, mode: column.filter, query }] : [];
  });
  if (global === '' && active.length === 0) return records;
  return records.filter(
    (record) =>
      (global === '' ||
        searchable.some((column) => readCellText(column, record).toLowerCase().includes(global))) &&
      active.every(({ column, mode, query }) => matchesColumn(column, record, mode, query)),
  );
}

function matchesColumn<T>(column: DataTableColumn<T>, record: T, mode: ColumnFilterMode, query: string) {
  const text = readCellText(column, record).toLowerCase();
  const wanted = query.toLowerCase();
  if (mode === 'startsWith') return text.startsWith(wanted);
  if (mode === 'contains') return text.includes(wanted);
  const value = readCellValue(column, record);
  // A number column compares numbers, so '3' and '3.0' match 3 and '3' does not match 13.
  if (typeof value === 'number') return Number(query) === value;
  return text === wanted;
}
