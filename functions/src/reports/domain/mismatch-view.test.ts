import type { Mismatch } from '@oligowatch/shared/schemas/report';
import { describe, expect, it } from 'vitest';
import { filterAndSortMismatches, hasFilters } from './mismatch-view';

const row = (accession: string, count: number, location: string, date: string): Mismatch => ({
  oligoName: 'o',
  oligoSequence: 'ACGT',
  targetSequence: 'ACGA',
  mismatchLines: '|||x',
  start_index: 1,
  end_index: 4,
  mismatchCount: count,
  targetLocation: location,
  targetCollectionDate: date,
  targetAccessionID: accession,
});

const rows = [
  row('MN908947.3', 2, 'China: Wuhan', '2019-12-26'),
  row('OK091006.1', 1, 'USA: California', '2021-08-04'),
  row('MZ021680.1', 1, 'usa: Texas', '2021-03-11'),
  row('AB000001.1', 3, 'Japan', '2020'),
];
const accessions = (list: Mismatch[]) => list.map((r) => r.targetAccessionID);

describe('filterAndSortMismatches', () => {
  it.each([
    ['no query: accession order', {}, ['AB000001.1', 'MN908947.3', 'MZ021680.1', 'OK091006.1']],
    ['location starts with, any case', { location: 'USA' }, ['MZ021680.1', 'OK091006.1']],
    ['location in the middle does not match', { location: 'Texas' }, []],
    ['accession starts with, any case', { accession: 'm' }, ['MN908947.3', 'MZ021680.1']],
    ['date starts with', { date: '2021-0' }, ['MZ021680.1', 'OK091006.1']],
    ['mismatches equal', { mismatches: 1 }, ['MZ021680.1', 'OK091006.1']],
    ['mismatches 0 is a filter too', { mismatches: 0 }, []],
    [
      'sort by count, ties by accession',
      { sort: 'mismatchCount' },
      ['MZ021680.1', 'OK091006.1', 'MN908947.3', 'AB000001.1'],
    ],
    [
      'sort by count descending, ties still by accession',
      { sort: 'mismatchCount', order: 'desc' },
      ['AB000001.1', 'MN908947.3', 'MZ021680.1', 'OK091006.1'],
    ],
    [
      'sort by date',
      { sort: 'targetCollectionDate' },
      ['MN908947.3', 'AB000001.1', 'MZ021680.1', 'OK091006.1'],
    ],
    [
      'filter and sort',
      { location: 'usa', sort: 'targetCollectionDate', order: 'desc' },
      ['OK091006.1', 'MZ021680.1'],
    ],
  ] as const)('%s', (_name, query, expected) => {
    expect(accessions(filterAndSortMismatches(rows, query))).toEqual(expected);
  });

  it('tells a filtered query from a plain one', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ sort: 'mismatchCount' })).toBe(false);
    expect(hasFilters({ location: '' })).toBe(false);
    expect(hasFilters({ mismatches: 0 })).toBe(true);
    expect(hasFilters({ date: '2021' })).toBe(true);
  });
});
