/** Characters of the match line: DESIGN.md 7 asks only that '|' is a match. */
export const MATCH_CHAR = '|';
export const SUBSTITUTION_CHAR = 'x';
/** Sample base undetermined where the oligo needs a base (sample N, or e.g. sample R under oligo A). */
export const AMBIGUOUS_CHAR = '?';
/** Gap on either line. */
export const GAP_CHAR = '-';

/** The placement of one oligo on one sample. Positions are 0-based here; see `toMismatchFields`. */
export interface Alignment {
  /** The edit distance: DESIGN.md 7's mismatchCount. */
  readonly mismatchCount: number;
  /** How many of those columns are ambiguous sample bases rather than real substitutions. */
  readonly ambiguousCount: number;
  /** First sample base of the placement, 0-based inclusive. */
  readonly start: number;
  /** 0-based exclusive end (= the last base's 0-based index + 1). */
  readonly end: number;
  /** Binding form with '-' where the sample has an extra base. */
  readonly oligoLine: string;
  /** The sample's bases (canonical letters) with '-' where the oligo has an unpaired base. */
  readonly targetLine: string;
  readonly matchLine: string;
}
