import { describe, expect, it } from 'vitest';
import { compareValues, nextSort, sortRecords } from './sort-records';
import type { CellValue, DataTableColumn, SortState } from './types';

interface Row {
  id: string;
  name: string;
  count: number | null;
  when: Date;
  positive: boolean;
}

const rows: Row[] = [
  { id: 'a', name: 'N10', count: 2, when: new Date('2024-03-01'), positive: true },
  { id: 'b', name: 'n2', count: 10, when: new Date('2023-03-01'), positive: false },
  { id: 'c', name: 'Beta', count: null, when: new Date('2025-03-01'), positive: true },
  { id: 'd', name: 'alpha', count: 1, when: new Date('2022-03-01'), positive: false },
];

const columns: DataTableColumn<Row>[] = [
  { accessor: 'name', title: 'Name', sortable: true },
  { accessor: 'count', title: 'Count', sortable: true },
  { accessor: 'when', title: 'When', sortable: true },
  { accessor: 'positive', title: 'Positive', sortable: true },
  { accessor: 'version', title: 'Version', sortable: true, value: (r) => r.id.charCodeAt(0) % 3 },
];

const ids = (sorted: readonly Row[]) => sorted.map((r) => r.id);

describe('nextSort', () => {
  it.each<[string, SortState, string, SortState]>([
    ['unsorted → ascending', null, 'name', { accessor: 'name', direction: 'asc' }],
    [
      'ascending → descending',
      { accessor: 'name', direction: 'asc' },
      'name',
      { accessor: 'name', direction: 'desc' },
    ],
    ['descending → unsorted', { accessor: 'name', direction: 'desc' }, 'name', null],
    [
      'another column starts ascending',
      { accessor: 'name', direction: 'desc' },
      'count',
      { accessor: 'count', direction: 'asc' },
    ],
  ])('%s', (_, current, accessor, expected) => {
    expect(nextSort(current, accessor)).toEqual(expected);
  });
});

describe('sortRecords', () => {
  it.each<[string, SortState, string[]]>([
    ['unsorted keeps the given order', null, ['a', 'b', 'c', 'd']],
    [
      'strings ascending: any case, numbers inside numerically',
      { accessor: 'name', direction: 'asc' },
      ['d', 'c', 'b', 'a'],
    ],
    ['strings descending', { accessor: 'name', direction: 'desc' }, ['a', 'b', 'c', 'd']],
    [
      'numbers ascending numerically, empty last',
      { accessor: 'count', direction: 'asc' },
      ['d', 'a', 'b', 'c'],
    ],
    ['numbers descending, empty still last', { accessor: 'count', direction: 'desc' }, ['b', 'a', 'd', 'c']],
    ['dates by time', { accessor: 'when', direction: 'asc' }, ['d', 'b', 'a', 'c']],
    ['booleans false first, stable', { accessor: 'positive', direction: 'asc' }, ['b', 'd', 'a', 'c']],
    ['computed values, stable among equals', { accessor: 'version', direction: 'asc' }, ['c', 'a', 'd', 'b']],
    ['an unknown column leaves the order', { accessor: 'nope', direction: 'asc' }, ['a', 'b', 'c', 'd']],
  ])('%s', (_, sort, expected) => {
    expect(ids(sortRecords(rows, columns, sort))).toEqual(expected);
  });

  it('does not reorder the records it was given', () => {
    const given = [...rows];
    sortRecords(given, columns, { accessor: 'name', direction: 'asc' });
    expect(ids(given)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('compareValues', () => {
  it.each<[CellValue, CellValue, number]>([
    [9, 10, -1],
    ['9', '10', -1],
    ['abc', 'ABC', 0],
    [new Date('2020-01-02'), new Date('2020-01-01'), 1],
  ])('%s vs %s', (left, right, sign) => {
    expect(Math.sign(compareValues(left, right))).toBe(sign);
  });
});
