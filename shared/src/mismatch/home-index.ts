import { anchorOf, type MismatchAnchors } from './anchors';
import { BASE_CODE_OF_BYTE, NOT_A_BASE } from './iupac-codes';

/*
 * Finding an oligo's homologous site in a sample through its anchor's flanks (docs/decisions/0017):
 * every 11-base word of the flanks votes, where it occurs in the sample, for the site start it
 * implies; the site is where most votes agree (within SITE_BAND bases, for indels between word and
 * site). A word holding an N casts no vote and is not voted against: an N is neither free (a long
 * N run would draw every context to it) nor an edit (an N run over the site would push the context
 * away). One pass over the sample serves every oligo that needs a home.
 */

export const SEED_LENGTH = 11;
const SEED_CODES = 1 << (2 * SEED_LENGTH);
const SEED_MASK = SEED_CODES - 1;
/** Votes that make a home: chance 11-base hits in a 30 kb genome are about one per 150 words, scattered. */
export const MIN_HOME_VOTES = 4;
/** Votes within this many bases of each other agree. */
export const SITE_BAND = 24;

export interface HomeIndex {
  /** 1 where some oligo's flank holds the word. */
  readonly wanted: Uint8Array;
  /** Word code -> [oligo, offset of the word's first base from the site start] pairs, flattened. */
  readonly entries: ReadonlyMap<number, readonly number[]>;
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

export const buildHomeIndex = (anchors: MismatchAnchors, lengths: readonly number[]): HomeIndex => {
  const wanted = new Uint8Array(SEED_CODES);
  const entries = new Map<number, number[]>();
  const add = (code: number | undefined, oligo: number, offset: number) => {
    if (code === undefined) return;
    wanted[code] = 1;
    const list = entries.get(code) ?? [];
    list.push(oligo, offset);
    entries.set(code, list);
  };
  lengths.forEach((length, o) => {
    const anchor = anchorOf(anchors, o);
    if (!anchor) return;
    const { left, right } = anchor;
    for (let t = 0; t + SEED_LENGTH <= left.length; t++) add(codeOf(left, t), o, t - left.length);
    for (let t = 0; t + SEED_LENGTH <= right.length; t++) add(codeOf(right, t), o, length + t);
  });
  return { wanted, entries };
};

/** The home of one oligo in one sample: where its site starts by the flanks, and the votes' spread. */
export interface Home {
  /** The median of the agreeing votes: the anchored position. */
  readonly start: number;
  /** Smallest and largest agreeing vote. */
  readonly low: number;
  readonly high: number;
}

/** Votes per oligo (site starts implied by word hits) for the oligos flagged in `which`. */
export const collectHomeVotes = (
  index: HomeIndex,
  sample: Uint8Array,
  which: Uint8Array,
  votes: number[][],
): void => {
  for (const list of votes) list.length = 0;
  const { wanted, entries } = index;
  let code = 0;
  let invalid = SEED_MASK;
  for (let p = 0; p < sample.length; p++) {
    const base = BASE_CODE_OF_BYTE[sample[p] as number] as number;
    code = ((code << 2) | (base & 3)) & SEED_MASK;
    invalid = ((invalid << 2) | ((base >> 2) * 3)) & SEED_MASK;
    if (invalid !== 0 || wanted[code] !== 1) continue;
    const list = entries.get(code);
    if (!list) continue;
    const wordStart = p - SEED_LENGTH + 1;
    for (let e = 0; e < list.length; e += 2) {
      const oligo = list[e] as number;
      if (which[oligo] === 1) votes[oligo]?.push(wordStart - (list[e + 1] as number));
    }
  }
};

/**
 * The densest group of votes within SITE_BAND of its first (the earliest of equal groups), if it
 * holds MIN_HOME_VOTES; sorts `votes` in place.
 */
export const chooseHome = (votes: number[]): Home | undefined => {
  if (votes.length < MIN_HOME_VOTES) return undefined;
  votes.sort((a, b) => a - b);
  let bestFrom = 0;
  let bestCount = 0;
  let to = 0;
  for (let from = 0; from < votes.length; from++) {
    while (to < votes.length && (votes[to] as number) - (votes[from] as number) <= SITE_BAND) to++;
    if (to - from > bestCount) {
      bestCount = to - from;
      bestFrom = from;
    }
  }
  if (bestCount < MIN_HOME_VOTES) return undefined;
  return {
    start: votes[bestFrom + (bestCount >> 1)] as number,
    low: votes[bestFrom] as number,
    high: votes[bestFrom + bestCount - 1] as number,
  };
};
