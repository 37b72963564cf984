import { describe, expect, it } from 'vitest';
import {
  accessionsToFetch,
  addBatchCounts,
  EARLIER_VERSIONS_LOOKED_UP,
  earlierVersions,
  emptyRefreshCounts,
  ncbiDate,
  ncbiDateOfIso,
  parseAccessionVersion,
  refreshWindow,
  shiftNcbiDate,
} from './refresh-window';

const at = (iso: string) => Date.parse(iso);

describe('refresh windows', () => {
  it.each([
    ['2026-11-28T03:00:00Z', '2026/11/28'],
    ['2026-01-01T00:00:00Z', '2026/01/01'],
    ['2025-12-31T23:59:59Z', '2025/12/31'],
  ])('writes %s as NCBI does: %s (UTC)', (iso, date) => {
    expect(ncbiDate(at(iso))).toBe(date);
    expect(ncbiDateOfIso(iso)).toBe(date);
  });

  it.each([
    ['2026/03/02', -3, '2026/02/27'],
    ['2024/03/02', -3, '2024/02/28'],
    ['2026/01/02', -3, '2025/12/30'],
    ['2026/11/28', 0, '2026/11/28'],
  ])('moves %s by %i days: %s', (date, days, out) => {
    expect(shiftNcbiDate(date, days)).toBe(out);
  });

  it('refuses a date not in NCBI form', () => {
    expect(() => shiftNcbiDate('yesterday', -3)).toThrow(RangeError);
  });

  it.each([
    {
      name: 'first refresh: both windows from the high-water mark less 3 days',
      follow: { high_water: '2026/11/20' },
      now: '2026-11-28T02:00:00Z',
      window: { publishedFrom: '2026/11/17', modifiedFrom: '2026/11/17', through: '2026/11/28' },
    },
    {
      name: 'later: modifications from the last refresh, less 3 days',
      follow: { high_water: '2026/11/20', modified_through: '2026/11/27' },
      now: '2026-11-28T02:00:00Z',
      window: { publishedFrom: '2026/11/17', modifiedFrom: '2026/11/24', through: '2026/11/28' },
    },
    {
      name: 'a mark in the future (a clock ahead) never starts after today',
      follow: { high_water: '2026/12/31' },
      now: '2026-11-28T02:00:00Z',
      window: { publishedFrom: '2026/11/28', modifiedFrom: '2026/11/28', through: '2026/11/28' },
    },
  ])('$name', ({ follow, now, window }) => {
    expect(refreshWindow(follow, at(now))).toEqual(window);
  });
});

describe('accessions and versions', () => {
  it('fetches each accession of both windows once, in NCBI order', () => {
    expect(accessionsToFetch(['A.1', 'B.1'], ['B.1', 'C.2', 'A.1'])).toEqual(['A.1', 'B.1', 'C.2']);
    expect(accessionsToFetch([], [])).toEqual([]);
  });

  it.each([
    ['MT451709.2', { base: 'MT451709', version: 2 }],
    ['MN908947.3', { base: 'MN908947', version: 3 }],
    ['hCoV-19/Wuhan/1', { base: 'hCoV-19/Wuhan/1', version: 0 }],
  ])('reads %s', (accession, parsed) => {
    expect(parseAccessionVersion(accession)).toEqual(parsed);
  });

  it.each([
    ['MT451709.1', []],
    ['MT451709', []],
    ['MT451709.3', ['MT451709.2', 'MT451709.1']],
  ])('%s may replace %j', (accession, earlier) => {
    expect(earlierVersions(accession)).toEqual(earlier);
  });

  it('looks back a bounded number of versions', () => {
    expect(earlierVersions('X.500')).toHaveLength(EARLIER_VERSIONS_LOOKED_UP);
  });
});

describe('counting', () => {
  it('counts what a batch did, the rest of what was asked as unchanged', () => {
    const after = addBatchCounts(emptyRefreshCounts(), {
      asked: 10,
      inserted: 4,
      updated: 2,
      conflicts: 1,
      skipped: 1,
    });
    expect(after).toEqual({ processed: 10, new: 4, updated: 2, unchanged: 2, conflicts: 1, skipped: 1 });
    expect(addBatchCounts(after, { asked: 5, inserted: 0, updated: 0, conflicts: 0, skipped: 0 })).toEqual({
      ...after,
      processed: 15,
      unchanged: 7,
    });
  });
});
