import { BASE_CODE_OF_BYTE } from './iupac-codes';
import type { PreparedOligo } from './prepare-oligo';

/*
 * The second pigeonhole level, for oligos the 8-base pieces could not settle but whose windows
 * showed a placement with b edits, b more than those pieces vouch for (like three substitutions in
 * a row): cut the binding form into b + 1 pieces of 5 bases and find their exact occurrences in
 * one pass over the sample. Every placement with at most b edits keeps one piece whole, so the
 * windows around those occurrences hold all of them. Far cheaper than a full scan.
 *
 * Only pieces of plain bases are used: a sample base matches a plain oligo base only when it is
 * that same base, so looking at the sample's plain 5-mers finds every occurrence.
 */

export const SHORT_PIECE_LENGTH = 5;
const SHORT_CODES = 1 << (2 * SHORT_PIECE_LENGTH);
const SHORT_CODE_MASK = SHORT_CODES - 1;

/** Start offsets and codes of disjoint plain-base 5-base pieces of the binding form, greedily. */
export interface ShortPieces {
  readonly offsets: readonly number[];
  readonly codes: readonly number[];
}

export const chooseShortPieces = (oligo: PreparedOligo): ShortPieces => {
  const offsets: number[] = [];
  const codes: number[] = [];
  let offset = 0;
  while (offset + SHORT_PIECE_LENGTH <= oligo.length) {
    let code = 0;
    let plain = true;
    for (let t = 0; t < SHORT_PIECE_LENGTH && plain; t++) {
      const base = [1, 2, 4, 8].indexOf(oligo.masks[offset + t] ?? 0);
      plain = base >= 0;
      code = (code << 2) | Math.max(0, base);
    }
    if (plain) {
      offsets.push(offset);
      codes.push(code);
      offset += SHORT_PIECE_LENGTH;
    } else offset++;
  }
  return { offsets, codes };
};

/** One oligo that wants level-2 windows: its pieces and the bound b (it uses pieces 0..b). */
export interface ShortPieceRequest {
  readonly pieces: ShortPieces;
  readonly bound: number;
  /** Filled with encoded window starts: start * slots + piece ordinal (see collectCandidateWindows). */
  readonly out: number[];
}

/**
 * One pass over the sample for all requests at once: every occurrence of piece j of a request
 * gives a window start (occurrence - piece offset - b), for windows of length m + 2b. The loop
 * keeps a rolling 5-mer code and, two bits per position, where the base was not plain (as
 * collectCandidateWindows does).
 */
export const collectShortPieceWindows = (
  sample: Uint8Array,
  requests: readonly ShortPieceRequest[],
  slots: number,
): void => {
  const wanted = new Uint8Array(SHORT_CODES);
  const byCode = new Map<number, { request: ShortPieceRequest; ordinal: number; offset: number }[]>();
  for (const request of requests) {
    request.out.length = 0;
    for (let ordinal = 0; ordinal <= request.bound; ordinal++) {
      const code = request.pieces.codes[ordinal] ?? 0;
      wanted[code] = 1;
      const list = byCode.get(code) ?? [];
      list.push({ request, ordinal, offset: request.pieces.offsets[ordinal] ?? 0 });
      byCode.set(code, list);
    }
  }
  let code = 0;
  let invalid = SHORT_CODE_MASK;
  for (let p = 0; p < sample.length; p++) {
    const base = BASE_CODE_OF_BYTE[sample[p] as number] as number;
    code = ((code << 2) | (base & 3)) & SHORT_CODE_MASK;
    invalid = ((invalid << 2) | ((base >> 2) * 3)) & SHORT_CODE_MASK;
    if (invalid !== 0 || wanted[code] !== 1) continue;
    const pieceStart = p - SHORT_PIECE_LENGTH + 1;
    for (const { request, ordinal, offset } of byCode.get(code) ?? []) {
      request.out.push((pieceStart - offset - request.bound) * slots + ordinal);
    }
  }
};
