import { describe, expect, it } from 'vitest';
import { createSampleAligner } from '../create-sample-aligner';
import { packAlignments, unpackAlignments } from './pack-alignments';

describe('packAlignments', () => {
  it('round-trips, sending text only where it cannot be rebuilt', () => {
    const aligner = createSampleAligner([
      { name: 'a', sequence: 'ACGTACGTAC', strandPositive: true },
      { name: 'b', sequence: 'RYACGT', strandPositive: false },
    ]);
    // Exact, exact through sample IUPAC codes, inexact, empty.
    const perSample = ['TTACGTACGTACTTACGTRY', 'ACGTACGTAC', 'ACGTNCGTACACGTRY', ''].map((sample) =>
      aligner.alignSample(sample),
    );
    const packed = packAlignments(perSample, aligner.oligos);
    expect(unpackAlignments(packed, aligner.oligos)).toEqual(perSample);
    const rebuildable = perSample.flat().filter((alignment, i) => {
      const oligo = aligner.oligos[i % 2];
      return alignment.mismatchCount === 0 && alignment.targetLine === oligo?.binding;
    }).length;
    expect(rebuildable).toBeGreaterThan(0);
    expect(packed.texts).toHaveLength(3 * (perSample.flat().length - rebuildable));
  });
});
