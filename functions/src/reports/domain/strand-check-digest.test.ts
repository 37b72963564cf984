import { describe, expect, it } from 'vitest';
import { strandCheckDigest } from './strand-check-digest';

const bytes = (text: string) => new TextEncoder().encode(text);
const oligo = { name: 'N1-F', sequence: 'GACCCCAAAATCAGCGAAAT', strandPositive: true, role: 'forward' };

describe('strandCheckDigest', () => {
  it('is the same for the same oligos and genomes', () => {
    expect(strandCheckDigest([oligo], [bytes('ACGT'), bytes('GG')])).toBe(
      strandCheckDigest([{ ...oligo }], [bytes('ACGT'), bytes('GG')]),
    );
  });

  it.each([
    ['another sequence', [{ ...oligo, sequence: 'GACCCCAAAATCAGCGAAAA' }], ['ACGT', 'GG']],
    ['the other strand', [{ ...oligo, strandPositive: false }], ['ACGT', 'GG']],
    ['another role', [{ ...oligo, role: 'probe' }], ['ACGT', 'GG']],
    ['a genome changed', [oligo], ['ACGA', 'GG']],
    ['the genomes cut elsewhere', [oligo], ['ACG', 'TGG']],
    ['a genome more', [oligo], ['ACGT', 'GG', 'T']],
  ])('differs with %s', (_, oligos, genomes) => {
    expect(strandCheckDigest(oligos, genomes.map(bytes))).not.toBe(
      strandCheckDigest([oligo], [bytes('ACGT'), bytes('GG')]),
    );
  });
});
