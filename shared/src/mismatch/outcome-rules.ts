import { type Alignment, AMBIGUOUS_CHAR, GAP_CHAR } from './alignment';
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
 * The outcome of a placement at the oligo's site: not covered when oligo bases hang over an end of
 * the genome (after end-gap resolution only gaps at the sample's very ends remain unpaired there),
 * not assessable when too much of it, or a primer's 3' end, is undetermined; scored otherwise.
 */
export const judgeSite = (alignment: Alignment, oligo: PreparedOligo, rules: OutcomeRules): Alignment => {
  const { targetLine } = alignment;
  if (targetLine.length === 0 || targetLine.startsWith(GAP_CHAR) || targetLine.endsWith(GAP_CHAR))
    return { ...alignment, outcome: 'not_covered', reason: 'genome_ends' };
  if (alignment.undeterminedCount === 0) return alignment;
  if (alignment.undeterminedCount * 100 > rules.undetermined_percent * oligo.length)
    return { ...alignment, outcome: 'not_assessable', reason: 'undetermined_over_limit' };
  if (oligo.role === 'primer' && hasUndeterminedAtThreePrime(alignment, oligo, rules.three_prime_bases))
    return { ...alignment, outcome: 'not_assessable', reason: 'undetermined_at_three_prime' };
  return alignment;
};
