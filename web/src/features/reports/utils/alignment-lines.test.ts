import { describe, expect, it } from 'vitest';
import { alignmentLines } from './alignment-lines';

describe('alignmentLines', () => {
  it('lines the three rows up, with the start index before the sample and the end after it', () => {
    const lines = alignmentLines({
      oligoSequence: 'ACGTTGCA',
      mismatchLines: '||x|-|?|',
      targetSequence: 'ACGAT-NA',
      start_index: 1201,
      end_index: 1207,
    });
    expect(lines).toEqual(['Oligo        ACGTTGCA', '             ||x|-|?|', 'Target 1201  ACGAT-NA  1207']);
    const column = lines[2].indexOf('ACGAT');
    expect(lines[0].indexOf('ACGTTGCA')).toBe(column);
    expect(lines[1].indexOf('||x|')).toBe(column);
  });
});
