import type { CellValue, DataTableColumn } from './types';

/** The value a column sorts and filters on: its `value` function, else the record property it names. */
export function readCellValue<T>(column: DataTableColumn<T>, record: T): CellValue {
  if (column.value) return column.value(record);
  const property = (record as Record<string, unknown>)[column.accessor];
  return isCellValue(property) ? property : undefined;
}

/** The text the filters match: the column's `text`, else its value as text ('' when empty). */
export function readCellText<T>(column: DataTableColumn<T>, record: T): string {
  if (column.text) return column.text(record);
  return formatCellValue(readCellValue(column, record));
}

/** Whether a column has anything to search (render-only columns such as Actions do not). */
export function isSearchable<T>(column: DataTableColumn<T>, sample: T | undefined): boolean {
  if (column.searchable !== undefined) return column.searchable;
  if (column.value || column.text) return true;
  return sample !== undefined && column.accessor in (sample as object);
}

function formatCellValue(value: CellValue): string {
  if (value === null || value === undefined) return '';
  // ISO date only: a stable text when the caller gives no `text` for a date column.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

function isCellValue(value: unknown): value is CellValue {
  return (
    value === null ||
    value === undefined ||
    value instanceof Date ||
    ['string', 'number', 'boolean'].includes(typeof value)
  );
}
