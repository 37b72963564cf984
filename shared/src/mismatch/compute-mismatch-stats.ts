import type { MismatchStats } from '../schemas/report';
import type { Alignment } from './alignment';
import { listMismatchPositions, toWrittenPosition } from './list-mismatch-positions';

/** DESIGN.md 7's statistics of one oligo over a clade. */
export type OligoMismatchStats = MismatchStats[string];

/** What the statistics need to know of an oligo. */
export interface StatsOligo {
  readonly name: string;
  /** As written 5'->3', normalised: byIndex follows it and takes its `base` from it. */
  readonly written: string;
  readonly strandPositive: boolean;
}

/** Statistics built one sample at a time, so a clade never has to be held in memory. */
export interface MismatchStatsAccumulator {
  readonly oligo: StatsOligo;
  add(alignment: Alignment): void;
  result(): OligoMismatchStats;
}

const percentOf = (count: number, of: number): number => (of === 0 ? 0 : (100 * count) / of);

export const createMismatchStatsAccumulator = (oligo: StatsOligo): MismatchStatsAccumulator => {
  const length = oligo.written.length;
  const counts = new Array<number>(length).fill(0);
  let samples = 0;
  let samplesWithMismatch = 0;
  let total = 0;
  return {
    oligo,
    add(alignment) {
      samples++;
      total += alignment.mismatchCount;
      if (alignment.mismatchCount === 0) return;
      samplesWithMismatch++;
      for (const position of listMismatchPositions(alignment)) {
        const written = toWrittenPosition(position, length, oligo.strandPositive);
        counts[written] = (counts[written] ?? 0) + 1;
      }
    },
    result() {
      return {
        total,
        total_percent: percentOf(samplesWithMismatch, samples),
        byIndex: counts.map((count, index) => ({
          count,
          percent: percentOf(count, samples),
          base: oligo.written.charAt(index),
        })),
      };
    },
  };
};

/**
 * `mismatchStats` keyed by oligo name: each entry's alignments are its oligo against every sample
 * of the clade, zero-mismatch samples included (they count in the percentages).
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
