import type { Mismatch } from '@oligowatch/shared/schemas/report';
import type { Alignment } from './alignment';

/** The part of a report's Mismatch row that the engine fills. */
export type MismatchFields = Pick<
  Mismatch,
  | 'oligoSequence'
  | 'targetSequence'
  | 'mismatchLines'
  | 'start_index'
  | 'end_index'
  | 'mismatchCount'
  | 'undeterminedCount'
  | 'reverseComplement'
>;

/**
 * The output boundary: positions shown to people are 1-based and inclusive. The 0-based inclusive
 * start becomes start + 1; the 0-based exclusive end is already the 1-based inclusive end. With the
 * oligo's strand, the row says whether its oligo line is the reverse complement of the oligo as
 * written (a minus-strand oligo binds as that). A site that hangs over a genome end (read as N
 * there, DESIGN.md 7) shows the positions of its part inside the genome: with `sampleLength`, the
 * end as well as the start.
 */
export const toMismatchFields = (
  alignment: Alignment,
  oligo?: { readonly strandPositive: boolean },
  sampleLength?: number,
): MismatchFields => ({
  oligoSequence: alignment.oligoLine,
  targetSequence: alignment.targetLine,
  mismatchLines: alignment.matchLine,
  start_index: Math.max(0, alignment.start) + 1,
  end_index: sampleLength === undefined ? alignment.end : Math.min(sampleLength, alignment.end),
  mismatchCount: alignment.mismatchCount,
  undeterminedCount: alignment.undeterminedCount,
  ...(oligo ? { reverseComplement: !oligo.strandPositive } : {}),
});
