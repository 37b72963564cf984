import { readCellValue } from './read-cell';
import type { CellValue, DataTableColumn, SortState } from './types';

/**
 * The sort after a click on a sortable column's header: a new column sorts ascending; the sorted
 * column goes ascending → descending → unsorted (the removable sort the spec asks for).
 */
export function nextSort(current: SortState, accessor: string): SortState {
  if (current?.accessor !== accessor) return { accessor, direction: 'asc' };
  return current.direction === 'asc' ? { accessor, direction: 'desc' } : null;
}

/** Sorts a copy of the records by the sorted column's value; unsorted keeps the given order. */
export function sortRecords<T>(
  records: readonly T[],
  columns: readonly DataTableColumn<T>[],
  sort: SortState,
): readonly T[] {
  const column = sort && columns.find((candidate) => candidate.accessor === sort.accessor);
  if (!sort || !column) return records;
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Array.prototype.sort is stable, so equal values keep their given order.
  return [...records].sort((a, b) => {
    const left = readCellValue(column, a);
    const right = readCellValue(column, b);
    const leftEmpty = isEmpty(left);
    const rightEmpty = isEmpty(right);
    // Empty values go last in both directions, so a descending sort does not open on blanks.
    if (leftEmpty || rightEmpty) return Number(leftEmpty) - Number(rightEmpty);
    return sign * compareValues(left, right);
  });
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Compares two non-empty values: numbers/booleans/dates by size, anything else as text. */
export function compareValues(left: CellValue, right: CellValue): number {
  const a = toComparable(left);
  const b = toComparable(right);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(left), String(right));
}

function toComparable(value: CellValue): string | number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return Number(value);
  if (typeof value === 'number') return value;
  return String(value);
}

function isEmpty(value: CellValue): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (value instanceof Date && Number.isNaN(value.getTime()))
  );
}
