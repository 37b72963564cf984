import type { Alignment } from './alignment';
import type { OligoMismatchStats, StatsOligo } from './compute-mismatch-stats';
import { listMismatchPositions, toWrittenPosition } from './list-mismatch-positions';

/**
 * One oligo's statistics kept as counts (DESIGN.md 11): unlike percentages, counts of two parts of
 * a clade add up, so a report can be built in pieces (pages, invocations, Lambdas) and merged.
 */
export interface OligoMismatchCounts {
  /** Samples aligned. */
  samples: number;
  /** Samples with at least one mismatch. */
  samplesWithMismatch: number;
  /** Sum of the samples' mismatch counts. */
  total: number;
  /** Samples with a non-match at each position of the oligo as written, 5'->3'. */
  byIndex: number[];
}

export const emptyMismatchCounts = (oligo: StatsOligo): OligoMismatchCounts => ({
  samples: 0,
  samplesWithMismatch: 0,
  total: 0,
  byIndex: new Array<number>(oligo.written.length).fill(0),
});

/** Adds one sample's alignment of `oligo` to `counts` (in place). */
export const addToMismatchCounts = (
  counts: OligoMismatchCounts,
  oligo: StatsOligo,
  alignment: Alignment,
): void => {
  counts.samples++;
  counts.total += alignment.mismatchCount;
  if (alignment.mismatchCount === 0) return;
  counts.samplesWithMismatch++;
  const length = oligo.written.length;
  for (const position of listMismatchPositions(alignment)) {
    const written = toWrittenPosition(position, length, oligo.strandPositive);
    counts.byIndex[written] = (counts.byIndex[written] ?? 0) + 1;
  }
};

/** The counts of two disjoint sets of samples of one oligo, as if counted together. */
export const mergeMismatchCounts = (a: OligoMismatchCounts, b: OligoMismatchCounts): OligoMismatchCounts => {
  if (a.byIndex.length !== b.byIndex.length) throw new RangeError('Counts of different oligos do not merge');
  return {
    samples: a.samples + b.samples,
    samplesWithMismatch: a.samplesWithMismatch + b.samplesWithMismatch,
    total: a.total + b.total,
    byIndex: a.byIndex.map((count, i) => count + (b.byIndex[i] ?? 0)),
  };
};

const percentOf = (count: number, of: number): number => (of === 0 ? 0 : (100 * count) / of);

/** SPEC section 3's statistics of one oligo, from its counts. */
export const toOligoMismatchStats = (counts: OligoMismatchCounts, oligo: StatsOligo): OligoMismatchStats => ({
  total: counts.total,
  total_percent: percentOf(counts.samplesWithMismatch, counts.samples),
  byIndex: counts.byIndex.map((count, index) => ({
    count,
    percent: percentOf(count, counts.samples),
    base: oligo.written.charAt(index),
  })),
});
