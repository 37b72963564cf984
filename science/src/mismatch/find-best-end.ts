import type { PreparedOligo } from './prepare-oligo';

/** The optimum of a semi-global search: its edit distance and where it ends. */
export interface BestEnd {
  readonly distance: number;
  /**
   * 0-based exclusive end on the sample: the smallest among the optimal ones (DESIGN.md 7). Only
   * placements covering at least one sample base count; since a placement's cost never exceeds the
   * oligo length, that changes no distance, and it keeps the all-gap placement for empty samples.
   */
  readonly end: number;
}

/*
 * Myers' bit-parallel edit distance (J. ACM 1999) in Hyyro's block form (2003, as in edlib): column
 * by column over the sample, the vertical deltas of the DP column are kept as bit-vectors Pv/Mv
 * (+1/-1) over the oligo positions, and the score of the last row is tracked. Row 0 is all zeros
 * (free start in the sample), so no horizontal delta enters the first word.
 *
 * JS bitwise operators work on 32-bit integers; `(a & b) + b` may exceed 32 bits but the following
 * `^` truncates it modulo 2^32, which is exactly the machine addition the algorithm wants.
 */

const findBestEndOneWord = (
  peq: Int32Array,
  length: number,
  sample: Uint8Array,
  from: number,
  to: number,
  reportFrom: number,
): BestEnd => {
  const lastRow = 1 << (length - 1);
  let pv = -1;
  let mv = 0;
  let score = length;
  let best = length + 1;
  let bestEnd = reportFrom;
  for (let j = from; j < to; j++) {
    const eq = peq[sample[j] ?? 0] ?? 0;
    const xv = eq | mv;
    const xh = (((eq & pv) + pv) ^ pv) | eq;
    let ph = mv | ~(xh | pv);
    let mh = pv & xh;
    if ((ph & lastRow) !== 0) score++;
    else if ((mh & lastRow) !== 0) score--;
    ph <<= 1;
    mh <<= 1;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
    if (score < best && j >= reportFrom) {
      best = score;
      bestEnd = j + 1;
      if (score === 0) break; // nothing can beat 0, and later ends lose the tie
    }
  }
  return { distance: best, end: bestEnd };
};

const findBestEndWords = (
  peq: Int32Array,
  length: number,
  words: number,
  sample: Uint8Array,
  from: number,
  to: number,
  reportFrom: number,
): BestEnd => {
  const pvs = new Int32Array(words).fill(-1);
  const mvs = new Int32Array(words);
  const lastWord = words - 1;
  const lastRow = 1 << ((length - 1) & 31);
  let score = length;
  let best = length + 1;
  let bestEnd = reportFrom;
  for (let j = from; j < to; j++) {
    const row = (sample[j] ?? 0) * words;
    let hin = 0;
    for (let w = 0; w < words; w++) {
      let eq = peq[row + w] ?? 0;
      const pv = pvs[w] ?? 0;
      const mv = mvs[w] ?? 0;
      const xv = eq | mv;
      if (hin < 0) eq |= 1;
      const xh = (((eq & pv) + pv) ^ pv) | eq;
      let ph = mv | ~(xh | pv);
      let mh = pv & xh;
      let hout: number;
      if (w === lastWord) hout = (ph & lastRow) !== 0 ? 1 : (mh & lastRow) !== 0 ? -1 : 0;
      else hout = (ph >>> 31) - (mh >>> 31);
      ph <<= 1;
      mh <<= 1;
      if (hin < 0) mh |= 1;
      else if (hin > 0) ph |= 1;
      pvs[w] = mh | ~(xv | ph);
      mvs[w] = ph & xv;
      hin = hout;
    }
    score += hin;
    if (score < best && j >= reportFrom) {
      best = score;
      bestEnd = j + 1;
      if (score === 0) break;
    }
  }
  return { distance: best, end: bestEnd };
};

/**
 * Minimal edit distance between the whole oligo and any substring of sample[from, to), with the
 * smallest end among ties. O((to - from) * words). With `reportFrom`, only ends after it count:
 * the columns before it are context that lets alignments start earlier.
 */
export const findBestEnd = (
  oligo: PreparedOligo,
  sample: Uint8Array,
  from: number,
  to: number,
  reportFrom: number = from,
): BestEnd => {
  if (to <= reportFrom) return { distance: oligo.length, end: reportFrom };
  return oligo.words === 1
    ? findBestEndOneWord(oligo.peq, oligo.length, sample, from, to, reportFrom)
    : findBestEndWords(oligo.peq, oligo.length, oligo.words, sample, from, to, reportFrom);
};
