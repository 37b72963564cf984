import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressSequence, decompressSequence, decompressSequenceBytes } from './compressed-text';

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

  it("reads genomes stored at the former quality 5 as well (quality is the writer's choice)", () => {
    const genome = wuhanHu1();
    const storedBefore = brotliCompressSync(Buffer.from(genome, 'latin1'), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    expect(decompressSequence(storedBefore)).toBe(genome);
    expect(compressSequence(genome).byteLength).toBeLessThanOrEqual(storedBefore.byteLength);
  });

  it.each([
    ['a short sequence (Node would hand it out of its shared pool)', 'ACGTN'.repeat(20)],
    ['a genome', 'ACGTRYSWKMBDHVNU'.repeat(2000)],
  ])('decodes %s to bytes that own their whole buffer', (_, sequence) => {
    const bytes = decompressSequenceBytes(compressSequence(sequence));
    expect(Buffer.from(bytes).toString('latin1')).toBe(sequence);
    // Transferable: moving the buffer to a worker takes this sequence and nothing else.
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(sequence.length);
  });
});
