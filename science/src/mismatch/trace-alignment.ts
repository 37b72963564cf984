import { alignReference } from './align-reference';
import type { Alignment } from './alignment';
import type { BestEnd } from './find-best-end';
import { decodeSampleBytes, MASK_N, MASK_OF_BYTE } from './iupac-codes';
import type { PreparedOligo } from './prepare-oligo';

/** Traceback results keyed by the window's bytes; the window's content alone decides them. */
export type TracebackCache = Map<string, Alignment>;

const MAX_CACHED_WINDOW = 2048;

/** Whether sample[start, start + m) reads, letter for letter, as the binding form. */
const readsAsBinding = (oligo: PreparedOligo, sample: Uint8Array, start: number): boolean => {
  for (let i = 0; i < oligo.length; i++) {
    if ((MASK_OF_BYTE[sample[start + i] ?? 0] ?? MASK_N) !== oligo.masks[i]) return false;
  }
  return true;
};

/**
 * The full alignment for an optimum found by the search. An alignment with d edits spans at most
 * m + d sample bases (d gaps in the oligo at most), so the reference DP on sample[end - m - d, end)
 * sees every cell the traceback of the whole matrix would compare, with the same values: the
 * result is identical to the reference on the whole sample, at O(m * (m + d)) cost.
 */
export const traceAlignment = (
  oligo: PreparedOligo,
  sample: Uint8Array,
  best: BestEnd,
  cache?: TracebackCache,
  cacheCapacity = 4096,
): Alignment => {
  const { distance, end } = best;
  if (distance === 0) {
    // Exact placement: all diagonal, nothing to trace. Most read as the binding form letter for
    // letter (no IUPAC code in the sample): they share its string rather than each making one.
    const start = end - oligo.length;
    return {
      mismatchCount: 0,
      undeterminedCount: 0,
      start,
      end,
      oligoLine: oligo.binding,
      targetLine: readsAsBinding(oligo, sample, start)
        ? oligo.binding
        : decodeSampleBytes(sample, start, end),
      matchLine: oligo.exactMatchLine,
      outcome: 'scored',
    };
  }
  const from = Math.max(0, end - oligo.length - distance);
  if (!cache || end - from > MAX_CACHED_WINDOW) return alignReference(oligo.masks, sample, from, end);
  const key = String.fromCharCode(...sample.subarray(from, end));
  let relative = cache.get(key);
  if (!relative) {
    relative = alignReference(oligo.masks, sample.subarray(from, end));
    if (cache.size >= cacheCapacity) cache.clear();
    cache.set(key, relative);
  }
  return { ...relative, start: from + relative.start, end: from + relative.end };
};
