import { describe, expect, it } from 'vitest';
import { type ColumnQueries, filterRecords } from './filter-records';
import type { DataTableColumn } from './types';

interface Oligo {
  id: string;
  name: string;
  sequence: string;
  mismatches: number;
  created: Date;
}

const records: Oligo[] = [
  {
    id: 'a',
    name: 'N1 Forward',
    sequence: 'GACCCCAAAATCAGCGAAAT',
    mismatches: 3,
    created: new Date('2024-01-05'),
  },
  {
    id: 'b',
    name: 'N1 Reverse',
    sequence: 'TCTGGTTACTGCCAGTTGAATCTG',
    mismatches: 13,
    created: new Date('2023-06-01'),
  },
  {
    id: 'c',
    name: 'n2 forward',
    sequence: 'TTACAAACATTGGCCGCAAA',
    mismatches: 0,
    created: new Date('2025-02-10'),
  },
  {
    id: 'd',
    name: 'RdRp',
    sequence: 'GTGARATGGTCATGTGTGGCGG',
    mismatches: 30,
    created: new Date('2022-12-31'),
  },
];

const columns: DataTableColumn<Oligo>[] = [
  { accessor: 'name', title: 'Oligo Name', filter: 'startsWith' },
  { accessor: 'sequence', title: 'Sequence', filter: 'contains' },
  { accessor: 'mismatches', title: 'Mismatches', filter: 'equals' },
  {
    accessor: 'created',
    title: 'Date',
    text: (o) =>
      `${String(o.created.getUTCMonth() + 1).padStart(2, '0')}/${String(o.created.getUTCDate()).padStart(2, '0')}/${String(o.created.getUTCFullYear()).slice(2)}`,
  },
  { accessor: 'actions', title: 'Actions', render: () => 'View' },
];

const ids = (kept: readonly Oligo[]) => kept.map((o) => o.id);

describe('filterRecords', () => {
  it.each<[string, string, ColumnQueries, string[]]>([
    ['no queries keep everything', '', {}, ['a', 'b', 'c', 'd']],
    ['blank queries keep everything', '   ', { name: ' ' }, ['a', 'b', 'c', 'd']],
    ['global: contains, any case, any column', 'forward', {}, ['a', 'c']],
    ['global: matches a number column as text', '13', {}, ['b']],
    ['global: matches a date column on its shown text', '06/01/23', {}, ['b']],
    ['global: does not search render-only columns', 'view', {}, []],
    ['startsWith: any case', '', { name: 'n1' }, ['a', 'b']],
    ['startsWith: not a contained match', '', { name: 'forward' }, []],
    ['contains: any case', '', { sequence: 'ccgc' }, ['c']],
    ['equals: number compares numbers, not text', '', { mismatches: '3' }, ['a']],
    ['equals: number with decimals', '', { mismatches: '3.0' }, ['a']],
    ['equals: zero', '', { mismatches: '0' }, ['c']],
    ['equals: not a number matches nothing', '', { mismatches: 'x' }, []],
    ['all queries must hold', 'forward', { name: 'N1' }, ['a']],
    ['column queries combine', '', { name: 'n', mismatches: '13' }, ['b']],
    ['queries of columns without filter are ignored', '', { actions: 'zzz' }, ['a', 'b', 'c', 'd']],
  ])('%s', (_, globalQuery, columnQueries, expected) => {
    expect(ids(filterRecords(records, columns, globalQuery, columnQueries))).toEqual(expected);
  });

  it('matches a non-number equals column on the whole text, any case', () => {
    const byName: DataTableColumn<Oligo>[] = [{ accessor: 'name', title: 'Oligo Name', filter: 'equals' }];
    expect(ids(filterRecords(records, byName, '', { name: 'rdrp' }))).toEqual(['d']);
    expect(ids(filterRecords(records, byName, '', { name: 'rdr' }))).toEqual([]);
  });

  it('filters on a computed value', () => {
    const computed: DataTableColumn<Oligo>[] = [
      { accessor: 'rank', title: 'Rank', filter: 'equals', value: (o) => o.mismatches + 1 },
    ];
    expect(ids(filterRecords(records, computed, '', { rank: '14' }))).toEqual(['b']);
    expect(ids(filterRecords(records, computed, '14', {}))).toEqual(['b']);
  });
});
