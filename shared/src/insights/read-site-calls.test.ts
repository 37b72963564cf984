import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from '../mismatch/align-oligo-to-sample';
import { readSiteCalls } from './read-site-calls';
import { resolveEndGaps } from './resolve-end-gaps';
import { mutate, OLIGO, siteWith } from './testing/oligo-sites';

/** The calls as the report job reads them: the alignment, its end gaps read against the sample. */
const callsOf = (strandPositive: boolean, changes: Record<number, string>) => {
  const sample = siteWith(strandPositive, changes);
  const alignment = alignOligoToSample({ name: 'o', sequence: OLIGO, strandPositive }, sample);
  return readSiteCalls(resolveEndGaps(alignment, sample), OLIGO.length, strandPositive, 3);
};

describe('readSiteCalls', () => {
  it.each([
    // strand +, changes as written, real, undetermined, 3' mismatches, undetermined positions
    [true, {}, 0, 0, 0, []],
    [true, mutate(19), 1, 0, 1, []],
    [true, mutate(18), 1, 0, 1, []],
    [true, mutate(17), 1, 0, 1, []],
    [true, mutate(16), 1, 0, 0, []],
    [true, mutate(0), 1, 0, 0, []],
    [false, mutate(19), 1, 0, 1, []],
    [false, mutate(18), 1, 0, 1, []],
    [false, mutate(17), 1, 0, 1, []],
    [false, mutate(16), 1, 0, 0, []],
    [false, mutate(0), 1, 0, 0, []],
    [true, { ...mutate(4), ...mutate(9) }, 2, 0, 0, []],
    [false, { ...mutate(4), ...mutate(9) }, 2, 0, 0, []],
    [true, { 19: 'N' }, 0, 1, 0, [19]],
    [false, { 19: 'N' }, 0, 1, 0, [19]],
    [true, { 0: 'N' }, 0, 1, 0, [0]],
    [false, { 0: 'N' }, 0, 1, 0, [0]],
    [true, { 18: 'N', 19: 'N' }, 0, 2, 0, [18, 19]],
    [false, { 2: 'N', 18: 'N', ...mutate(17) }, 1, 2, 1, [2, 18]],
    // Written position 19 is A: sample R (A or G) may be A; sample Y (C or T) cannot.
    [true, { 19: 'R' }, 0, 1, 0, [19]],
    [true, { 19: 'Y' }, 1, 0, 1, []],
    [false, { 19: 'R' }, 0, 1, 0, [19]],
    [false, { 19: 'Y' }, 1, 0, 1, []],
  ] as const)(
    "strand + %s, changes %j: %i real, %i undetermined, %i at the 3' end",
    (strandPositive, changes, real, undetermined, threePrime, positions) => {
      expect(callsOf(strandPositive, changes)).toEqual({
        realMismatches: real,
        undeterminedCalls: undetermined,
        threePrimeMismatches: threePrime,
        undeterminedPositions: positions,
      });
    },
  );

  it('counts a gap inside the site as real, charged where the mismatch positions put it', () => {
    // The sample lacks written base 10: one real mismatch, outside the 3' end.
    const sample = siteWith(true).replace(OLIGO, OLIGO.slice(0, 10) + OLIGO.slice(11));
    const alignment = alignOligoToSample({ name: 'o', sequence: OLIGO, strandPositive: true }, sample);
    expect(alignment.targetLine).toContain('-');
    expect(readSiteCalls(alignment, 20, true, 3)).toMatchObject({
      realMismatches: 1,
      threePrimeMismatches: 0,
    });
  });
});
