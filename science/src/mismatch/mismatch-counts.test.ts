import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from './align-oligo-to-sample';
import { computeMismatchStats } from './compute-mismatch-stats';
import {
  addToMismatchCounts,
  emptyMismatchCounts,
  mergeMismatchCounts,
  toOligoMismatchStats,
} from './mismatch-counts';
import { prepareOligo } from './prepare-oligo';

const countsOf = (oligo: ReturnType<typeof prepareOligo>, samples: readonly string[]) => {
  const counts = emptyMismatchCounts(oligo);
  for (const sample of samples) addToMismatchCounts(counts, oligo, alignOligoToSample(oligo, sample));
  return counts;
};

const base = fc.constantFrom('A', 'C', 'G', 'T', 'N', 'R');
const sequenceOf = (min: number, max: number) =>
  fc.array(base, { minLength: min, maxLength: max }).map((bases) => bases.join(''));

describe('mismatch counts', () => {
  it.each([true, false])(
    'split anywhere and merged, give the statistics of the whole (strand positive: %s)',
    (strandPositive) => {
      fc.assert(
        fc.property(
          sequenceOf(4, 12),
          fc.array(sequenceOf(0, 30), { maxLength: 12 }),
          fc.nat(),
          (sequence, samples, at) => {
            const oligo = prepareOligo({ name: 'o', sequence, strandPositive });
            const cut = samples.length === 0 ? 0 : at % (samples.length + 1);
            const merged = mergeMismatchCounts(
              countsOf(oligo, samples.slice(0, cut)),
              countsOf(oligo, samples.slice(cut)),
            );
            const whole = computeMismatchStats([
              { oligo, alignments: samples.map((s) => alignOligoToSample(oligo, s)) },
            ]).o;
            expect(toOligoMismatchStats(merged, oligo)).toEqual(whole);
          },
        ),
      );
    },
  );

  it('refuses to merge counts of oligos of different lengths', () => {
    const a = emptyMismatchCounts(prepareOligo({ name: 'a', sequence: 'ACGT', strandPositive: true }));
    const b = emptyMismatchCounts(prepareOligo({ name: 'b', sequence: 'ACG', strandPositive: true }));
    expect(() => mergeMismatchCounts(a, b)).toThrow(RangeError);
  });

  it('gives zero percentages, not NaN, for no samples', () => {
    const oligo = prepareOligo({ name: 'o', sequence: 'ACGT', strandPositive: true });
    expect(toOligoMismatchStats(emptyMismatchCounts(oligo), oligo)).toMatchObject({
      total: 0,
      total_percent: 0,
    });
  });

  it('merges counts stored by an engine 1 report (no outcome or undetermined fields) as zeros', () => {
    const oligo = prepareOligo({ name: 'o', sequence: 'ACGT', strandPositive: true });
    const stored = { samples: 3, samplesWithMismatch: 1, total: 2, byIndex: [0, 1, 1, 0] };
    const merged = mergeMismatchCounts(stored, countsOf(oligo, ['TTACGTTT', 'ACNT', '']));
    expect(merged).toEqual({
      samples: 4,
      samplesWithMismatch: 1,
      total: 2,
      byIndex: [0, 1, 1, 0],
      undeterminedByIndex: [0, 0, 0, 0],
      undeterminedTotal: 0,
      notAssessable: 1,
      notCovered: 1,
    });
  });
});
