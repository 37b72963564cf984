import type { Mismatch } from '../schemas/report';
import type { Alignment } from './alignment';

/** The part of a report's Mismatch row that the engine fills. */
export type MismatchFields = Pick<
  Mismatch,
  'oligoSequence' | 'targetSequence' | 'mismatchLines' | 'start_index' | 'end_index' | 'mismatchCount'
>;

/**
 * The output boundary: positions shown to people are 1-based and inclusive. The 0-based inclusive
 * start becomes start + 1; the 0-based exclusive end is already the 1-based inclusive end.
 */
export const toMismatchFields = (alignment: Alignment): MismatchFields => ({
  oligoSequence: alignment.oligoLine,
  targetSequence: alignment.targetLine,
  mismatchLines: alignment.matchLine,
  start_index: alignment.start + 1,
  end_index: alignment.end,
  mismatchCount: alignment.mismatchCount,
});
