/** Characters of the match line: DESIGN.md 7 asks only that '|' is a match. */
export const MATCH_CHAR = '|';
export const SUBSTITUTION_CHAR = 'x';
/** Sample base undetermined where the oligo needs a base (sample N, or e.g. sample R under oligo A). */
export const AMBIGUOUS_CHAR = '?';
/** Gap on either line. */
export const GAP_CHAR = '-';

/**
 * DESIGN.md 7's outcomes per (oligo, sample). Only a scored pair enters the oligo's figures; the
 * other two are counted and listed apart.
 */
export type SiteOutcome = 'scored' | 'not_assessable' | 'not_covered';

/** Why a pair was not scored; what the report and the CLI show beside the outcome. */
export type OutcomeReason =
  /** Undetermined columns over the rules' share of the oligo's length. */
  | 'undetermined_over_limit'
  /** An undetermined column within a primer's last bases as written. */
  | 'undetermined_at_three_prime'
  /** The oligo's flanks find no home in the sample (another segment, a genome without the site). */
  | 'no_homologous_site'
  /** None of the site lies in the genome: it ends (or starts) before the site. */
  | 'genome_ends'
  /** The genome ends inside the site, leaving too much of it (or a primer's 3' end) unsequenced. */
  | 'genome_ends_in_site'
  /** The homologous window holds no site: the region is deleted or rearranged in this genome. */
  | 'region_absent';

/** The placement of one oligo on one sample. Positions are 0-based here; see `toMismatchFields`. */
export interface Alignment {
  /** Real mismatches: substitutions (sample set disjoint from the oligo's) and gap columns. */
  readonly mismatchCount: number;
  /** Undetermined columns ('?'): the sample code overlaps the oligo's set without lying inside it. */
  readonly undeterminedCount: number;
  /** First sample base of the placement, 0-based inclusive. */
  readonly start: number;
  /** 0-based exclusive end (= the last base's 0-based index + 1). */
  readonly end: number;
  /** Binding form with '-' where the sample has an extra base. */
  readonly oligoLine: string;
  /** The sample's bases (canonical letters) with '-' where the oligo has an unpaired base. */
  readonly targetLine: string;
  readonly matchLine: string;
  readonly outcome: SiteOutcome;
  /** Set when the outcome is not 'scored'. */
  readonly reason?: OutcomeReason;
}

/** The edit distance of the exact search: every non-match column, real or undetermined. */
export const editDistanceOf = (alignment: Alignment): number =>
  alignment.mismatchCount + alignment.undeterminedCount;

/** What a not-covered pair carries: no site, so no lines and no counts. */
export const notCoveredAlignment = (reason: OutcomeReason): Alignment => ({
  mismatchCount: 0,
  undeterminedCount: 0,
  start: 0,
  end: 0,
  oligoLine: '',
  targetLine: '',
  matchLine: '',
  outcome: 'not_covered',
  reason,
});
