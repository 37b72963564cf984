import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/**
 * Genomes are stored Brotli-compressed as a Binary attribute. Quality 5 in text mode stores the
 * 29,903-base Wuhan-Hu-1 genome in 8,918 bytes (DESIGN.md asks for at most 12 KB) in about 4 ms;
 * quality 9 saves 1 % for three times the CPU and quality 11 saves 16 % for thirty times, which an
 * import of thousands of records does not want.
 */
export const SEQUENCE_ENCODING = 'br';

export const compressSequence = (sequence: string): Uint8Array =>
  new Uint8Array(
    brotliCompressSync(Buffer.from(sequence, 'latin1'), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
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
