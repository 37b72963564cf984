import { type Alignment, AMBIGUOUS_CHAR, GAP_CHAR, MATCH_CHAR, SUBSTITUTION_CHAR } from './alignment';
import {
  isAmbiguousMismatch,
  isMatch,
  LETTER_OF_MASK,
  MASK_N,
  MASK_OF_BYTE,
  maskOfLetter,
} from './iupac-codes';

/**
 * The alignment read with its end gaps facing the sample's bases. Among optimal placements the
 * exact search keeps the one ending first (DESIGN.md 7), so a difference at the binding form's last
 * base comes out as that oligo base left unpaired ('-' on the target line), whatever the sample has
 * there: a C and an N look the same. Pairing an unpaired oligo base at either end with the sample
 * base beside the placement costs the same (the placement is optimal, so that base cannot match),
 * and says what the sample has there: a substitution, or an undetermined base (N, or an ambiguity
 * code the oligo allows), which must never count as a real mismatch. Past the sample's first and
 * last base the sample reads N (DESIGN.md 7, Edges: nothing was sequenced there), so an oligo
 * hanging over a genome end gets undetermined columns there, and `start` or `end` outside the
 * genome; judgeSite decides what such a site is. The engine applies it to every alignment it
 * returns, so rows, statistics and insights read one and the same placement (a substitution at the
 * last base is never a deletion).
 */
/** A sample's bases as text, or as the bytes storage gives the report job (ASCII letters). */
export type SampleBases = string | Uint8Array;

/** The sample's byte at `index`; outside the sample an N (78). */
const codeAt = (sample: SampleBases, index: number): number =>
  index < 0 || index >= sample.length
    ? 78
    : typeof sample === 'string'
      ? sample.charCodeAt(index)
      : (sample[index] ?? 78);

export const resolveEndGaps = (alignment: Alignment, sample: SampleBases): Alignment => {
  const { targetLine, oligoLine, matchLine } = alignment;
  const width = targetLine.length;
  if (width === 0) return alignment;
  let lead = 0;
  while (lead < width && targetLine.charAt(lead) === GAP_CHAR) lead++;
  let trail = 0;
  while (trail < width - lead && targetLine.charAt(width - 1 - trail) === GAP_CHAR) trail++;
  if (lead === 0 && trail === 0) return alignment;

  // Each paired gap was a real mismatch; it becomes a substitution (still real) or undetermined.
  let undetermined = 0;
  let matched = 0;
  const pair = (column: number, sampleIndex: number): [string, string] => {
    const code = codeAt(sample, sampleIndex);
    // As toSampleBytes reads it: anything but ASCII is N.
    const sampleMask = code < 128 ? (MASK_OF_BYTE[code] ?? MASK_N) : MASK_N;
    const oligoMask = maskOfLetter(oligoLine.charAt(column)) ?? MASK_N;
    const mark = isMatch(oligoMask, sampleMask)
      ? MATCH_CHAR
      : isAmbiguousMismatch(oligoMask, sampleMask)
        ? AMBIGUOUS_CHAR
        : SUBSTITUTION_CHAR;
    if (mark === AMBIGUOUS_CHAR) undetermined++;
    if (mark === MATCH_CHAR) matched++;
    return [LETTER_OF_MASK[sampleMask] ?? 'N', mark];
  };
  const target = targetLine.split('');
  const marks = matchLine.split('');
  for (let i = 0; i < lead; i++) {
    [target[i], marks[i]] = pair(i, alignment.start - lead + i);
  }
  for (let j = 0; j < trail; j++) {
    const column = width - trail + j;
    [target[column], marks[column]] = pair(column, alignment.end + j);
  }
  return {
    ...alignment,
    mismatchCount: alignment.mismatchCount - undetermined - matched,
    undeterminedCount: alignment.undeterminedCount + undetermined,
    start: alignment.start - lead,
    end: alignment.end + trail,
    targetLine: target.join(''),
    matchLine: marks.join(''),
  };
};
