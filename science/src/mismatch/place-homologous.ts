import { type Alignment, GAP_CHAR, notCoveredAlignment } from './alignment';
import { flanksAgree, type OligoAnchor } from './anchors';
import type { Home } from './home-index';
import { BASE_CODE_OF_BYTE, NOT_A_BASE } from './iupac-codes';
import { ABSENT_SITE_EDIT_PERCENT, judgeSite, type OutcomeRules } from './outcome-rules';
import { placeInWindow } from './place-in-window';
import type { PreparedOligo } from './prepare-oligo';
import { resolveEndGaps } from './resolve-end-gaps';

/*
 * From the exact search's placement to the oligo's scored site (DESIGN.md 7, docs/decisions/0018).
 * The exact placement is kept whenever it can be trusted: no undetermined column and, with an
 * anchor, the anchor's flanks beside it. Only the others (doubtful: an undetermined column, flanks
 * that disagree, a site at a genome end) are placed again, inside the window their home gives.
 */

/** A site with more real mismatches than this share of the oligo is no site: chance does as well. */
export const SITE_MAX_REAL_PERCENT = 15;
/**
 * Bases of slack on each side of the votes' spread within which the exact placement is accepted as
 * the site (an indel at the site's edge shifts it a little). A placement made anew keeps to the
 * votes' spread itself: sliding an N-masked site onto a neighbouring base would trade an
 * undetermined column for a chance match and move the site off its anchored position.
 */
const WINDOW_SLACK = 8;

export const maxSiteMismatches = (length: number): number =>
  Math.floor((length * SITE_MAX_REAL_PERCENT) / 100);

/**
 * Whether an undetermined base (N, an ambiguity code) or a genome end lies within `reach` bases of
 * [start, end). The exact search counts an undetermined column as one edit, like a gap, so beside
 * one a placement's real mismatches may be undetermined columns it traded for gaps (an N run at the
 * site's edge: `ACGT-----GC` where the sample reads `ACGTNNNNN`); DESIGN.md 7 never counts those.
 */
export const isNearUndetermined = (
  sample: Uint8Array,
  start: number,
  end: number,
  reach: number,
): boolean => {
  const from = start - reach;
  const to = end + reach;
  if (from < 0 || to > sample.length) return true;
  for (let p = from; p < to; p++) if (BASE_CODE_OF_BYTE[sample[p] as number] === NOT_A_BASE) return true;
  return false;
};

/**
 * Whether the exact search's placement may hold an undetermined column counted as a real mismatch: it
 * has one, or it has a gap beside an undetermined base or a genome end. A substitution is never such
 * a trade (an N facing the oligo is undetermined, not a substitution), so a placement with
 * substitutions only is not placed again: that could slide a site with real changes onto an N run.
 */
const mayHideUndetermined = (alignment: Alignment, oligo: PreparedOligo, sample: Uint8Array): boolean =>
  alignment.undeterminedCount > 0 ||
  (alignment.matchLine.includes(GAP_CHAR) &&
    isNearUndetermined(sample, alignment.start, alignment.end, oligo.length));

const countGaps = (alignment: Alignment): number => {
  let gaps = 0;
  for (const mark of alignment.matchLine) if (mark === GAP_CHAR) gaps++;
  return gaps;
};

/**
 * A placement with undetermined columns, or with gaps beside undetermined bases, placed again near
 * itself: the fewest real mismatches, then undetermined columns, then nearest where it was. Without
 * an anchor this is all the engine knows, so the window stays close: with undetermined columns, an
 * oligo's length each side but never further past a genome end than the placement already hangs;
 * with gaps only, as many bases each side as it has gaps (past a genome end too), which lets an edge
 * take the undetermined bases it traded for gaps and nothing more. A wider window would let a site
 * with real changes slide off onto an N run, or off the genome, where nothing is real.
 */
export const refineNearby = (alignment: Alignment, oligo: PreparedOligo, sample: Uint8Array): Alignment => {
  if (!mayHideUndetermined(alignment, oligo, sample)) return alignment;
  const { start, end } = alignment;
  const gaps = alignment.undeterminedCount > 0 ? 0 : countGaps(alignment);
  // Ties go to the start nearest the placement's, inside the genome where the genome is long enough.
  const near = Math.max(0, Math.min(start, sample.length - oligo.length));
  const placed =
    gaps > 0
      ? placeInWindow(oligo, sample, start - gaps, end + gaps, near)
      : placeInWindow(
          oligo,
          sample,
          Math.max(Math.min(0, start), start - oligo.length),
          Math.min(Math.max(sample.length, end), end + oligo.length),
          near,
        );
  return resolveEndGaps(placed, sample);
};

/** Without anchors (no anchoring asked): the exact placement, refined where undetermined, judged. */
export const placeUnanchored = (
  alignment: Alignment,
  oligo: PreparedOligo,
  sample: Uint8Array,
  rules: OutcomeRules,
): Alignment => judgeSite(refineNearby(alignment, oligo, sample), oligo, rules, sample.length);

/**
 * An oligo the clade's anchors found no site for: its placement is a site only if it is closer
 * than chance (at most SITE_MAX_REAL_PERCENT real mismatches); a genome that does hold the site
 * is then still scored.
 */
export const placeWithoutSite = (
  alignment: Alignment,
  oligo: PreparedOligo,
  sample: Uint8Array,
  rules: OutcomeRules,
): Alignment => {
  const refined = refineNearby(alignment, oligo, sample);
  if (refined.mismatchCount > maxSiteMismatches(oligo.length))
    return notCoveredAlignment('no_homologous_site');
  return judgeSite(refined, oligo, rules, sample.length);
};

/**
 * How far (in bases) an exact placement may lie from where the sample's previous trusted site puts
 * it and still be trusted without comparing flanks: indels between two sites shift a genome's
 * coordinates by a few bases, while a chance exact copy of an oligo within this distance of its
 * expected place does not occur.
 */
export const EXPECTED_SLACK = 50;

/**
 * Whether the exact placement is trusted as it is (the fast path); otherwise its home is looked for.
 * Trusted: no undetermined column, no real mismatch that could be one traded for a gap (beside an
 * undetermined base or a genome end), and either the anchor's flanks beside it, or (exact
 * placements) within EXPECTED_SLACK of where `offset` (the sample's previous trusted site's offset
 * from the anchors' genome) puts it, which saves the flank comparison for most pairs.
 */
export const isTrusted = (
  alignment: Alignment,
  anchor: OligoAnchor,
  oligo: PreparedOligo,
  sample: Uint8Array,
  offset?: number,
): boolean => {
  if (mayHideUndetermined(alignment, oligo, sample)) return false;
  if (
    offset !== undefined &&
    alignment.mismatchCount === 0 &&
    Math.abs(alignment.start - anchor.start - offset) <= EXPECTED_SLACK
  )
    return true;
  return flanksAgree(anchor, sample, alignment.start, alignment.end);
};

/**
 * Whether the placement at a home is no site at all: more real edits than ABSENT_SITE_EDIT_PERCENT of
 * the oligo, and its anchor's flanks not beside it. The region is gone from this genome.
 */
export const isAbsentRegion = (
  alignment: Alignment,
  anchor: OligoAnchor,
  oligo: PreparedOligo,
  sample: Uint8Array,
): boolean =>
  alignment.mismatchCount * 100 > ABSENT_SITE_EDIT_PERCENT * oligo.length &&
  !flanksAgree(anchor, sample, alignment.start, alignment.end);

/** Whether `a` is placed better than `b` by DESIGN.md 7's order: fewer real mismatches, then fewer undetermined columns. */
const isBetterPlaced = (a: Alignment, b: Alignment): boolean =>
  a.mismatchCount < b.mismatchCount ||
  (a.mismatchCount === b.mismatchCount && a.undeterminedCount < b.undeterminedCount);

/**
 * The site at the home the flanks found (not covered when the genome holds none of it, or when the
 * region is gone). A site the genome holds only in part is placed with what lies past its end read
 * as N, and judged by the outcome rules like any other. Where the flanks find no home (too few
 * determined words in them: N runs over both, or a repeat such as a poly-A tail), they say nothing,
 * and the sample's own coordinates decide: an exact placement within EXPECTED_SLACK of `expected`
 * (where the sample's trusted sites put the oligo; without any, where the anchor's genome has it) is
 * judged as an oligo without anchor is, a site only if closer than chance, so a site the exact
 * search finds determined is scored as it found it (DESIGN.md 7) rather than reported missing; one
 * further away is a chance site (LR991190's N run over ChinaCDC_N_P's site leaves a 3-edit match
 * 2,200 bases off, in M) and not covered.
 */
export const placeAtHome = (
  alignment: Alignment,
  home: Home | undefined,
  expected: number | undefined,
  anchor: OligoAnchor,
  oligo: PreparedOligo,
  sample: Uint8Array,
  rules: OutcomeRules,
): Alignment => {
  if (!home)
    return Math.abs(alignment.start - (expected ?? anchor.start)) <= EXPECTED_SLACK
      ? placeWithoutSite(alignment, oligo, sample, rules)
      : notCoveredAlignment('no_homologous_site');
  if (home.start + oligo.length <= 0 || home.start >= sample.length)
    return notCoveredAlignment('genome_ends');
  const judgeAtHome = (placed: Alignment): Alignment =>
    isAbsentRegion(placed, anchor, oligo, sample)
      ? { ...placed, outcome: 'not_covered', reason: 'region_absent' }
      : judgeSite(placed, oligo, rules, sample.length);
  // The exact placement near the home, with nothing undetermined it could hide, is the site as the
  // search found it. One that may hide some is placed anew, and still kept where it is better placed
  // than the new placement: its gap beside an N run was then no traded N but the fewest edits, using
  // a base just outside the home's window (the home's edges are the flanks' words, exact to a base).
  const atHome =
    alignment.start >= home.low - WINDOW_SLACK && alignment.end <= home.high + oligo.length + WINDOW_SLACK;
  if (atHome && !mayHideUndetermined(alignment, oligo, sample)) return judgeAtHome(alignment);
  const placedAnew = resolveEndGaps(
    placeInWindow(oligo, sample, home.low, home.high + oligo.length, home.start),
    sample,
  );
  return judgeAtHome(atHome && isBetterPlaced(alignment, placedAnew) ? alignment : placedAnew);
};
