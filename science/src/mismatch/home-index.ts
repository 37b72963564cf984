import { anchorOf, type MismatchAnchors } from './anchors';
import { BASE_CODE_OF_BYTE, NOT_A_BASE } from './iupac-codes';

/*
 * Finding an oligo's homologous site in a sample through its anchor's flanks (docs/decisions/0018):
 * every 11-base word of the flanks votes, where it occurs in the sample, for the site start it
 * implies; the site is where the votes agree (within SITE_BAND bases, for indels between word and
 * site) and together cover at least MIN_HOME_COVER flank bases. Coverage, not a count of words:
 * one chance 14-base match is four overlapping words but covers 14 bases. A word holding an N
 * casts no vote and is not voted against: an N is neither free (a long N run would draw every
 * context to it) nor an edit (an N run over the site would push the context away).
 */

export const SEED_LENGTH = 11;
const SEED_MASK = (1 << (2 * SEED_LENGTH)) - 1;
/**
 * Flank bases the agreeing words must cover: a chance exact match of 32 bases between 400 flank
 * bases and a 30 kb genome has odds of about 1e-13; a real home left 32 determined bases by N runs
 * is still found.
 */
export const MIN_HOME_COVER = 32;
/** Votes within this many bases of each other agree. */
export const SITE_BAND = 24;
/**
 * Other homes within this many bases of the chosen one widen the window the site is placed in: the
 * span of the indels that split a flank's votes (SARS-CoV-2's 3' UTR deletions of 26 and 27 bases).
 */
export const HOME_MERGE = 64;
/** Bases searched on each side of where the sample's trusted sites put the site, beyond the flanks. */
export const EXPECTED_RADIUS = 100;
/** Bases searched on each side in the second region (see findHome). */
export const HOME_SEARCH_RADIUS = 1000;

/** How far from the site a flank word can lie (the anchors keep up to 200 bases a side). */
const ANCHOR_REACH = 200;

/** Offsets are stored shifted, so that a vote and its offset pack into one sortable number. */
const OFFSET_SHIFT = 2048;
const OFFSET_SLOTS = 8192;

/** One oligo's flank words in an open-addressing table: code -> offset from the site start. */
interface WordTable {
  /** Word codes, -1 where a slot is empty; the size is a power of two. */
  readonly codes: Int32Array;
  readonly offsets: Int32Array;
  readonly shift: number;
}

export interface HomeIndex {
  /** Per oligo: its words (undefined without anchor). */
  readonly tables: readonly (WordTable | undefined)[];
  /** Per oligo: where the anchor's genome has the site (-1 without anchor). */
  readonly anchorStarts: readonly number[];
}

const codeOf = (text: string, from: number): number | undefined => {
  let code = 0;
  for (let t = 0; t < SEED_LENGTH; t++) {
    const base = BASE_CODE_OF_BYTE[text.charCodeAt(from + t)] ?? NOT_A_BASE;
    if (base === NOT_A_BASE) return undefined;
    code = (code << 2) | base;
  }
  return code;
};

/**
 * Words of one anchor's flanks by code, with their offsets from the site start; a word found twice
 * in the flanks (a poly-A tail, a repeat) is left out: it would vote for several homes at once.
 */
const flankWords = (left: string, right: string, length: number): Map<number, number> => {
  const words = new Map<number, number>();
  const repeated = new Set<number>();
  const add = (code: number | undefined, offset: number) => {
    if (code === undefined || offset + OFFSET_SHIFT < 0 || offset + OFFSET_SHIFT >= OFFSET_SLOTS) return;
    if (words.has(code)) repeated.add(code);
    else words.set(code, offset);
  };
  for (let t = 0; t + SEED_LENGTH <= left.length; t++) add(codeOf(left, t), t - left.length);
  for (let t = 0; t + SEED_LENGTH <= right.length; t++) add(codeOf(right, t), length + t);
  for (const code of repeated) words.delete(code);
  return words;
};

/** Fibonacci hashing of a word code into a table of 2^(32 - shift) slots. */
const slotOf = (code: number, shift: number): number => Math.imul(code, 0x9e3779b1) >>> shift;

const buildWordTable = (words: ReadonlyMap<number, number>): WordTable => {
  let bits = 4;
  while (1 << bits < 2 * words.size) bits++;
  const size = 1 << bits;
  const codes = new Int32Array(size).fill(-1);
  const offsets = new Int32Array(size);
  const shift = 32 - bits;
  for (const [code, offset] of words) {
    let slot = slotOf(code, shift);
    while (codes[slot] !== -1) slot = (slot + 1) & (size - 1);
    codes[slot] = code;
    offsets[slot] = offset;
  }
  return { codes, offsets, shift };
};

export const buildHomeIndex = (anchors: MismatchAnchors, lengths: readonly number[]): HomeIndex => {
  const tables = lengths.map((length, o) => {
    const anchor = anchorOf(anchors, o);
    return anchor ? buildWordTable(flankWords(anchor.left, anchor.right, length)) : undefined;
  });
  const anchorStarts = lengths.map((_, o) => anchorOf(anchors, o)?.start ?? -1);
  return { tables, anchorStarts };
};

/** The home of one oligo in one sample: where its site starts by the flanks, and the votes' spread. */
export interface Home {
  /** The median of the agreeing votes: the anchored position. */
  readonly start: number;
  /** Smallest and largest agreeing vote. */
  readonly low: number;
  readonly high: number;
}

/** Votes of one oligo's flank words found in sample[from, to), packed (vote, offset); appended to `out`. */
const collectVotes = (
  table: WordTable,
  sample: Uint8Array,
  from: number,
  to: number,
  out: number[],
): void => {
  const { codes, offsets, shift } = table;
  const mask = codes.length - 1;
  let code = 0;
  let invalid = SEED_MASK;
  for (let p = Math.max(0, from); p < to; p++) {
    const base = BASE_CODE_OF_BYTE[sample[p] as number] as number;
    code = ((code << 2) | (base & 3)) & SEED_MASK;
    invalid = ((invalid << 2) | ((base >> 2) * 3)) & SEED_MASK;
    if (invalid !== 0) continue;
    let slot = slotOf(code, shift);
    let found = codes[slot] as number;
    while (found !== -1 && found !== code) {
      slot = (slot + 1) & mask;
      found = codes[slot] as number;
    }
    if (found === -1) continue;
    const offset = offsets[slot] as number;
    out.push((p - SEED_LENGTH + 1 - offset) * OFFSET_SLOTS + offset + OFFSET_SHIFT);
  }
};

const voteOf = (packed: number): number => Math.floor(packed / OFFSET_SLOTS);
const offsetOf = (packed: number): number => packed - voteOf(packed) * OFFSET_SLOTS - OFFSET_SHIFT;

/** Stamps per offset slot: a word's bases are marked with the current stamp, so nothing is cleared. */
const covered = new Int32Array(OFFSET_SLOTS + SEED_LENGTH);
let stamp = 0;

/** Flank bases covered by the words of sorted packed votes [from, to). */
const coverOf = (packed: Float64Array, from: number, to: number): number => {
  stamp++;
  let cover = 0;
  for (let v = from; v < to; v++) {
    const first = offsetOf(packed[v] as number) + OFFSET_SHIFT;
    for (let t = first; t < first + SEED_LENGTH; t++) {
      if (covered[t] === stamp) continue;
      covered[t] = stamp;
      cover++;
    }
  }
  return cover;
};

/** Groups measured for their cover, the most votes first: the true home is among the first. */
const GROUPS_MEASURED = 4;

/**
 * Of the groups of votes within SITE_BAND of their first, the one covering the most flank bases
 * (among the GROUPS_MEASURED with the most votes; the earliest of equals), if it covers
 * MIN_HOME_COVER.
 */
export const chooseHome = (votes: readonly number[]): Home | undefined => {
  if (votes.length * SEED_LENGTH < MIN_HOME_COVER) return undefined;
  // A typed array sorts numerically, natively: far faster than a comparator on a plain array.
  const packed = Float64Array.from(votes).sort();
  // Maximal groups: each ends further than the one before.
  const groups: { from: number; to: number }[] = [];
  let to = 0;
  for (let from = 0; from < packed.length; from++) {
    const first = voteOf(packed[from] as number);
    const before = to;
    while (to < packed.length && voteOf(packed[to] as number) - first <= SITE_BAND) to++;
    if (to > before && (to - from) * SEED_LENGTH >= MIN_HOME_COVER) groups.push({ from, to });
  }
  groups.sort((a, b) => b.to - b.from - (a.to - a.from) || a.from - b.from);
  let best: { from: number; to: number; cover: number } | undefined;
  for (const group of groups.slice(0, GROUPS_MEASURED)) {
    const cover = coverOf(packed, group.from, group.to);
    if (!best || cover > best.cover || (cover === best.cover && group.from < best.from))
      best = { ...group, cover };
  }
  if (!best || best.cover < MIN_HOME_COVER) return undefined;
  const start = voteOf(packed[best.from + ((best.to - best.from) >> 1)] as number);
  let low = voteOf(packed[best.from] as number);
  let high = voteOf(packed[best.to - 1] as number);
  // Other homes the flanks vouch for just beside it: an indel in a flank between the anchors' genome
  // and the sample splits the votes in two groups, and the words nearer the site (often fewer) are
  // the ones that place it. The window spans both; the placement's own costs choose.
  for (const group of groups) {
    const first = voteOf(packed[group.from] as number);
    const last = voteOf(packed[group.to - 1] as number);
    if (first > high + HOME_MERGE || last < low - HOME_MERGE) continue;
    if (first >= low && last <= high) continue;
    if (coverOf(packed, group.from, group.to) < MIN_HOME_COVER) continue;
    low = Math.min(low, first);
    high = Math.max(high, last);
  }
  return { start, low, high };
};

/**
 * The home of `oligo` in `sample`. With `expected` (where the sample's trusted sites of other oligos
 * put it: their offset from the anchors' genome), first around it, then within HOME_SEARCH_RADIUS of
 * it: the sample's own coordinates say where the site must be, so a home further away would be a
 * copy, not the homolog, and a site masked by N is not looked for across the whole genome. Without
 * (no site of this sample is trusted: another segment, a short partial genome), within
 * HOME_SEARCH_RADIUS of where the anchor's genome has it, then anywhere. The first region holding a
 * home gives it. `scratch` is reused.
 */
export const findHome = (
  index: HomeIndex,
  sample: Uint8Array,
  oligo: number,
  length: number,
  scratch: number[],
  expected?: number,
): Home | undefined => {
  const anchored = index.anchorStarts[oligo] ?? -1;
  const table = index.tables[oligo];
  if (anchored < 0 || !table) return undefined;
  const reach = ANCHOR_REACH + EXPECTED_RADIUS;
  const regions: [number, number][] =
    expected !== undefined
      ? [
          [expected - reach, expected + length + reach],
          [expected - HOME_SEARCH_RADIUS, expected + length + HOME_SEARCH_RADIUS],
        ]
      : [
          [anchored - HOME_SEARCH_RADIUS, anchored + length + HOME_SEARCH_RADIUS],
          [0, sample.length],
        ];
  let searched: [number, number] | undefined;
  for (const [wantFrom, wantTo] of regions) {
    const from = Math.max(0, wantFrom);
    const to = Math.min(sample.length, wantTo);
    // A region inside the one searched before holds nothing new.
    if (searched && from >= searched[0] && to <= searched[1]) continue;
    scratch.length = 0;
    collectVotes(table, sample, from, to, scratch);
    const home = chooseHome(scratch);
    if (home) return home;
    searched = [from, to];
  }
  return undefined;
};
