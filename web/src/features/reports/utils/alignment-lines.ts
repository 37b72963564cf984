import type { Mismatch } from '@oligowatch/shared/schemas/report';

/**
 * The three monospace lines of an alignment: the oligo, the match line under it, and the sample
 * with its 1-based start and end indexes either side, so the columns line up:
 *
 *   Oligo        ACGTTGCA
 *                ||x|-|?|
 *   Target 1201  ACGAT-CA  1207
 */
export const alignmentLines = (
  mismatch: Pick<
    Mismatch,
    'oligoSequence' | 'mismatchLines' | 'targetSequence' | 'start_index' | 'end_index'
  >,
): [string, string, string] => {
  const start = String(mismatch.start_index);
  const label = (text: string) => text.padEnd('Target'.length + 1);
  const indent = ' '.repeat(start.length + 2);
  return [
    `${label('Oligo')}${indent}${mismatch.oligoSequence}`,
    `${label('')}${indent}${mismatch.mismatchLines}`,
    `${label('Target')}${start}  ${mismatch.targetSequence}  ${mismatch.end_index}`,
  ];
};
