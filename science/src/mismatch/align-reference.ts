import { type Alignment, AMBIGUOUS_CHAR, GAP_CHAR, MATCH_CHAR, SUBSTITUTION_CHAR } from './alignment';
import { isAmbiguousMismatch, isMatch, LETTER_OF_MASK, MASK_N, MASK_OF_BYTE } from './iupac-codes';

/*
 * The plain O(m*n) dynamic programme of DESIGN.md 7, kept simple on purpose: the property tests
 * hold the fast engine to it, and the engine runs it for the traceback on the short window that
 * ends at the optimum found by the bit-parallel search.
 *
 * D[i][j] = cost of oligo[0, i) against the best substring of sample[from, from + j) ending at its
 * end; D[0][j] = 0 (free start), D[i][0] = i; unit costs. The end is the smallest j >= 1 with the
 * minimal D[m][j] (j = 0 only for an empty range).
 *
 * Traceback tie rule, fixed so that every caller gets the same alignment: from the end, at each
 * cell prefer the diagonal (match or substitution), then an unpaired oligo base (gap in the
 * target), then an unpaired sample base (gap in the oligo); stop at row 0, which fixes the start.
 * Walking from the right, this puts substitutions before gaps and a gap that could sit at several
 * places as far left as the costs allow.
 */
export const alignReference = (
  oligoMasks: Uint8Array,
  sample: Uint8Array,
  from = 0,
  to: number = sample.length,
): Alignment => {
  const m = oligoMasks.length;
  const width = Math.max(0, to - from);
  const stride = width + 1;
  const cost = new Int32Array((m + 1) * stride);
  const sampleMask = (j: number): number => MASK_OF_BYTE[sample[from + j - 1] ?? 0] ?? MASK_N;
  const at = (i: number, j: number): number => cost[i * stride + j] ?? 0;
  const substitutionCost = (i: number, j: number): number =>
    isMatch(oligoMasks[i - 1] ?? 0, sampleMask(j)) ? 0 : 1;

  for (let i = 1; i <= m; i++) {
    cost[i * stride] = i;
    for (let j = 1; j <= width; j++) {
      cost[i * stride + j] = Math.min(
        at(i - 1, j - 1) + substitutionCost(i, j),
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
      );
    }
  }

  let end = 0;
  if (width > 0) {
    end = 1;
    for (let j = 2; j <= width; j++) if (at(m, j) < at(m, end)) end = j;
  }

  const oligoColumns: string[] = [];
  const targetColumns: string[] = [];
  const matchColumns: string[] = [];
  let ambiguousCount = 0;
  let i = m;
  let j = end;
  while (i > 0) {
    const here = at(i, j);
    if (j > 0 && here === at(i - 1, j - 1) + substitutionCost(i, j)) {
      const oligoMask = oligoMasks[i - 1] ?? 0;
      const targetMask = sampleMask(j);
      oligoColumns.push(LETTER_OF_MASK[oligoMask] ?? '');
      targetColumns.push(LETTER_OF_MASK[targetMask] ?? '');
      if (isMatch(oligoMask, targetMask)) matchColumns.push(MATCH_CHAR);
      else if (isAmbiguousMismatch(oligoMask, targetMask)) {
        matchColumns.push(AMBIGUOUS_CHAR);
        ambiguousCount++;
      } else matchColumns.push(SUBSTITUTION_CHAR);
      i--;
      j--;
    } else if (here === at(i - 1, j) + 1) {
      oligoColumns.push(LETTER_OF_MASK[oligoMasks[i - 1] ?? 0] ?? '');
      targetColumns.push(GAP_CHAR);
      matchColumns.push(GAP_CHAR);
      i--;
    } else {
      oligoColumns.push(GAP_CHAR);
      targetColumns.push(LETTER_OF_MASK[sampleMask(j)] ?? '');
      matchColumns.push(GAP_CHAR);
      j--;
    }
  }

  return {
    // The edit distance splits into real mismatches and undetermined columns (DESIGN.md 7).
    mismatchCount: at(m, end) - ambiguousCount,
    undeterminedCount: ambiguousCount,
    start: from + j,
    end: from + end,
    oligoLine: oligoColumns.reverse().join(''),
    targetLine: targetColumns.reverse().join(''),
    matchLine: matchColumns.reverse().join(''),
    outcome: 'scored',
  };
};
