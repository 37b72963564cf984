import type { MismatchStats } from '@oligowatch/shared/schemas/report';
import type { Alignment } from './alignment';
import {
  addToMismatchCounts,
  emptyMismatchCounts,
  type OligoMismatchStats,
  type StatsOligo,
  toOligoMismatchStats,
} from './mismatch-counts';

export type { OligoMismatchStats, StatsOligo };

/** Statistics built one sample at a time, so a clade never has to be held in memory. */
export interface MismatchStatsAccumulator {
  readonly oligo: StatsOligo;
  add(alignment: Alignment): void;
  result(): OligoMismatchStats;
}

/** The statistics of mismatch-counts.ts, kept for one run: only scored samples count. */
export const createMismatchStatsAccumulator = (oligo: StatsOligo): MismatchStatsAccumulator => {
  const counts = emptyMismatchCounts(oligo);
  return {
    oligo,
    add(alignment) {
      addToMismatchCounts(counts, oligo, alignment);
    },
    result() {
      return toOligoMismatchStats(counts, oligo);
    },
  };
};

/**
 * `mismatchStats` keyed by oligo name: each entry's alignments are its oligo against every sample
 * of the clade; scored ones count (zero-mismatch samples too), the others only in their own counts.
 */
export const computeMismatchStats = (
  entries: readonly { readonly oligo: StatsOligo; readonly alignments: Iterable<Alignment> }[],
): MismatchStats => {
  const stats: MismatchStats = {};
  for (const { oligo, alignments } of entries) {
    const accumulator = createMismatchStatsAccumulator(oligo);
    for (const alignment of alignments) accumulator.add(alignment);
    stats[oligo.name] = accumulator.result();
  }
  return stats;
};
