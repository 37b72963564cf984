import type { MismatchStats } from '@oligowatch/shared/schemas/report';
import type { Alignment } from './alignment';
import { listColumnPositions, toWrittenPosition } from './list-mismatch-positions';
import { percentOf } from './percent';

/** DESIGN.md 7's statistics of one oligo over a clade. */
export type OligoMismatchStats = MismatchStats[string];

/** What the statistics need to know of an oligo. */
export interface StatsOligo {
  readonly name: string;
  /** As written 5'->3', normalised: byIndex follows it and takes its `base` from it. */
  readonly written: string;
  readonly strandPositive: boolean;
}

/**
 * One oligo's statistics kept as counts (DESIGN.md 11): unlike percentages, counts of two parts of
 * a clade add up, so a report can be built in pieces (pages, invocations, Lambdas) and merged.
 * Only scored samples enter the figures (DESIGN.md 7); the others are counted apart. The fields
 * added with engine 2 are optional so that counts stored by older reports still read and merge.
 */
export interface OligoMismatchCounts {
  /** Samples scored for this oligo: every percentage's denominator. */
  samples: number;
  /** Scored samples with at least one real mismatch. */
  samplesWithMismatch: number;
  /** Sum of the scored samples' real mismatches. */
  total: number;
  /** Scored samples with a real mismatch at each position of the oligo as written, 5'->3'. */
  byIndex: number[];
  /** Scored samples with an undetermined column at each position as written (apart from byIndex). */
  undeterminedByIndex?: number[];
  /** Sum of the scored samples' undetermined columns. */
  undeterminedTotal?: number;
  /** Samples whose site is too undetermined to judge: left out of every figure. */
  notAssessable?: number;
  /** Samples without the oligo's site (another segment, a genome ending first, no home for the flanks). */
  notCovered?: number;
}

export const emptyMismatchCounts = (oligo: StatsOligo): OligoMismatchCounts => ({
  samples: 0,
  samplesWithMismatch: 0,
  total: 0,
  byIndex: new Array<number>(oligo.written.length).fill(0),
  undeterminedByIndex: new Array<number>(oligo.written.length).fill(0),
  undeterminedTotal: 0,
  notAssessable: 0,
  notCovered: 0,
});

/** Adds one sample's alignment of `oligo` to `counts` (in place), by its outcome. */
export const addToMismatchCounts = (
  counts: OligoMismatchCounts,
  oligo: StatsOligo,
  alignment: Alignment,
): void => {
  if (alignment.outcome === 'not_assessable') {
    counts.notAssessable = (counts.notAssessable ?? 0) + 1;
    return;
  }
  if (alignment.outcome === 'not_covered') {
    counts.notCovered = (counts.notCovered ?? 0) + 1;
    return;
  }
  counts.samples++;
  counts.total += alignment.mismatchCount;
  counts.undeterminedTotal = (counts.undeterminedTotal ?? 0) + alignment.undeterminedCount;
  if (alignment.mismatchCount === 0 && alignment.undeterminedCount === 0) return;
  if (alignment.mismatchCount > 0) counts.samplesWithMismatch++;
  const length = oligo.written.length;
  const positions = listColumnPositions(alignment);
  for (const position of positions.real) {
    const written = toWrittenPosition(position, length, oligo.strandPositive);
    counts.byIndex[written] = (counts.byIndex[written] ?? 0) + 1;
  }
  if (positions.undetermined.length === 0) return;
  const undetermined = counts.undeterminedByIndex ?? new Array<number>(length).fill(0);
  for (const position of positions.undetermined) {
    const written = toWrittenPosition(position, length, oligo.strandPositive);
    undetermined[written] = (undetermined[written] ?? 0) + 1;
  }
  counts.undeterminedByIndex = undetermined;
};

const addArrays = (a: readonly number[] | undefined, b: readonly number[] | undefined, length: number) =>
  Array.from({ length }, (_, i) => (a?.[i] ?? 0) + (b?.[i] ?? 0));

/** The counts of two disjoint sets of samples of one oligo, as if counted together. */
export const mergeMismatchCounts = (a: OligoMismatchCounts, b: OligoMismatchCounts): OligoMismatchCounts => {
  if (a.byIndex.length !== b.byIndex.length) throw new RangeError('Counts of different oligos do not merge');
  const length = a.byIndex.length;
  return {
    samples: a.samples + b.samples,
    samplesWithMismatch: a.samplesWithMismatch + b.samplesWithMismatch,
    total: a.total + b.total,
    byIndex: addArrays(a.byIndex, b.byIndex, length),
    undeterminedByIndex: addArrays(a.undeterminedByIndex, b.undeterminedByIndex, length),
    undeterminedTotal: (a.undeterminedTotal ?? 0) + (b.undeterminedTotal ?? 0),
    notAssessable: (a.notAssessable ?? 0) + (b.notAssessable ?? 0),
    notCovered: (a.notCovered ?? 0) + (b.notCovered ?? 0),
  };
};

/** SPEC section 3's statistics of one oligo, from its counts: percentages of the scored samples. */
export const toOligoMismatchStats = (counts: OligoMismatchCounts, oligo: StatsOligo): OligoMismatchStats => ({
  total: counts.total,
  total_percent: percentOf(counts.samplesWithMismatch, counts.samples),
  byIndex: counts.byIndex.map((count, index) => ({
    count,
    percent: percentOf(count, counts.samples),
    base: oligo.written.charAt(index),
    undetermined: counts.undeterminedByIndex?.[index] ?? 0,
  })),
  samples: counts.samples,
  undetermined_total: counts.undeterminedTotal ?? 0,
  not_assessable: counts.notAssessable ?? 0,
  not_covered: counts.notCovered ?? 0,
});
