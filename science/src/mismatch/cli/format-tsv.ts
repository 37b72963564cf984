import type { Alignment } from '../alignment';
import { toMismatchFields } from '../to-mismatch-fields';

/** One column per fact; `outcome` and `reason` say whether the row counts (DESIGN.md 7). */
export const TSV_HEADER = [
  'oligo',
  'sample',
  'outcome',
  'reason',
  'mismatches',
  'undetermined',
  'start',
  'end',
  'oligo_aligned',
  'target_aligned',
  'match_line',
].join('\t');

/** Names come from users' files: a tab or line break inside one would shift the columns. */
const cell = (text: string): string => text.replace(/[\t\r\n]+/g, ' ');

/**
 * One (oligo, sample) row; start and end are 1-based inclusive, as toMismatchFields gives them. A
 * not-covered pair has no site: its position and line cells are empty.
 */
export const formatTsvRow = (
  oligoName: string,
  sampleId: string,
  alignment: Alignment,
  sampleLength?: number,
): string => {
  const fields = toMismatchFields(alignment, undefined, sampleLength);
  const placed = alignment.outcome !== 'not_covered';
  return [
    cell(oligoName),
    cell(sampleId),
    alignment.outcome,
    alignment.reason ?? '',
    fields.mismatchCount,
    fields.undeterminedCount,
    placed ? fields.start_index : '',
    placed ? fields.end_index : '',
    fields.oligoSequence,
    fields.targetSequence,
    fields.mismatchLines,
  ].join('\t');
};
