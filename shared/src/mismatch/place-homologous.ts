import { type Alignment, notCoveredAlignment } from './alignment';
import { flanksAgree, type OligoAnchor } from './anchors';
import type { Home } from './home-index';
import { judgeSite, type OutcomeRules } from './outcome-rules';
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
 * A placement with undetermined columns placed again near itself: the fewest real mismatches, then
 * undetermined columns, then nearest where it was. Without an anchor this is all the engine knows.
 */
export const refineNearby = (alignment: Alignment, oligo: PreparedOligo, sample: Uint8Array): Alignment => {
  if (alignment.undeterminedCount === 0) return alignment;
  const placed = placeInWindow(
    oligo,
    sample,
    alignment.start - oligo.length,
    alignment.end + oligo.length,
    alignment.start,
  );
  return resolveEndGaps(placed, sample);
};

/** Without anchors (no anchoring asked): the exact placement, refined where undetermined, judged. */
export const placeUnanchored = (
  alignment: Alignment,
  oligo: PreparedOligo,
  sample: Uint8Array,
  rules: OutcomeRules,
): Alignment => judgeSite(refineNearby(alignment, oligo, sample), oligo, rules);

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
  return judgeSite(refined, oligo, rules);
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
 * Trusted: no undetermined column and either the anchor's flanks beside it, or (exact placements)
 * within EXPECTED_SLACK of where `offset` (the sample's previous trusted site's offset from the
 * anchors' genome) puts it, which saves the flank comparison for most pairs.
 */
export const isTrusted = (
  alignment: Alignment,
  anchor: OligoAnchor,
  sample: Uint8Array,
  offset?: number,
): boolean => {
  if (alignment.undeterminedCount > 0) return false;
  if (
    offset !== undefined &&
    alignment.mismatchCount === 0 &&
    Math.abs(alignment.start - anchor.start - offset) <= EXPECTED_SLACK
  )
    return true;
  return flanksAgree(anchor, sample, alignment.start, alignment.end);
};

/** The site at the home the flanks found (or not covered when they found none). */
export const placeAtHome = (
  alignment: Alignment,
  home: Home | undefined,
  oligo: PreparedOligo,
  sample: Uint8Array,
  rules: OutcomeRules,
): Alignment => {
  if (!home) return notCoveredAlignment('no_homologous_site');
  if (home.start < 0 || home.start + oligo.length > sample.length) return notCoveredAlignment('genome_ends');
  // The exact placement near the home, with nothing undetermined, is the site as the search found it.
  const placed =
    alignment.undeterminedCount === 0 &&
    alignment.start >= home.low - WINDOW_SLACK &&
    alignment.end <= home.high + oligo.length + WINDOW_SLACK
      ? alignment
      : resolveEndGaps(placeInWindow(oligo, sample, home.low, home.high + oligo.length, home.start), sample);
  return judgeSite(placed, oligo, rules);
};
