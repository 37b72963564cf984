import { describe, expect, it } from 'vitest';
import { alignOligoToSample } from '../mismatch/align-oligo-to-sample';
import { resolveEndGaps } from './resolve-end-gaps';

const align = (oligo: string, sample: string) =>
  resolveEndGaps(alignOligoToSample({ name: 'o', sequence: oligo, strandPositive: true }, sample), sample);

describe('resolveEndGaps', () => {
  it.each([
    // oligo, sample, target line, match line, ambiguous count, start, end
    ['ACGTAC', 'TTACGTAGTT', 'ACGTAG', '|||||x', 0, 2, 8],
    ['ACGTAC', 'TTACGTANTT', 'ACGTAN', '|||||?', 1, 2, 8],
    ['ACGTAC', 'TTACGTASTT', 'ACGTAS', '|||||?', 1, 2, 8],
    ['ACGTAC', 'TTACGTAC', 'ACGTAC', '||||||', 0, 2, 8],
    // The sample ends where the oligo still has a base: nothing to pair it with, it stays a gap.
    ['ACGTAC', 'TTACGTA', 'ACGTA-', '|||||-', 0, 2, 7],
    ['ACGTAC', 'TTTNCGTACTT', 'NCGTAC', '?|||||', 1, 3, 9],
  ] as const)('%s on %s reads %s', (oligo, sample, target, marks, ambiguous, start, end) => {
    expect(align(oligo, sample)).toMatchObject({
      targetLine: target,
      matchLine: marks,
      ambiguousCount: ambiguous,
      start,
      end,
      mismatchCount: marks.replaceAll('|', '').length,
    });
  });
});
