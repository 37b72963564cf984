import { MASK_N, MASK_OF_BYTE } from './iupac-codes';

/*
 * Anchors (docs/decisions/0017): where each oligo sits, told by the sequence around it, so that a
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

export const anchorOf = (anchors: MismatchAnchors | undefined, o: number): OligoAnchor | null | undefined => {
  if (!anchors) return undefined;
  const entry = anchors.oligos[o];
  return entry && 'left' in entry ? entry : null;
};

const maskOfChar = (text: string, index: number): number => MASK_OF_BYTE[text.charCodeAt(index)] ?? MASK_N;

/**
 * Cost of sample[from, from + length) against `flank`[flankFrom, ...) base by base, in half-edits:
 * 2 for a base the flank's set excludes, 1 for an undetermined one (an N is evidence of neither),
 * 0 for agreement. Returns [cost, bases compared].
 */
const flankCost = (
  sample: Uint8Array,
  from: number,
  flank: string,
  flankFrom: number,
  length: number,
): [number, number] => {
  let cost = 0;
  for (let t = 0; t < length; t++) {
    const a = MASK_OF_BYTE[sample[from + t] ?? 0] ?? MASK_N;
    const b = maskOfChar(flank, flankFrom + t);
    if ((a & b) === 0) cost += 2;
    else if (a !== b) cost += 1;
  }
  return [cost, length];
};

/** The cheapest of the side's shifts (or only shift 0): [cost, compared]. */
const sideCost = (
  sample: Uint8Array,
  flank: string,
  side: 'left' | 'right',
  edge: number,
  maxShift: number,
): [number, number] => {
  let best: [number, number] = [Number.POSITIVE_INFINITY, 0];
  for (let shift = -maxShift; shift <= maxShift; shift++) {
    const at = edge + shift;
    if (at < 0 || at > sample.length) continue;
    const length =
      side === 'left'
        ? Math.min(FLANK_CHECK, at, flank.length)
        : Math.min(FLANK_CHECK, sample.length - at, flank.length);
    const found =
      side === 'left'
        ? flankCost(sample, at - length, flank, flank.length - length, length)
        : flankCost(sample, at, flank, 0, length);
    // Per compared base, so that a shift seeing fewer bases does not win for that alone.
    if (found[0] * best[1] < best[0] * found[1] || best[1] === 0) best = found;
  }
  return best[1] === 0 ? [0, 0] : best;
};

/**
 * Whether a placement [start, end) has the anchor's flanks beside it: FLANK_CHECK bases on each
 * side (fewer where the genome or the flank ends; each side at its best shift of up to FLANK_SHIFT),
 * at most a quarter of the compared bases off (an N counting half), and at least FLANK_CHECK / 2
 * bases compared. Cheap, so every exact placement pays it and only those failing it look for a home.
 */
export const flanksAgree = (anchor: OligoAnchor, sample: Uint8Array, start: number, end: number): boolean => {
  const agreeWithin = (maxShift: number): boolean => {
    const [leftCost, leftLength] = sideCost(sample, anchor.left, 'left', start, maxShift);
    const [rightCost, rightLength] = sideCost(sample, anchor.right, 'right', end, maxShift);
    const compared = leftLength + rightLength;
    return compared >= FLANK_CHECK / 2 && 2 * (leftCost + rightCost) <= compared;
  };
  // Most placements agree as they are: the shifts are tried only for the others.
  return agreeWithin(0) || agreeWithin(FLANK_SHIFT);
};
