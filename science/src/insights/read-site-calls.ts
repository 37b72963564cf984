import { type Alignment, AMBIGUOUS_CHAR, GAP_CHAR, MATCH_CHAR } from '../mismatch/alignment';
import { toWrittenPosition } from '../mismatch/list-mismatch-positions';

/** What one alignment says about one sample's binding site, apart real from undetermined. */
export interface SiteCalls {
  /** Real mismatches: substitutions and gaps (the alignment's mismatchCount). */
  realMismatches: number;
  /** Columns where the sample base is undetermined (N or an ambiguity code the oligo does not allow). */
  undeterminedCalls: number;
  /** Real mismatches in the last `threePrimeBases` positions of the oligo as written. */
  threePrimeMismatches: number;
  /** Positions as written (0-based, ascending, each once) holding an undetermined call. */
  undeterminedPositions: number[];
  /**
   * The real changes at written positions, the variant key: '=' for none, else comma-separated
   * `{position}{base}` (substitution), `{position}-` (oligo base missing) or `{position}+{base}`
   * (extra sample base after that binding position), in column order. Undetermined columns are not
   * in it, so N patterns never make a variant.
   */
  changeKey: string;
}

/** The key of a site without real changes. */
export const EXACT_CHANGE_KEY = '=';

const NO_CALLS: SiteCalls = {
  realMismatches: 0,
  undeterminedCalls: 0,
  threePrimeMismatches: 0,
  undeterminedPositions: [],
  changeKey: EXACT_CHANGE_KEY,
};

/**
 * Splits an alignment's non-matching columns into real mismatches and undetermined calls, keys the
 * real ones by written position, and finds those in the 3' end as written. A column sits on its
 * binding-form position; a minus-strand oligo binds reversed, so its 3' end as written is the start
 * of its binding form. An extra sample base lies between two oligo bases: it counts in the 3' end
 * only when both lie in it, on either strand (for statistics it is charged to the base before it).
 */
export const readSiteCalls = (
  alignment: Alignment,
  oligoLength: number,
  strandPositive: boolean,
  threePrimeBases: number,
): SiteCalls => {
  if (alignment.mismatchCount === 0 && alignment.undeterminedCount === 0) return NO_CALLS;
  const threePrimeFrom = oligoLength - threePrimeBases;
  const inThreePrime = (position: number): boolean =>
    position >= 0 &&
    position < oligoLength &&
    toWrittenPosition(position, oligoLength, strandPositive) >= threePrimeFrom;
  const undetermined = new Set<number>();
  const changes: string[] = [];
  let real = 0;
  let calls = 0;
  let threePrime = 0;
  let position = -1;
  for (let column = 0; column < alignment.matchLine.length; column++) {
    const insertion = alignment.oligoLine.charAt(column) === GAP_CHAR;
    if (!insertion) position++;
    const mark = alignment.matchLine.charAt(column);
    if (mark === MATCH_CHAR) continue;
    const written = toWrittenPosition(Math.max(0, position), oligoLength, strandPositive);
    if (mark === AMBIGUOUS_CHAR) {
      calls++;
      undetermined.add(written);
      continue;
    }
    real++;
    const base = alignment.targetLine.charAt(column);
    if (insertion) {
      changes.push(`${written}+${base}`);
      if (inThreePrime(position) && inThreePrime(position + 1)) threePrime++;
    } else {
      changes.push(`${written}${base}`);
      if (inThreePrime(position)) threePrime++;
    }
  }
  return {
    realMismatches: real,
    undeterminedCalls: calls,
    threePrimeMismatches: threePrime,
    undeterminedPositions: [...undetermined].sort((a, b) => a - b),
    changeKey: changes.length === 0 ? EXACT_CHANGE_KEY : changes.join(','),
  };
};
