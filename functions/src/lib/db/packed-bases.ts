/**
 * Genomes packed two bits a base: what an import stores since 2026-11-29 (encoding '2bit', ADR
 * 0038). Brotli at its fastest useful quality took 0.31-0.34 ms to compress a 30 kb genome and
 * 0.11-0.13 ms to decompress it here, the largest cost of an import's own; packing takes 0.12-0.14
 * ms and 0.04 ms, and is smaller (Wuhan-Hu-1: 7,480 bytes against Brotli's 8,860).
 *
 * Layout, every integer an unsigned LEB128 varint:
 * - the number of bases, then the number of runs;
 * - each run of one letter other than A, C, G, T (an N run where coverage dropped, an ambiguity
 *   code): its distance from the end of the run before it, its length, and the letter (one byte);
 * - then the bases four to a byte, the first in the low two bits, A 0, C 1, G 2, T 3; a base inside
 *   a run is packed as A and restored from its run.
 */

const LETTERS = Uint8Array.of(65, 67, 71, 84); // A C G T
/** A, C, G, T to their two bits; any other byte to A's, restored from its run. */
const CODES = new Uint8Array(256);
/** 1 for any byte but A, C, G, T: a letter that goes in a run. */
const IN_RUN = new Uint8Array(256).fill(1);
LETTERS.forEach((letter, code) => {
  CODES[letter] = code;
  IN_RUN[letter] = 0;
});

/**
 * Past this share of runs per base the runs would outweigh the packing they save: such a sequence
 * (scattered ambiguity codes, lower case) is left to Brotli.
 */
const MAX_RUNS_PER_BASE = 1 / 32;

const varintLength = (value: number): number => {
  let length = 1;
  for (let rest = value; rest >= 0x80; rest = Math.floor(rest / 0x80)) length++;
  return length;
};

class ByteWriter {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}
  varint(value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.bytes[this.offset++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.bytes[this.offset++] = rest;
  }
}

class ByteReader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}
  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.offset++];
      if (byte === undefined) throw new Error('Packed bases end inside a number');
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
  }
}

interface Run {
  start: number;
  length: number;
  letter: number;
}

/** The runs of letters other than A, C, G, T, or undefined past MAX_RUNS_PER_BASE. */
const findRuns = (bases: Uint8Array): Run[] | undefined => {
  const runs: Run[] = [];
  const limit = bases.length * MAX_RUNS_PER_BASE + 1;
  for (let i = 0; i < bases.length; i++) {
    if (IN_RUN[bases[i] as number] === 0) continue;
    const letter = bases[i] as number;
    let end = i + 1;
    while (end < bases.length && bases[end] === letter) end++;
    runs.push({ start: i, length: end - i, letter });
    if (runs.length > limit) return undefined;
    i = end - 1;
  }
  return runs;
};

/** `sequence` packed, or undefined when packing would not pay (see MAX_RUNS_PER_BASE). */
export const packBases = (sequence: string): Uint8Array | undefined => {
  // One byte a letter: a letter beyond latin1 would not survive it, and is left to Brotli.
  if (/[^\0-\xff]/.test(sequence)) return undefined;
  const bases = Buffer.from(sequence, 'latin1');
  const runs = findRuns(bases);
  if (!runs) return undefined;
  let headerLength = varintLength(bases.length) + varintLength(runs.length);
  let end = 0;
  for (const run of runs) {
    headerLength += varintLength(run.start - end) + varintLength(run.length) + 1;
    end = run.start + run.length;
  }
  const writer = new ByteWriter(new Uint8Array(headerLength + Math.ceil(bases.length / 4)));
  writer.varint(bases.length);
  writer.varint(runs.length);
  end = 0;
  for (const run of runs) {
    writer.varint(run.start - end);
    writer.varint(run.length);
    writer.bytes[writer.offset++] = run.letter;
    end = run.start + run.length;
  }
  const { bytes } = writer;
  let at = writer.offset;
  const whole = bases.length - (bases.length % 4);
  for (let i = 0; i < whole; i += 4)
    bytes[at++] =
      (CODES[bases[i] as number] as number) |
      ((CODES[bases[i + 1] as number] as number) << 2) |
      ((CODES[bases[i + 2] as number] as number) << 4) |
      ((CODES[bases[i + 3] as number] as number) << 6);
  let last = 0;
  for (let i = whole; i < bases.length; i++)
    last |= (CODES[bases[i] as number] as number) << (2 * (i - whole));
  if (whole < bases.length) bytes[at] = last;
  return bytes;
};

/** The bases of `packed`, one letter's code a byte, in an array of their own. */
export const unpackBases = (packed: Uint8Array): Uint8Array => {
  const reader = new ByteReader(packed);
  const length = reader.varint();
  const runCount = reader.varint();
  const runs: Run[] = [];
  let end = 0;
  for (let r = 0; r < runCount; r++) {
    const start = end + reader.varint();
    const runLength = reader.varint();
    const letter = packed[reader.offset++];
    if (letter === undefined || start + runLength > length)
      throw new Error('Packed bases hold a run past their end');
    runs.push({ start, length: runLength, letter });
    end = start + runLength;
  }
  if (packed.length - reader.offset !== Math.ceil(length / 4))
    throw new Error(`Packed bases hold ${packed.length - reader.offset} bytes for ${length} bases`);
  const out = new Uint8Array(length);
  let at = reader.offset;
  const whole = length - (length % 4);
  for (let i = 0; i < whole; i += 4) {
    const byte = packed[at++] as number;
    out[i] = LETTERS[byte & 3] as number;
    out[i + 1] = LETTERS[(byte >> 2) & 3] as number;
    out[i + 2] = LETTERS[(byte >> 4) & 3] as number;
    out[i + 3] = LETTERS[byte >> 6] as number;
  }
  const last = packed[at] ?? 0;
  for (let i = whole; i < length; i++) out[i] = LETTERS[(last >> (2 * (i - whole))) & 3] as number;
  for (const run of runs) out.fill(run.letter, run.start, run.start + run.length);
  return out;
};
