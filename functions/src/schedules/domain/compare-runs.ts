import { formatOneDecimal, type OligoMismatchCounts, percentOf } from '@oligowatch/science';
import { schedulesChangeAlertMessages } from '@oligowatch/shared/messages/schedules';
import type { OligoChange } from '@oligowatch/shared/schemas/run-comparison';
import type { ChangeThresholds } from '@oligowatch/shared/schemas/schedule';

/**
 * The change alert's comparison (issue 13): one scheduled run's oligo counts against the previous
 * run's, and the thresholds. Pure, so the rules are table-tested apart from storage and mail.
 *
 * - Mismatch share: samples with at least one real mismatch, in percent of the run's samples
 *   assessed for the oligo (its scored samples: from engine 2 on, samples not assessable or not
 *   covered are in neither count, so an N run or another segment never moves a share); an oligo
 *   crossed when it rose by at least `mismatch_share_points` percentage points.
 * - 3' end: the last `three_prime_bases` positions of the oligo as written (byIndex's last entries,
 *   byIndex being 5'->3' as written). The counts keep samples per position, not per sample, so the
 *   share of samples with a 3' mismatch is taken as the largest share at any one of those
 *   positions: exact when one position drifts, a lower bound when several do (never an overcount).
 *   byIndex counts real mismatches only (undetermined calls are kept apart from engine 2 on).
 *   An oligo crossed when that share rose from below `three_prime_percent` to at least it ("new").
 * - Two runs scored by different engine versions (a major version apart: they count differently)
 *   are compared and shown, but raise no alert: the change would be the method's, not the virus's.
 * Oligos are matched by name; one present in only one run (the product changed version) has no
 * baseline and is left out.
 */

/** The counts a comparison reads of an oligo's mergeable counts. */
export type ComparedCounts = Pick<OligoMismatchCounts, 'samples' | 'samplesWithMismatch' | 'byIndex'>;

export interface RunOligoCounts {
  name: string;
  counts: ComparedCounts;
}

export interface RunsCompared {
  oligos: OligoChange[];
  /** True when at least one oligo crossed a threshold (the run deserves a mail). */
  crossed: boolean;
}

/** The engine versions of the two runs, when they count differently (a major version apart). */
export const engineChangeOf = (
  before: string,
  after: string,
): { before: string; after: string } | undefined =>
  before.split('.')[0] === after.split('.')[0] ? undefined : { before, after };

/** Float noise (33.33...% + 5 points) must not decide a threshold. */
const EPSILON = 1e-9;

export const mismatchSharePercent = (counts: ComparedCounts): number =>
  percentOf(counts.samplesWithMismatch, counts.samples);

export const threePrimePercent = (counts: ComparedCounts, bases: number): number => {
  const tail = counts.byIndex.slice(Math.max(0, counts.byIndex.length - bases));
  return tail.reduce((max, count) => Math.max(max, percentOf(count, counts.samples)), 0);
};

export const compareOligo = (
  name: string,
  before: ComparedCounts,
  after: ComparedCounts,
  thresholds: ChangeThresholds,
): OligoChange => {
  const beforePercent = mismatchSharePercent(before);
  const afterPercent = mismatchSharePercent(after);
  const delta = afterPercent - beforePercent;
  const bases = thresholds.three_prime_bases;
  const threeBefore = threePrimePercent(before, bases);
  const threeAfter = threePrimePercent(after, bases);
  const alerts: string[] = [];
  if (delta > EPSILON && delta + EPSILON >= thresholds.mismatch_share_points)
    alerts.push(
      schedulesChangeAlertMessages.mismatchShareRose(
        formatOneDecimal(beforePercent),
        formatOneDecimal(afterPercent),
        formatOneDecimal(delta),
        formatOneDecimal(thresholds.mismatch_share_points),
      ),
    );
  const limit = thresholds.three_prime_percent;
  if (threeBefore + EPSILON < limit && threeAfter + EPSILON >= limit && threeAfter > EPSILON)
    alerts.push(
      schedulesChangeAlertMessages.threePrimeAppeared(
        bases,
        formatOneDecimal(threeBefore),
        formatOneDecimal(threeAfter),
        formatOneDecimal(limit),
      ),
    );
  return {
    oligo: name,
    before_percent: beforePercent,
    after_percent: afterPercent,
    delta_points: delta,
    three_prime_before_percent: threeBefore,
    three_prime_after_percent: threeAfter,
    alerts,
  };
};

/**
 * Every oligo of the later run that the previous run also had, in the later run's order; with
 * `alert` false (the runs' engines count differently) the figures are kept and no alert is raised.
 */
export const compareRuns = (
  previous: readonly RunOligoCounts[],
  latest: readonly RunOligoCounts[],
  thresholds: ChangeThresholds,
  { alert = true }: { alert?: boolean } = {},
): RunsCompared => {
  const before = new Map(previous.map((o) => [o.name, o.counts]));
  const oligos = latest.flatMap((o) => {
    const baseline = before.get(o.name);
    if (!baseline) return [];
    const change = compareOligo(o.name, baseline, o.counts, thresholds);
    return [alert ? change : { ...change, alerts: [] }];
  });
  return { oligos, crossed: oligos.some((o) => o.alerts.length > 0) };
};
