/**
 * IUPAC nucleotide codes as 4-bit base sets (A=1, C=2, G=4, T=8), the representation every part of
 * the engine shares. A code "stands for" the bases of its set, so DESIGN.md 7's match rule is a
 * subset test on masks.
 *
 * The engine reads samples as bytes (see `toSampleBytes`) and looks bytes up in 256-entry tables,
 * so no per-sample re-encoding pass is needed.
 */

export const BASE_A = 1;
export const BASE_C = 2;
export const BASE_G = 4;
export const BASE_T = 8;
/** N: any base. Also what every non-IUPAC sample character is read as (DESIGN.md 7). */
export const MASK_N = 15;

const MASK_OF_LETTER: Readonly<Record<string, number>> = {
  A: BASE_A,
  C: BASE_C,
  G: BASE_G,
  T: BASE_T,
  U: BASE_T,
  R: BASE_A | BASE_G,
  Y: BASE_C | BASE_T,
  S: BASE_C | BASE_G,
  W: BASE_A | BASE_T,
  K: BASE_G | BASE_T,
  M: BASE_A | BASE_C,
  B: BASE_C | BASE_G | BASE_T,
  D: BASE_A | BASE_G | BASE_T,
  H: BASE_A | BASE_C | BASE_T,
  V: BASE_A | BASE_C | BASE_G,
  N: MASK_N,
};

/** Canonical letter of each mask (index = mask); U is shown as T. Mask 0 never occurs. */
export const LETTER_OF_MASK: readonly string[] = [
  '-',
  'A',
  'C',
  'M',
  'G',
  'R',
  'S',
  'V',
  'T',
  'W',
  'Y',
  'H',
  'K',
  'D',
  'B',
  'N',
];

const buildMaskOfByte = (): Uint8Array => {
  const table = new Uint8Array(256).fill(MASK_N);
  for (const [letter, mask] of Object.entries(MASK_OF_LETTER)) {
    table[letter.charCodeAt(0)] = mask;
    table[letter.toLowerCase().charCodeAt(0)] = mask;
  }
  return table;
};

/** Sample byte -> mask; case-insensitive, U = T, anything else N. */
export const MASK_OF_BYTE: Uint8Array = buildMaskOfByte();

/** What BASE_CODE_OF_BYTE gives for anything but A, C, G, T and U. */
export const NOT_A_BASE = 4;

/** Sample byte -> 2-bit code of a plain base (A 0, C 1, G 2, T/U 3), else NOT_A_BASE: for k-mer codes. */
export const BASE_CODE_OF_BYTE: Uint8Array = (() => {
  const table = new Uint8Array(256).fill(NOT_A_BASE);
  for (const [index, letters] of ['A', 'C', 'G', 'TU'].entries()) {
    for (const letter of letters) {
      table[letter.charCodeAt(0)] = index;
      table[letter.toLowerCase().charCodeAt(0)] = index;
    }
  }
  return table;
})();

/** Number of bases a mask stands for. */
export const countBases = (mask: number): number =>
  (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);

/** DESIGN.md 7: oligo code X matches sample code Y when Y's bases are a subset of X's. */
export const isMatch = (oligoMask: number, sampleMask: number): boolean => (sampleMask & ~oligoMask) === 0;

/**
 * A non-match where the sample code could still stand for a base the oligo accepts (sample N, or
 * e.g. sample R under oligo A): the sample is undetermined there, not evidence of a substitution.
 * A sample R under oligo C is a real substitution: neither A nor G is C.
 */
export const isAmbiguousMismatch = (oligoMask: number, sampleMask: number): boolean =>
  !isMatch(oligoMask, sampleMask) && (sampleMask & oligoMask) !== 0;

/** Complement of a base set: A<->T, C<->G; so R<->Y, K<->M, B<->V, D<->H and S, W, N stay. */
export const complementMask = (mask: number): number =>
  ((mask & BASE_A) << 3) | ((mask & BASE_T) >> 3) | ((mask & BASE_C) << 1) | ((mask & BASE_G) >> 1);

/** Mask of one oligo letter, or undefined when it is not an IUPAC code. */
export const maskOfLetter = (letter: string): number | undefined => MASK_OF_LETTER[letter.toUpperCase()];

/** The distinct characters of `sequence` (whitespace ignored) that are not IUPAC codes, in order. */
export const listNonIupacCharacters = (sequence: string): string[] => {
  const found = new Set<string>();
  for (const char of sequence) {
    if (!/\s/.test(char) && maskOfLetter(char) === undefined) found.add(char);
  }
  return [...found];
};

/**
 * Oligo letters -> masks. Whitespace is skipped; a non-IUPAC letter throws, because oligos are
 * validated at input and a bad one reaching the engine is a bug, not data.
 */
export const encodeOligo = (sequence: string): Uint8Array => {
  const letters = sequence.replace(/\s+/g, '');
  const masks = new Uint8Array(letters.length);
  for (let i = 0; i < letters.length; i++) {
    const mask = maskOfLetter(letters.charAt(i));
    if (mask === undefined) {
      throw new RangeError(`Not an IUPAC nucleotide code: ${JSON.stringify(letters.charAt(i))}`);
    }
    masks[i] = mask;
  }
  return masks;
};

/** Masks -> canonical upper-case letters. */
export const decodeMasks = (masks: ArrayLike<number>): string => {
  let text = '';
  for (let i = 0; i < masks.length; i++) text += LETTER_OF_MASK[masks[i] ?? 0];
  return text;
};

/** Reverse complement of an oligo, in canonical upper-case letters (U reads as T). */
export const reverseComplement = (sequence: string): string => {
  const masks = encodeOligo(sequence);
  const out = new Uint8Array(masks.length);
  for (let i = 0; i < masks.length; i++) out[masks.length - 1 - i] = complementMask(masks[i] ?? 0);
  return decodeMasks(out);
};

const textEncoder = new TextEncoder();

/**
 * A sample sequence as bytes for the byte-indexed tables. ASCII text is copied natively; any other
 * character becomes 'N' (one byte per character, so positions stay those of the string). With
 * `buffer` (large enough), the bytes are written there instead of a new array: callers that align
 * sample after sample reuse one.
 */
export const toSampleBytes = (sequence: string | Uint8Array, buffer?: Uint8Array): Uint8Array => {
  if (typeof sequence !== 'string') return sequence;
  const bytes =
    buffer && buffer.length >= sequence.length
      ? buffer.subarray(0, sequence.length)
      : new Uint8Array(sequence.length);
  // encodeInto writes UTF-8: all characters read at one byte each means the text was all ASCII.
  const { read, written } = textEncoder.encodeInto(sequence, bytes);
  if (read === sequence.length && written === sequence.length) return bytes;
  for (let i = 0; i < sequence.length; i++) {
    const code = sequence.charCodeAt(i);
    bytes[i] = code < 128 ? code : 0x4e; // 'N'
  }
  return bytes;
};

/** Canonical letters of sample bytes [from, to): what the aligned target line shows. */
export const decodeSampleBytes = (bytes: Uint8Array, from: number, to: number): string => {
  let text = '';
  for (let j = from; j < to; j++) text += LETTER_OF_MASK[MASK_OF_BYTE[bytes[j] ?? 0] ?? MASK_N];
  return text;
};
