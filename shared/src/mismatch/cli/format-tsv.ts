import type { Alignment } from '../alignment';
import { toMismatchFields } from '../to-mismatch-fields';

export const TSV_HEADER = [
  'oligo',
  'sample',
  'mismatches',
  'ambiguous',
  'start',
  'end',
  'oligo_aligned',
  'target_aligned',
  'match_line',
].join('\t');

/** Names come from users' files: a tab or line break inside one would shift the columns. */
const cell = (text: string): string => text.replace(/[\t\r\n]+/g, ' ');

/** One (oligo, sample) row; start and end are 1-based inclusive, as toMismatchFields gives them. */
export const formatTsvRow = (oligoName: string, sampleId: string, alignment: Alignment): string => {
  const fields = toMismatchFields(alignment);
  return [
    cell(oligoName),
    cell(sampleId),
    fields.mismatchCount,
    alignment.ambiguousCount,
    fields.start_index,
    fields.end_index,
    fields.oligoSequence,
    fields.targetSequence,
    fields.mismatchLines,
  ].join('\t');
};
