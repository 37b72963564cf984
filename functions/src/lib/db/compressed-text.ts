import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/**
 * Genomes are stored Brotli-compressed as a Binary attribute, at quality 2: on nucleotide text it
 * compresses smaller than the higher qualities' first steps and five times faster. Wuhan-Hu-1
 * (29,903 bases) takes 8,860 bytes in 0.2-0.3 ms at quality 2, against 8,918 bytes in 1.2-1.4 ms
 * at quality 5 (its former setting) and 9,256 bytes in 0.45 ms at quality 4 (DESIGN.md asks for
 * at most 12 KB); three influenza and RSV segments of test/fixtures are 2-3 % smaller too, and
 * decompress as fast. Compressing was the import's largest cost (2.7 s of CPU in 2,000 genomes).
 * Quality is the writer's choice alone: every quality decodes the same way, so stored genomes stay
 * readable.
 */
export const SEQUENCE_ENCODING = 'br';

export const compressSequence = (sequence: string): Uint8Array =>
  new Uint8Array(
    brotliCompressSync(Buffer.from(sequence, 'latin1'), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 2,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: sequence.length,
      },
    }),
  );

/**
 * The stored sequence's bytes, one per base as the mismatch engine reads them, with no string in
 * between. The array owns its whole buffer (Node hands small results out of a shared pool: those
 * are copied), so it can be transferred to a worker thread rather than copied again.
 */
export const decompressSequenceBytes = (bytes: Uint8Array): Uint8Array => {
  const out = brotliDecompressSync(bytes);
  return out.byteOffset === 0 && out.byteLength === out.buffer.byteLength
    ? new Uint8Array(out.buffer, 0, out.byteLength)
    : new Uint8Array(out);
};

export const decompressSequence = (bytes: Uint8Array): string =>
  brotliDecompressSync(bytes).toString('latin1');
