import { BASE_CODE_OF_BYTE, countBases, isMatch, MASK_N, MASK_OF_BYTE, NOT_A_BASE } from './iupac-codes';
import type { PreparedOligo } from './prepare-oligo';

/*
 * A lossless filter (pigeonhole, Baeza-Yates & Navarro): cut the binding form into k + 1 disjoint
 * pieces; an alignment with at most k edits leaves at least one piece untouched, so that piece
 * occurs exactly in the sample, and the alignment lies within k bases of where the piece puts it.
 * One pass over the sample finds the exact occurrences of every piece of every oligo of a batch;
 * only the short windows around them are searched, and only when none holds an alignment with at
 * most k edits does the oligo get a full scan. Nothing is missed: the filter only decides where
 * the exact search looks first.
 */

/** Piece length: 8 bases make a 16-bit code, so a table of all codes takes 64 KB. */
export const PIECE_LENGTH = 8;
/** Pieces whose degenerate codes expand to more exact strings than this are not used. */
const MAX_PIECE_EXPANSIONS = 16;
const CODE_MASK = (1 << (2 * PIECE_LENGTH)) - 1;

/**
 * Window starts are recorded together with which piece (by its ordinal in the oligo) produced
 * them: value = start * PIECE_SLOTS + ordinal, which sorts by start first (ordinal < PIECE_SLOTS).
 */
export const PIECE_SLOTS = 1024;

/** Degenerate sample codes other than N: exact piece occurrences through them are found apart. */
const IS_SPECIAL_BYTE = (() => {
  const table = new Uint8Array(256);
  for (let byte = 0; byte < 256; byte++) {
    const bases = countBases(MASK_OF_BYTE[byte] ?? MASK_N);
    if (bases === 2 || bases === 3) table[byte] = 1;
  }
  return table;
})();

/** Oligo positions where the piece starts, chosen greedily: the most disjoint usable pieces. */
const choosePieceOffsets = (masks: Uint8Array): number[] => {
  const offsets: number[] = [];
  let offset = 0;
  while (offset + PIECE_LENGTH <= masks.length && offsets.length < PIECE_SLOTS) {
    let expansions = 1;
    let usable = true;
    for (let t = 0; t < PIECE_LENGTH && usable; t++) {
      const mask = masks[offset + t] ?? MASK_N;
      // An oligo N would make every sample N (often thousands) a candidate: leave such pieces out.
      if (mask === MASK_N) usable = false;
      expansions *= countBases(mask);
    }
    if (usable && expansions <= MAX_PIECE_EXPANSIONS) {
      offsets.push(offset);
      offset += PIECE_LENGTH;
    } else offset++;
  }
  return offsets;
};

/** Every exact ACGT string a piece matches, as 2-bit codes. */
const expandPiece = (masks: Uint8Array, offset: number): number[] => {
  let codes = [0];
  for (let t = 0; t < PIECE_LENGTH; t++) {
    const mask = masks[offset + t] ?? 0;
    const next: number[] = [];
    for (const code of codes)
      for (let base = 0; base < 4; base++) if (mask & (1 << base)) next.push((code << 2) | base);
    codes = next;
  }
  return codes;
};

interface SpecialEntry {
  readonly oligo: number;
  readonly offset: number;
  readonly ordinal: number;
  /** Position inside the piece whose oligo code covers the special sample code. */
  readonly at: number;
}

export interface AnchorIndex {
  /** Per oligo: the most edits its windows can vouch for (pieces - 1); -1 means always scan. */
  readonly maxFilteredDistance: readonly number[];
  /** Per oligo: how many pieces it was cut into. */
  readonly pieceCounts: readonly number[];
  readonly oligoMasks: readonly Uint8Array[];
  readonly oligoLengths: readonly number[];
  /** 1 where some piece expands to the code: the scan's only lookup for most positions. */
  readonly codeHits: Uint8Array;
  /** CSR lists: entries of code c are [entryStart[c], entryStart[c + 1]). */
  readonly entryStart: Int32Array;
  readonly entryOligo: Int32Array;
  readonly entryOffset: Int32Array;
  readonly entryOrdinal: Int32Array;
  /** Per sample mask: the pieces that can match it at a degenerate position. */
  readonly special: readonly (readonly SpecialEntry[])[];
}

export const buildAnchorIndex = (oligos: readonly PreparedOligo[]): AnchorIndex => {
  const byCode = new Map<number, { oligo: number; offset: number; ordinal: number }[]>();
  const special: SpecialEntry[][] = Array.from({ length: 16 }, () => []);
  const maxFilteredDistance: number[] = [];
  const pieceCounts: number[] = [];
  oligos.forEach((oligo, index) => {
    const offsets = choosePieceOffsets(oligo.masks);
    maxFilteredDistance.push(offsets.length - 1);
    pieceCounts.push(offsets.length);
    for (const [ordinal, offset] of offsets.entries()) {
      for (const code of new Set(expandPiece(oligo.masks, offset))) {
        const list = byCode.get(code) ?? [];
        list.push({ oligo: index, offset, ordinal });
        byCode.set(code, list);
      }
      for (let at = 0; at < PIECE_LENGTH; at++) {
        const oligoMask = oligo.masks[offset + at] ?? 0;
        if (countBases(oligoMask) < 2) continue;
        for (let sampleMask = 1; sampleMask < MASK_N; sampleMask++) {
          const bases = countBases(sampleMask);
          if (bases >= 2 && isMatch(oligoMask, sampleMask)) {
            special[sampleMask]?.push({ oligo: index, offset, ordinal, at });
          }
        }
      }
    }
  });
  const codeHits = new Uint8Array(CODE_MASK + 1);
  // Counts first, then their running sum: only the codes in use are looked up in the map (a lookup
  // for each of the 65,536 codes was most of a build, paid by every aligner a report makes).
  const entryStart = new Int32Array(CODE_MASK + 2);
  for (const [code, list] of byCode) {
    entryStart[code] = list.length;
    codeHits[code] = 1;
  }
  let total = 0;
  for (let code = 0; code <= CODE_MASK; code++) {
    const count = entryStart[code] as number;
    entryStart[code] = total;
    total += count;
  }
  entryStart[CODE_MASK + 1] = total;
  const entryOligo = new Int32Array(total);
  const entryOffset = new Int32Array(total);
  const entryOrdinal = new Int32Array(total);
  for (const [code, list] of byCode) {
    let slot = entryStart[code] ?? 0;
    for (const entry of list) {
      entryOligo[slot] = entry.oligo;
      entryOffset[slot] = entry.offset;
      entryOrdinal[slot] = entry.ordinal;
      slot++;
    }
  }
  return {
    maxFilteredDistance,
    pieceCounts,
    oligoMasks: oligos.map((oligo) => oligo.masks),
    oligoLengths: oligos.map((oligo) => oligo.length),
    codeHits,
    entryStart,
    entryOligo,
    entryOffset,
    entryOrdinal,
    special,
  };
};

const pieceMatchesAt = (masks: Uint8Array, offset: number, sample: Uint8Array, start: number): boolean => {
  for (let t = 0; t < PIECE_LENGTH; t++) {
    if (!isMatch(masks[offset + t] ?? 0, MASK_OF_BYTE[sample[start + t] ?? 0] ?? MASK_N)) return false;
  }
  return true;
};

/**
 * Fills `windowStarts[o]` with the (unclamped) start of a window of length m + 2k around every exact
 * piece occurrence of oligo o (k = its maxFilteredDistance), encoded with the piece's ordinal (see
 * PIECE_SLOTS). Unsorted; may repeat.
 */
export const collectCandidateWindows = (
  index: AnchorIndex,
  sample: Uint8Array,
  windowStarts: number[][],
): void => {
  for (const starts of windowStarts) starts.length = 0;
  const { codeHits, entryStart, entryOligo, entryOffset, entryOrdinal, maxFilteredDistance } = index;
  const n = sample.length;
  let code = 0;
  // Two bits per position, set where the base was not A, C, G or T: a code counts only when the
  // last eight positions were all plain bases. Branch-free, unlike a run counter.
  let invalid = CODE_MASK;
  // The hottest loop of the engine: indexes are in bounds by construction, hence the `as number`.
  for (let p = 0; p < n; p++) {
    const base = BASE_CODE_OF_BYTE[sample[p] as number] as number;
    code = ((code << 2) | (base & 3)) & CODE_MASK;
    invalid = ((invalid << 2) | ((base >> 2) * 3)) & CODE_MASK;
    if (codeHits[code] === 1 && invalid === 0) {
      const pieceStart = p - PIECE_LENGTH + 1;
      const last = entryStart[code + 1] as number;
      for (let entry = entryStart[code] as number; entry < last; entry++) {
        const oligo = entryOligo[entry] as number;
        const start = pieceStart - (entryOffset[entry] as number) - (maxFilteredDistance[oligo] as number);
        windowStarts[oligo]?.push(start * PIECE_SLOTS + (entryOrdinal[entry] as number));
      }
    } else if (base === NOT_A_BASE && IS_SPECIAL_BYTE[sample[p] as number] === 1) {
      collectSpecialWindows(index, sample, p, windowStarts);
    }
  }
};

const collectSpecialWindows = (
  index: AnchorIndex,
  sample: Uint8Array,
  position: number,
  windowStarts: number[][],
): void => {
  const entries = index.special[MASK_OF_BYTE[sample[position] ?? 0] ?? MASK_N] ?? [];
  for (const { oligo, offset, ordinal, at } of entries) {
    const pieceStart = position - at;
    if (pieceStart < 0 || pieceStart + PIECE_LENGTH > sample.length) continue;
    if (!pieceMatchesAt(index.oligoMasks[oligo] ?? new Uint8Array(), offset, sample, pieceStart)) continue;
    const start = pieceStart - offset - (index.maxFilteredDistance[oligo] ?? 0);
    windowStarts[oligo]?.push(start * PIECE_SLOTS + ordinal);
  }
};
