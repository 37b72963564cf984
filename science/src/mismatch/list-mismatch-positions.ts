import { type Alignment, AMBIGUOUS_CHAR, GAP_CHAR, MATCH_CHAR } from './alignment';

/** Binding-form positions of an alignment's non-match columns, real apart from undetermined. */
export interface ColumnPositions {
  /** Substitutions and gaps (0-based, ascending, each once). */
  readonly real: number[];
  /** Undetermined columns ('?'). */
  readonly undetermined: number[];
}

const NO_POSITIONS: ColumnPositions = { real: [], undetermined: [] };

/**
 * Binding-form positions (0-based, ascending, each once) where the alignment does not match: a
 * substitution, an undetermined base or an unpaired oligo base sits on its own position; an extra
 * sample base (a gap in the oligo line) is charged to the oligo position just before it, the base
 * after which the target has the insertion. Alignments never start with such a gap (the traceback
 * stops on an oligo base), so "before" always exists.
 */
export const listColumnPositions = (alignment: Alignment): ColumnPositions => {
  if (alignment.mismatchCount === 0 && alignment.undeterminedCount === 0) return NO_POSITIONS;
  const real: number[] = [];
  const undetermined: number[] = [];
  let position = -1;
  for (let column = 0; column < alignment.matchLine.length; column++) {
    const oligoGap = alignment.oligoLine.charAt(column) === GAP_CHAR;
    if (!oligoGap) position++;
    const mark = alignment.matchLine.charAt(column);
    if (mark === MATCH_CHAR) continue;
    const list = mark === AMBIGUOUS_CHAR ? undetermined : real;
    const charged = Math.max(0, position);
    if (list[list.length - 1] !== charged) list.push(charged);
  }
  return { real, undetermined };
};

/** Binding-form positions of the real mismatches (see listColumnPositions). */
export const listMismatchPositions = (alignment: Alignment): number[] => listColumnPositions(alignment).real;

/**
 * Binding-form position -> position in the oligo as written 5'->3'. A minus-strand oligo binds as
 * its reverse complement, so its binding position i is written position m - 1 - i.
 */
export const toWrittenPosition = (position: number, length: number, strandPositive: boolean): number =>
  strandPositive ? position : length - 1 - position;
