import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressSequence, decodeSequence, decodeSequenceBytes, encodeSequence } from './compressed-text';

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
  it.each([
    [
      'a genome of A, C, G, T with an N run',
      `${'ACGT'.repeat(500)}${'N'.repeat(200)}${'TGCA'.repeat(500)}`,
      '2bit',
    ],
    ['scattered IUPAC codes', 'ACGTRYSWKMBDHVNU'.repeat(50), 'br'],
  ])('round-trips %s exactly, in the encoding that pays (%s)', (_, sequence, encoding) => {
    const stored = encodeSequence(sequence);
    expect(stored.encoding).toBe(encoding);
    expect(decodeSequence(stored.bytes, stored.encoding)).toBe(sequence);
  });

  it('stores the 29,903-base Wuhan-Hu-1 genome packed, in at most 12 KB (DESIGN.md section 4)', () => {
    const genome = wuhanHu1();
    expect(genome).toHaveLength(29903);
    const { encoding, bytes } = encodeSequence(genome);
    expect(encoding).toBe('2bit');
    // 4 bytes of header (29,903 as a three-byte varint, 0 runs) and 7,476 of bases.
    expect(bytes.byteLength).toBe(7480);
    expect(decodeSequence(bytes, encoding)).toBe(genome);
  });

  it("reads a genome stored before '2bit' (Brotli, with or without the encoding named)", () => {
    const genome = wuhanHu1();
    const storedBefore = compressSequence(genome);
    expect(storedBefore.byteLength).toBe(8860);
    expect(decodeSequence(storedBefore, 'br')).toBe(genome);
    expect(decodeSequence(storedBefore, undefined)).toBe(genome);
  });

  it('refuses an encoding it does not know rather than misread the bytes', () => {
    expect(() => decodeSequence(compressSequence('ACGT'), 'zstd')).toThrow(
      'A stored sequence is in an encoding this code does not read: zstd',
    );
  });

  it("reads genomes stored at the former quality 5 as well (quality is the writer's choice)", () => {
    const genome = wuhanHu1();
    const storedBefore = brotliCompressSync(Buffer.from(genome, 'latin1'), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    expect(decodeSequence(storedBefore, 'br')).toBe(genome);
    expect(compressSequence(genome).byteLength).toBeLessThanOrEqual(storedBefore.byteLength);
  });

  it.each([
    ['a short sequence (Node would hand it out of its shared pool)', 'ACGTN'.repeat(20)],
    ['a genome', 'ACGTRYSWKMBDHVNU'.repeat(2000)],
    ['a packed genome', 'ACGTN'.repeat(6000)],
  ])('decodes %s to bytes that own their whole buffer', (_, sequence) => {
    const stored = encodeSequence(sequence);
    const bytes = decodeSequenceBytes(stored.bytes, stored.encoding);
    expect(Buffer.from(bytes).toString('latin1')).toBe(sequence);
    // Transferable: moving the buffer to a worker takes this sequence and nothing else.
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(sequence.length);
  });
});
