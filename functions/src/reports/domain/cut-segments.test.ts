import { describe, expect, it } from 'vitest';
import { cutSegments } from './cut-segments';

describe('cutSegments', () => {
  it.each([
    ['no samples, no segments', [], 2, []],
    ['one short segment', ['A'], 2, [{ index: 0, first: 'A', last: 'A', samples: 1 }]],
    [
      'whole segments and a shorter last one',
      ['A', 'B', 'C', 'D', 'E'],
      2,
      [
        { index: 0, first: 'A', last: 'B', samples: 2 },
        { index: 1, first: 'C', last: 'D', samples: 2 },
        { index: 2, first: 'E', last: 'E', samples: 1 },
      ],
    ],
    ['exactly one segment', ['A', 'B'], 2, [{ index: 0, first: 'A', last: 'B', samples: 2 }]],
  ] as const)('%s', (_, accessions, size, expected) => {
    expect(cutSegments(accessions, size)).toEqual(expected);
  });

  it('covers every accession once, in order', () => {
    const accessions = Array.from({ length: 12_345 }, (_, i) => `ACC${String(i).padStart(6, '0')}`);
    const segments = cutSegments(accessions, 5_000);
    expect(segments.map((s) => s.samples)).toEqual([5_000, 5_000, 2_345]);
    expect(segments.reduce((sum, s) => sum + s.samples, 0)).toBe(accessions.length);
    expect(segments.map((s) => [s.first, s.last])).toEqual([
      ['ACC000000', 'ACC004999'],
      ['ACC005000', 'ACC009999'],
      ['ACC010000', 'ACC012344'],
    ]);
  });

  it('refuses a size that cuts nothing', () => {
    expect(() => cutSegments(['A'], 0)).toThrow(RangeError);
  });
});
