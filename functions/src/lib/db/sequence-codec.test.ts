import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compressSequence, decompressSequence } from './sequence-codec';

const wuhanHu1 = () =>
  readFileSync(
    new URL(
      '../../../../test/fixtures/genomes/sars-cov-2/MN908947_wuhan-hu-1.reference.fasta',
      import.meta.url,
    ),
    'utf8',
  )
    .split('\n')
    .filter((line) => !line.startsWith('>'))
    .join('')
    .trim();

describe('sequence codec', () => {
  it('round-trips a genome with IUPAC codes exactly', () => {
    const sequence = 'ACGTRYSWKMBDHVNU'.repeat(50);
    expect(decompressSequence(compressSequence(sequence))).toBe(sequence);
  });

  it('stores the 29,903-base Wuhan-Hu-1 genome in at most 12 KB (DESIGN.md section 4)', () => {
    const genome = wuhanHu1();
    expect(genome).toHaveLength(29903);
    const bytes = compressSequence(genome);
    expect(bytes.byteLength).toBeLessThanOrEqual(12 * 1024);
    expect(decompressSequence(bytes)).toBe(genome);
  });
});
