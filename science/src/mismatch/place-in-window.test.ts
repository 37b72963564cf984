import { describe, expect, it } from 'vitest';
import { toSampleBytes } from './iupac-codes';
import { placeInWindow } from './place-in-window';
import { prepareOligo } from './prepare-oligo';

const place = (oligo: string, sample: string, from: number, to: number, near: number) =>
  placeInWindow(
    prepareOligo({ name: 'o', sequence: oligo, strandPositive: true }),
    toSampleBytes(sample),
    from,
    to,
    near,
  );

describe('placeInWindow', () => {
  it.each([
    // name, oligo, sample, window, near, start, target line, real, undetermined
    ['exact', 'ACGTTG', 'CCACGTTGCC', [0, 10], 2, 2, 'ACGTTG', 0, 0],
    [
      'fewer real mismatches win over fewer undetermined',
      'ACGTTG',
      'ACCTTGNNNNNN',
      [0, 12],
      0,
      6,
      'NNNNNN',
      0,
      6,
    ],
    ['then fewer undetermined', 'ACGTTG', 'ACNTTGTTACNNTTG', [0, 15], 9, 0, 'ACNTTG', 0, 1],
    ['then nearest the anchored position', 'ACGTTG', 'ACGTTGTTACGTTG', [0, 14], 7, 8, 'ACGTTG', 0, 0],
    ['the window bounds it', 'ACGTTG', 'ACGTTGTTACCTTG', [6, 14], 0, 8, 'ACCTTG', 1, 0],
    ['an all-N site stays where it is anchored', 'ACGTTG', 'GGGNNNNNNGGG', [3, 9], 3, 3, 'NNNNNN', 0, 6],
    [
      'a gap is a real mismatch, as far left as the costs allow',
      'ACGTTGCA',
      'TTACGTGCATT',
      [0, 11],
      2,
      2,
      'ACG-TGCA',
      1,
      0,
    ],
  ] as const)('%s', (_, oligo, sample, [from, to], near, start, target, real, undetermined) => {
    expect(place(oligo, sample, from, to, near)).toMatchObject({
      start,
      targetLine: target,
      mismatchCount: real,
      undeterminedCount: undetermined,
      outcome: 'scored',
    });
  });
});
