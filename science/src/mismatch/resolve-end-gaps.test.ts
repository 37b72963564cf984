import { describe, expect, it } from 'vitest';
import { alignReference } from './align-reference';
import { toSampleBytes } from './iupac-codes';
import { prepareOligo } from './prepare-oligo';
import { resolveEndGaps } from './resolve-end-gaps';

const align = (oligo: string, sample: string) =>
  resolveEndGaps(
    alignReference(
      prepareOligo({ name: 'o', sequence: oligo, strandPositive: true }).masks,
      toSampleBytes(sample),
    ),
    sample,
  );

describe('resolveEndGaps', () => {
  it.each([
    // oligo, sample, target line, match line, undetermined count, start, end
    ['ACGTAC', 'TTACGTAGTT', 'ACGTAG', '|||||x', 0, 2, 8],
    ['ACGTAC', 'TTACGTANTT', 'ACGTAN', '|||||?', 1, 2, 8],
    ['ACGTAC', 'TTACGTASTT', 'ACGTAS', '|||||?', 1, 2, 8],
    ['ACGTAC', 'TTACGTAC', 'ACGTAC', '||||||', 0, 2, 8],
    // The sample ends where the oligo still has a base: past the end reads N (issue 31).
    ['ACGTAC', 'TTACGTA', 'ACGTAN', '|||||?', 1, 2, 8],
    ['ACGTAC', 'CGTACTT', 'NCGTAC', '?|||||', 1, -1, 5],
    ['ACGTAC', 'TTTNCGTACTT', 'NCGTAC', '?|||||', 1, 3, 9],
  ] as const)('%s on %s reads %s', (oligo, sample, target, marks, undetermined, start, end) => {
    expect(align(oligo, sample)).toMatchObject({
      targetLine: target,
      matchLine: marks,
      undeterminedCount: undetermined,
      start,
      end,
      mismatchCount: marks.replaceAll('|', '').length - undetermined,
    });
  });
});
