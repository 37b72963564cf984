import { type Alignment, AMBIGUOUS_CHAR, GAP_CHAR, notCoveredAlignment } from './alignment';
import { toWrittenPosition } from './list-mismatch-positions';
import type { PreparedOligo } from './prepare-oligo';

/**
 * When a placement is scored (DESIGN.md 7). Frozen into a report's provenance with its anchors, so
 * a report judges every page, hand-over and segment by the same rules.
 */
export interface OutcomeRules {
  /** Not assessable when undetermined columns are more than this share of the oligo's length. */
  readonly undetermined_percent: number;
  /** Not assessable when a primer has any undetermined column within this many bases of its 3' end. */
  readonly three_prime_bases: number;
}

export const DEFAULT_OUTCOME_RULES: OutcomeRules = { undetermined_percent: 20, three_prime_bases: 3 };

/**
 * A placement at a home with more real edits than this share of the oligo's length, whose anchor's
 * flanks are not beside it, is no site: the region is absent or rearranged in this genome
 * (docs/decisions/0023-partial-sites.md). In a window whose site is gone, the oligo's best alignment
 * to what is left scatters edits over it and sits where no flank does; a site that is there, however
 * diverged (another lineage's probe with 8 substitutions, a codon deleted beside GGG->AAC), keeps its
 * flanks beside it and is scored.
 */
export const ABSENT_SITE_EDIT_PERCENT = 25;

/** Whether an undetermined column sits within the last `bases` bases of the oligo as written. */
const hasUndeterminedAtThreePrime = (alignment: Alignment, oligo: PreparedOligo, bases: number): boolean => {
  const from = oligo.length - bases;
  let position = -1;
  for (let column = 0; column < alignment.matchLine.length; column++) {
    if (alignment.oligoLine.charAt(column) !== GAP_CHAR) position++;
    if (alignment.matchLine.charAt(column) !== AMBIGUOUS_CHAR) continue;
    if (toWrittenPosition(position, oligo.length, oligo.strandPositive) >= from) return true;
  }
  return false;
};

/**
 * The outcome of a placement at the oligo's site (DESIGN.md 7). Past the genome's ends the placement
 * reads N (resolveEndGaps, placeInWindow), so a site cut by an end is judged like any other site with
 * undetermined columns: not covered when none of it lies in the genome, not assessable when too much
 * of it, or a primer's 3' end, is undetermined (the reason says the genome ends inside the site when
 * it does), scored otherwise. `start` and `end`
 * stay the placement's, past the end where it hangs over one (its lines read N there);
 * toMismatchFields shows people the part inside the genome.
 */
export const judgeSite = (
  alignment: Alignment,
  oligo: PreparedOligo,
  rules: OutcomeRules,
  sampleLength: number,
): Alignment => {
  if (alignment.targetLine.length === 0 || alignment.end <= 0 || alignment.start >= sampleLength)
    return notCoveredAlignment('genome_ends');
  const cut = alignment.start < 0 || alignment.end > sampleLength;
  if (alignment.undeterminedCount === 0) return alignment;
  if (alignment.undeterminedCount * 100 > rules.undetermined_percent * oligo.length)
    return {
      ...alignment,
      outcome: 'not_assessable',
      reason: cut ? 'genome_ends_in_site' : 'undetermined_over_limit',
    };
  if (oligo.role === 'primer' && hasUndeterminedAtThreePrime(alignment, oligo, rules.three_prime_bases))
    return {
      ...alignment,
      outcome: 'not_assessable',
      reason: cut ? 'genome_ends_in_site' : 'undetermined_at_three_prime',
    };
  return alignment;
};
