import { type Alignment, AMBIGUOUS_CHAR, GAP_CHAR, MATCH_CHAR, SUBSTITUTION_CHAR } from './alignment';
import { isAmbiguousMismatch, isMatch, LETTER_OF_MASK, MASK_N, MASK_OF_BYTE } from './iupac-codes';
import type { PreparedOligo } from './prepare-oligo';

/*
 * DESIGN.md 7's placement inside a homologous window: the fewest real mismatches, then the fewest
 * undetermined columns, then the start nearest the anchored position, then the smallest end. One
 * semi-global DP on the short window with a two-part cost packed in one integer: a real mismatch
 * (substitution or gap) costs `big`, an undetermined column 1, and `big` exceeds any count of
 * undetermined columns, so the order of the two parts is kept exactly. The start of the path each
 * cell keeps is carried along, chosen by the traceback's own preference (diagonal, then unpaired
 * oligo base, then unpaired sample base), so the start read at an end is the one traced back.
 * Past the genome's ends the window reads N (DESIGN.md 7, Edges): a site cut by an end is placed
 * with undetermined columns where nothing was sequenced, never with gaps. The window may reach at
 * most an oligo's length past either end; `start` and `end` may then lie outside the genome, and
 * judgeSite brings them back inside.
 */
export const placeInWindow = (
  oligo: PreparedOligo,
  sample: Uint8Array,
  windowFrom: number,
  windowTo: number,
  near: number,
): Alignment => {
  const masks = oligo.masks;
  const m = masks.length;
  const from = Math.max(-m, windowFrom);
  const width = Math.max(0, Math.min(sample.length + m, windowTo) - from);
  const stride = width + 1;
  const big = m + 1;
  const cost = new Int32Array((m + 1) * stride);
  const starts = new Int32Array((m + 1) * stride);
  // Outside the genome `sample[...]` is undefined: byte 0, which reads as N.
  const maskAt = (j: number): number => MASK_OF_BYTE[sample[from + j - 1] ?? 0] ?? MASK_N;
  const columnCost = (i: number, j: number): number => {
    const oligoMask = masks[i - 1] ?? 0;
    const sampleMask = maskAt(j);
    return isMatch(oligoMask, sampleMask) ? 0 : isAmbiguousMismatch(oligoMask, sampleMask) ? 1 : big;
  };
  for (let j = 0; j <= width; j++) starts[j] = j;
  for (let i = 1; i <= m; i++) {
    const row = i * stride;
    const above = row - stride;
    cost[row] = i * big;
    starts[row] = 0;
    for (let j = 1; j <= width; j++) {
      const diagonal = (cost[above + j - 1] ?? 0) + columnCost(i, j);
      const up = (cost[above + j] ?? 0) + big;
      const left = (cost[row + j - 1] ?? 0) + big;
      if (diagonal <= up && diagonal <= left) {
        cost[row + j] = diagonal;
        starts[row + j] = starts[above + j - 1] ?? 0;
      } else if (up <= left) {
        cost[row + j] = up;
        starts[row + j] = starts[above + j] ?? 0;
      } else {
        cost[row + j] = left;
        starts[row + j] = starts[row + j - 1] ?? 0;
      }
    }
  }

  const last = m * stride;
  let end = 0;
  for (let j = 1; j <= width; j++) {
    if (end === 0) {
      end = j;
      continue;
    }
    const here = cost[last + j] ?? 0;
    const best = cost[last + end] ?? 0;
    if (here < best) end = j;
    else if (here === best) {
      const distance = Math.abs(from + (starts[last + j] ?? 0) - near);
      const bestDistance = Math.abs(from + (starts[last + end] ?? 0) - near);
      if (distance < bestDistance) end = j;
    }
  }

  const oligoColumns: string[] = [];
  const targetColumns: string[] = [];
  const matchColumns: string[] = [];
  let real = 0;
  let undetermined = 0;
  let i = m;
  let j = end;
  while (i > 0) {
    const here = cost[i * stride + j] ?? 0;
    if (j > 0 && here === (cost[(i - 1) * stride + j - 1] ?? 0) + columnCost(i, j)) {
      const oligoMask = masks[i - 1] ?? 0;
      const sampleMask = maskAt(j);
      oligoColumns.push(LETTER_OF_MASK[oligoMask] ?? '');
      targetColumns.push(LETTER_OF_MASK[sampleMask] ?? '');
      if (isMatch(oligoMask, sampleMask)) matchColumns.push(MATCH_CHAR);
      else if (isAmbiguousMismatch(oligoMask, sampleMask)) {
        matchColumns.push(AMBIGUOUS_CHAR);
        undetermined++;
      } else {
        matchColumns.push(SUBSTITUTION_CHAR);
        real++;
      }
      i--;
      j--;
    } else if (here === (cost[(i - 1) * stride + j] ?? 0) + big) {
      oligoColumns.push(LETTER_OF_MASK[masks[i - 1] ?? 0] ?? '');
      targetColumns.push(GAP_CHAR);
      matchColumns.push(GAP_CHAR);
      real++;
      i--;
    } else {
      oligoColumns.push(GAP_CHAR);
      targetColumns.push(LETTER_OF_MASK[maskAt(j)] ?? '');
      matchColumns.push(GAP_CHAR);
      real++;
      j--;
    }
  }
  return {
    mismatchCount: real,
    undeterminedCount: undetermined,
    start: from + j,
    end: from + end,
    oligoLine: oligoColumns.reverse().join(''),
    targetLine: targetColumns.reverse().join(''),
    matchLine: matchColumns.reverse().join(''),
    outcome: 'scored',
  };
};
