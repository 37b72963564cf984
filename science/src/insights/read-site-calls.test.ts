import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from '../mismatch/align-oligo-to-sample';
import { resolveEndGaps } from '../mismatch/resolve-end-gaps';
import { readSiteCalls } from './read-site-calls';
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
      expect(callsOf(strandPositive, changes)).toMatchObject({
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

  it.each([
    // strand +, sample site (binding form), change key: real changes at written positions only
    [true, OLIGO, '='],
    [true, `${OLIGO.slice(0, 5)}NNN${OLIGO.slice(8)}`, '='],
    [true, `${OLIGO.slice(0, 3)}C${OLIGO.slice(4, 5)}NNN${OLIGO.slice(8)}`, '3C'],
    [true, `${OLIGO.slice(0, 10)}${OLIGO.slice(11)}`, '10-'],
    // An extra G in GG goes as far left as the costs allow: after the A at binding position 7.
    [true, `${OLIGO.slice(0, 10)}G${OLIGO.slice(10)}`, '7+G'],
  ] as const)('keys the real changes only (strand + %s, site %s): %s', (strandPositive, site, key) => {
    const sample = `AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA${site}AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const alignment = alignOligoToSample({ name: 'o', sequence: OLIGO, strandPositive }, sample);
    expect(readSiteCalls(alignment, OLIGO.length, strandPositive, 3).changeKey).toBe(key);
  });

  it.each([
    // binding position after which the sample has an extra base, strand, 3' mismatches
    [17, true, 1],
    [18, true, 1],
    [16, true, 0],
    [16, false, 0],
    [1, false, 1],
    [0, false, 1],
    [2, false, 0],
  ] as const)(
    "an extra base after binding position %i (strand + %s) counts in the 3' end only between two 3' bases: %i",
    (after, strandPositive, threePrime) => {
      const binding = alignOligoToSample({ name: 'o', sequence: OLIGO, strandPositive }, OLIGO).oligoLine;
      const oligoLine = `${binding.slice(0, after + 1)}-${binding.slice(after + 1)}`;
      const targetLine = `${binding.slice(0, after + 1)}G${binding.slice(after + 1)}`;
      const matchLine = `${'|'.repeat(after + 1)}-${'|'.repeat(binding.length - after - 1)}`;
      const alignment = {
        mismatchCount: 1,
        undeterminedCount: 0,
        start: 0,
        end: binding.length + 1,
        oligoLine,
        targetLine,
        matchLine,
        outcome: 'scored' as const,
      };
      expect(readSiteCalls(alignment, OLIGO.length, strandPositive, 3).threePrimeMismatches).toBe(threePrime);
    },
  );
});
