import { type Alignment, AMBIGUOUS_CHAR, GAP_CHAR, MATCH_CHAR } from '../mismatch/alignment';
import { toWrittenPosition } from '../mismatch/list-mismatch-positions';

/** What one alignment says about one sample's binding site, apart real from undetermined. */
export interface SiteCalls {
  /** Edit operations that are real: substitutions and gaps (DESIGN.md 7's count minus ambiguous bases). */
  realMismatches: number;
  /** Columns where the sample base is undetermined (N or an ambiguity code the oligo does not allow). */
  undeterminedCalls: number;
  /** Real mismatches charged to the last `threePrimeBases` positions of the oligo as written. */
  threePrimeMismatches: number;
  /** Positions as written (0-based, ascending, each once) holding an undetermined call. */
  undeterminedPositions: number[];
}

const NO_CALLS: SiteCalls = {
  realMismatches: 0,
  undeterminedCalls: 0,
  threePrimeMismatches: 0,
  undeterminedPositions: [],
};

/**
 * Splits an alignment's non-matching columns into real mismatches and undetermined calls, and
 * finds the real ones in the 3' end as written. Columns map to binding-form positions as in
 * listMismatchPositions (an extra sample base is charged to the oligo base before it); a
 * minus-strand oligo binds reversed, so its 3' end as written is the start of its binding form.
 */
export const readSiteCalls = (
  alignment: Alignment,
  oligoLength: number,
  strandPositive: boolean,
  threePrimeBases: number,
): SiteCalls => {
  if (alignment.mismatchCount === 0) return NO_CALLS;
  const threePrimeFrom = oligoLength - threePrimeBases;
  const undetermined = new Set<number>();
  let real = 0;
  let calls = 0;
  let threePrime = 0;
  let position = -1;
  for (let column = 0; column < alignment.matchLine.length; column++) {
    if (alignment.oligoLine.charAt(column) !== GAP_CHAR) position++;
    const mark = alignment.matchLine.charAt(column);
    if (mark === MATCH_CHAR) continue;
    const written = toWrittenPosition(Math.max(0, position), oligoLength, strandPositive);
    if (mark === AMBIGUOUS_CHAR) {
      calls++;
      undetermined.add(written);
      continue;
    }
    real++;
    if (written >= threePrimeFrom) threePrime++;
  }
  return {
    realMismatches: real,
    undeterminedCalls: calls,
    threePrimeMismatches: threePrime,
    undeterminedPositions: [...undetermined].sort((a, b) => a - b),
  };
};
