import { type Alignment, GAP_CHAR, MATCH_CHAR } from './alignment';

/**
 * Binding-form positions (0-based, ascending, each once) where the alignment does not match: a
 * substitution, an ambiguous base or an unpaired oligo base sits on its own position; an extra
 * sample base (a gap in the oligo line) is charged to the oligo position just before it, the base
 * after which the target has the insertion. Alignments never start with such a gap (the traceback
 * stops on an oligo base), so "before" always exists.
 */
export const listMismatchPositions = (alignment: Alignment): number[] => {
  if (alignment.mismatchCount === 0) return [];
  const positions: number[] = [];
  let position = -1;
  for (let column = 0; column < alignment.matchLine.length; column++) {
    const oligoGap = alignment.oligoLine.charAt(column) === GAP_CHAR;
    if (!oligoGap) position++;
    if (alignment.matchLine.charAt(column) === MATCH_CHAR) continue;
    const charged = Math.max(0, position);
    if (positions[positions.length - 1] !== charged) positions.push(charged);
  }
  return positions;
};

/**
 * Binding-form position -> position in the oligo as written 5'->3'. A minus-strand oligo binds as
 * its reverse complement, so its binding position i is written position m - 1 - i.
 */
export const toWrittenPosition = (position: number, length: number, strandPositive: boolean): number =>
  strandPositive ? position : length - 1 - position;
