import type { Alignment } from '../mismatch/alignment';
import {
  addToMismatchCounts,
  emptyMismatchCounts,
  mergeMismatchCounts,
  type OligoMismatchCounts,
  type StatsOligo,
} from '../mismatch/mismatch-counts';

/**
 * Issue 33, item 3: a scheduled run's new cohort, the samples that joined the clade (by an import
 * or a refresh) after the previous run's plan, counted apart beside the run's own counts. Counts of
 * disjoint sets of samples merge into those of their union, so each segment counts its own and the
 * reduce merges them, as it does every other count. Pure.
 */
export interface NewCohortCounts {
  /** New samples read (inside the run's window). */
  samples: number;
  /** New samples assessed for at least one oligo (scored: neither not assessable nor not covered). */
  assessed: number;
  /** Per oligo (report order), the new samples' counts: `samples` assessed, `samplesWithMismatch`. */
  counts: OligoMismatchCounts[];
}

/**
 * A sample is new when it joined the clade after `since` (the previous run's plan time). A
 * membership without a join time was written before join times were kept: not new.
 */
export const isNewSince = (joinedAt: string | undefined, since: string): boolean =>
  joinedAt !== undefined && joinedAt > since;

export const emptyNewCohort = (oligos: readonly StatsOligo[]): NewCohortCounts => ({
  samples: 0,
  assessed: 0,
  counts: oligos.map(emptyMismatchCounts),
});

/** Adds one new sample's alignments (one per oligo) to `cohort`, in place. */
export const addToNewCohort = (
  cohort: NewCohortCounts,
  oligos: readonly StatsOligo[],
  alignments: readonly Alignment[],
): void => {
  cohort.samples += 1;
  if (alignments.some((alignment) => alignment.outcome === 'scored')) cohort.assessed += 1;
  for (const [o, alignment] of alignments.entries()) {
    const counts = cohort.counts[o];
    const oligo = oligos[o];
    if (counts && oligo) addToMismatchCounts(counts, oligo, alignment);
  }
};

export const mergeNewCohorts = (a: NewCohortCounts, b: NewCohortCounts): NewCohortCounts => ({
  samples: a.samples + b.samples,
  assessed: a.assessed + b.assessed,
  counts: a.counts.map((counts, o) => {
    const other = b.counts[o];
    return other ? mergeMismatchCounts(counts, other) : counts;
  }),
});

/** What a run's change alert is judged on: its new cohort, or its whole window. */
export type AlertBasis = 'new_cohort' | 'window';

/**
 * The new cohort when it holds at least `minAssessed` assessed samples, the window otherwise (and
 * when the run has no new cohort: a first run, or a previous run planned before cohorts were kept).
 */
export const alertBasisOf = (cohortAssessed: number | undefined, minAssessed: number): AlertBasis =>
  cohortAssessed !== undefined && cohortAssessed >= minAssessed ? 'new_cohort' : 'window';
