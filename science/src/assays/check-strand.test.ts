import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStrand, isStrandDecided, type StrandTrial } from './check-strand';

const trials = (...pairs: [number | null, number | null][]): StrandTrial[] =>
  pairs.map(([saved, other]) => ({ saved, other }));

describe('checkStrand', () => {
  it.each<[string, StrandTrial[], { looksReversed: boolean; favouringOther: number; checked: number }]>([
    [
      'CDC N1 reverse saved as plus: a chance site with 6 mismatches, exact the other way',
      trials([6, 0], [6, 0], [7, 1], [6, 0]),
      { looksReversed: true, favouringOther: 4, checked: 4 },
    ],
    [
      'saved the right way',
      trials([0, 6], [1, 7], [0, 5]),
      { looksReversed: false, favouringOther: 0, checked: 3 },
    ],
    [
      'exactly 3 fewer counts',
      trials([3, 0], [4, 1], [5, 2]),
      { looksReversed: true, favouringOther: 3, checked: 3 },
    ],
    [
      '2 fewer does not',
      trials([2, 0], [3, 1], [4, 2]),
      { looksReversed: false, favouringOther: 0, checked: 3 },
    ],
    [
      'half is not most',
      trials([6, 0], [6, 0], [0, 6], [0, 6]),
      { looksReversed: false, favouringOther: 2, checked: 4 },
    ],
    [
      'just over half is',
      trials([6, 0], [6, 0], [6, 0], [0, 6], [0, 6]),
      { looksReversed: true, favouringOther: 3, checked: 5 },
    ],
    [
      'a site only the other way counts for it; no site either way is left out',
      trials([null, 0], [null, 1], [0, null], [null, null], [null, null]),
      { looksReversed: true, favouringOther: 2, checked: 3 },
    ],
    ['nothing tried', [], { looksReversed: false, favouringOther: 0, checked: 0 }],
    ['no site either way', trials([null, null]), { looksReversed: false, favouringOther: 0, checked: 0 }],
  ])('%s', (_, given, result) => {
    expect(checkStrand(given)).toEqual(result);
  });

  it('takes another gain when asked', () => {
    expect(checkStrand(trials([2, 0], [2, 0]), 2).looksReversed).toBe(true);
  });
});

describe('isStrandDecided', () => {
  it('stops only where the full check would give the same answer', () => {
    const count = fc.constantFrom<number | null>(null, 0, 1, 2, 3, 5, 6, 8);
    fc.assert(
      fc.property(fc.array(fc.record({ saved: count, other: count }), { maxLength: 40 }), (all) => {
        for (let n = 0; n <= all.length; n++) {
          if (!isStrandDecided(all.slice(0, n), all.length - n)) continue;
          expect(checkStrand(all.slice(0, n)).looksReversed).toBe(checkStrand(all).looksReversed);
          return;
        }
      }),
      { numRuns: 500 },
    );
  });

  it.each<[string, StrandTrial[], number, boolean]>([
    ['nothing tried yet', [], 10, false],
    ['a right strand half way: 5 of 5 against, 5 left', trials(...Array(5).fill([0, 6])), 5, true],
    ['a right strand before half way', trials(...Array(4).fill([0, 6])), 6, false],
    ['a reversed strand past half of all', trials(...Array(6).fill([6, 0])), 4, true],
    ['a reversed strand at half of all', trials(...Array(5).fill([6, 0])), 5, false],
  ])('%s', (_what, tried, remaining, decided) => {
    expect(isStrandDecided(tried, remaining)).toBe(decided);
  });
});
