import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { packBases, unpackBases } from './packed-bases';

/**
 * How a genome is stored: a Binary attribute and the name of its encoding beside it (a SEQ item's
 * `encoding`). Two encodings, both read forever:
 * - '2bit' (packed-bases.ts, ADR 0038): two bits a base, runs of other letters listed apart; what
 *   the writer chooses whenever packing pays, which is any real genome;
 * - 'br': Brotli, what every genome stored before 2026-11-29 is, and what the writer still uses for
 *   a sequence packing would not shrink (scattered ambiguity codes). Quality 2: on nucleotide text it
 *   compresses smaller than the higher qualities' first steps and five times faster (Wuhan-Hu-1:
 *   8,860 bytes in 0.2-0.4 ms). Every quality decodes the same way.
 * An item without an `encoding` is Brotli: the attribute was written, never read, before '2bit'.
 */
export const SEQUENCE_ENCODINGS = ['2bit', 'br'] as const;
export type SequenceEncoding = (typeof SEQUENCE_ENCODINGS)[number];

export interface EncodedSequence {
  encoding: SequenceEncoding;
  bytes: Uint8Array;
}

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

/** The stored form of `sequence`: packed when packing pays, else Brotli. */
export const encodeSequence = (sequence: string): EncodedSequence => {
  const packed = packBases(sequence);
  return packed ? { encoding: '2bit', bytes: packed } : { encoding: 'br', bytes: compressSequence(sequence) };
};

const encodingOf = (encoding: unknown): SequenceEncoding => {
  if (encoding === undefined) return 'br';
  if (SEQUENCE_ENCODINGS.includes(encoding as SequenceEncoding)) return encoding as SequenceEncoding;
  throw new Error(`A stored sequence is in an encoding this code does not read: ${String(encoding)}`);
};

/**
 * The stored sequence's bytes, one per base as the mismatch engine reads them, with no string in
 * between. The array owns its whole buffer (Node hands small results out of a shared pool: those
 * are copied), so it can be transferred to a worker thread rather than copied again.
 */
export const decodeSequenceBytes = (bytes: Uint8Array, encoding?: unknown): Uint8Array => {
  if (encodingOf(encoding) === '2bit') return unpackBases(bytes);
  const out = brotliDecompressSync(bytes);
  return out.byteOffset === 0 && out.byteLength === out.buffer.byteLength
    ? new Uint8Array(out.buffer, 0, out.byteLength)
    : new Uint8Array(out);
};

export const decodeSequence = (bytes: Uint8Array, encoding?: unknown): string => {
  const bases = decodeSequenceBytes(bytes, encoding);
  // A view of the bases, not a copy of them.
  return Buffer.from(bases.buffer, bases.byteOffset, bases.byteLength).toString('latin1');
};
