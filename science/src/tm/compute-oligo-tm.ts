import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import { computeNearestNeighbourTm } from './compute-nearest-neighbour-tm';
import { expandChoices } from './expand-degenerate';
import { BASES_OF_MASK, readOligoMasks } from './read-oligo-masks';
import { isTmRefusal, type TmRefusal } from './tm-result';

/**
 * The Tm of an oligo on its perfect complement: one value for a plain oligo; for a degenerate one
 * the lowest and highest over all its expansions (each on its own perfect complement), since the
 * mix holds every one of them.
 */
export type OligoTm =
  | { tm: number }
  | { tmRange: { min: number; max: number }; expansions: number }
  | TmRefusal;

/**
 * `writtenOligo` is the oligo as written, 5'->3', IUPAC codes (case, whitespace and U as the
 * product allows). A degenerate oligo with more than MAX_TM_EXPANSIONS expansions gets a note.
 */
export const computeOligoTm = (writtenOligo: string, conditions: TmConditions): OligoTm => {
  const masks = readOligoMasks(writtenOligo);
  if (isTmRefusal(masks)) return masks;
  const expansions = expandChoices(Array.from(masks, (mask) => BASES_OF_MASK[mask] ?? ''));
  if (isTmRefusal(expansions)) return expansions;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const seq of expansions) {
    const result = computeNearestNeighbourTm({ seq }, conditions);
    if (isTmRefusal(result)) return result;
    min = Math.min(min, result.tm);
    max = Math.max(max, result.tm);
  }
  return expansions.length === 1 ? { tm: max } : { tmRange: { min, max }, expansions: expansions.length };
};
