import { MASK_N, MASK_OF_BYTE } from './iupac-codes';

/*
 * Anchors (docs/decisions/0018): where each oligo sits, told by the sequence around it, so that a
 * sample is scored at the oligo's homologous site rather than at the cheapest place anywhere.
 * Fixed before any sample is scored, plain JSON, stored in the report's provenance: every page,
 * hand-over and parallel segment of a report scores with the same anchors and gets the same answers.
 */

/** One oligo's anchor: the genome sequence on each side of its site in one genome of the clade. */
export interface OligoAnchor {
  /** Bases just before the site (5' side on the plus strand), up to ANCHOR_FLANK, canonical letters. */
  readonly left: string;
  /** Bases just after the site, up to ANCHOR_FLANK. */
  readonly right: string;
  /** The genome the flanks come from (an accession or FASTA id). */
  readonly source: string;
  /** 0-based start of the site in that genome: for people reading the provenance. */
  readonly start: number;
}

/** The anchors of an oligo set, in the set's order; null where the clade showed no site. */
export interface MismatchAnchors {
  readonly version: 1;
  /** 'reference': flanks from one reference genome; 'clade': learned from a sample of the clade. */
  readonly source: 'reference' | 'clade';
  /** Genomes looked at to learn them. */
  readonly genomes: number;
  readonly oligos: readonly ({ readonly name: string } & (OligoAnchor | { readonly none: true }))[];
}

/** Flank length kept per side: more than the 100 nt asked, so an amplicon-sized N run leaves some. */
export const ANCHOR_FLANK = 200;
/** Bases compared on each side when checking that an exact placement sits where its flanks say. */
export const FLANK_CHECK = 20;
/** Shifts tried per side: an indel at the site's edge (TTTT against TTTTT) moves a flank by one or two. */
const FLANK_SHIFT = 2;
const SHIFTS_TRIED = [0, FLANK_SHIFT] as const;

export const anchorOf = (anchors: MismatchAnchors | undefined, o: number): OligoAnchor | null | undefined => {
  if (!anchors) return undefined;
  const entry = anchors.oligos[o];
  return entry && 'left' in entry ? entry : null;
};

/**
 * Cost of sample[from, from + length) against `flank`[flankFrom, ...) base by base, in half-edits:
 * 2 for a base the flank's set excludes, 1 for an undetermined one (an N is evidence of neither),
 * 0 for agreement.
 */
const flankCost = (
  sample: Uint8Array,
  from: number,
  flank: string,
  flankFrom: number,
  length: number,
): number => {
  let cost = 0;
  for (let t = 0; t < length; t++) {
    const byte = sample[from + t] ?? 0;
    const letter = flank.charCodeAt(flankFrom + t);
    // The same letter (flanks are stored upper case, as most samples are): nothing to look up.
    if (byte === letter) continue;
    const a = MASK_OF_BYTE[byte] ?? MASK_N;
    const b = MASK_OF_BYTE[letter] ?? MASK_N;
    if ((a & b) === 0) cost += 2;
    else if (a !== b) cost += 1;
  }
  return cost;
};

/** Bases compared on one side of a site edge at `at` (fewer where the genome or the flank ends). */
const sideLength = (sample: Uint8Array, flank: string, left: boolean, at: number): number =>
  left ? Math.min(FLANK_CHECK, at, flank.length) : Math.min(FLANK_CHECK, sample.length - at, flank.length);

/**
 * The cheapest shift of one side, as cost per compared base: cost * 64 + compared, packed so that no
 * array is made per call (compared <= FLANK_CHECK < 64). A shift seeing fewer bases never wins for
 * that alone: shifts compare by cost per base.
 */
const sideCost = (
  sample: Uint8Array,
  flank: string,
  left: boolean,
  edge: number,
  maxShift: number,
): number => {
  let bestCost = 0;
  let bestLength = 0;
  for (let shift = -maxShift; shift <= maxShift; shift++) {
    const at = edge + shift;
    if (at < 0 || at > sample.length) continue;
    const length = sideLength(sample, flank, left, at);
    if (length === 0) continue;
    const cost = left
      ? flankCost(sample, at - length, flank, flank.length - length, length)
      : flankCost(sample, at, flank, 0, length);
    if (bestLength === 0 || cost * bestLength < bestCost * length) {
      bestCost = cost;
      bestLength = length;
    }
  }
  return bestCost * 64 + bestLength;
};

/**
 * Whether a placement [start, end) has the anchor's flanks beside it: FLANK_CHECK bases on each
 * side (fewer where the genome or the flank ends; each side at its best shift of up to FLANK_SHIFT),
 * at most a quarter of the compared bases off (an N counting half), and at least FLANK_CHECK / 2
 * bases compared. Cheap, so every exact placement pays it and only those failing it look for a home.
 */
export const flanksAgree = (anchor: OligoAnchor, sample: Uint8Array, start: number, end: number): boolean => {
  for (const maxShift of SHIFTS_TRIED) {
    // Most placements agree as they are: the shifts are tried only for the others.
    const left = sideCost(sample, anchor.left, true, start, maxShift);
    const right = sideCost(sample, anchor.right, false, end, maxShift);
    const compared = (left & 63) + (right & 63);
    const cost = (left >> 6) + (right >> 6);
    if (compared >= FLANK_CHECK / 2 && 2 * cost <= compared) return true;
  }
  return false;
};
