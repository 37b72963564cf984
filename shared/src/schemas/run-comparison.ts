import * as z from 'zod';

/** The change alert of recurring reports (issue 13): a scheduled run compared with the previous one. */

/** One oligo's change between a scheduled run and the previous run of the same schedule. */
export const oligoChangeSchema = z.object({
  oligo: z.string(),
  before_percent: z.number().min(0).max(100),
  after_percent: z.number().min(0).max(100),
  /** after - before, in percentage points. */
  delta_points: z.number(),
  /** Share of samples with a mismatch in the 3' end now, and before. */
  three_prime_before_percent: z.number().min(0).max(100),
  three_prime_after_percent: z.number().min(0).max(100),
  /** Why this oligo crossed a threshold, in words; empty when it did not. */
  alerts: z.array(z.string()),
});
export type OligoChange = z.infer<typeof oligoChangeSchema>;

/** Stored on a scheduled run's report when it completes; shown on the report view. */
export const runComparisonSchema = z.object({
  schedule_id: z.string(),
  previous_report_id: z.string(),
  previous_creation_date: z.string(),
  oligos: z.array(oligoChangeSchema),
  /** True when a mail went out for this run. */
  alerted: z.boolean(),
  /**
   * Set when the two runs were scored by engines that count differently (issue 22): the figures
   * are shown, and no alert is raised.
   */
  engine_change: z.object({ before: z.string(), after: z.string() }).optional(),
  /**
   * Issue 33, item 3: the run's new cohort (samples that joined the clade since the previous run's
   * plan), each oligo's share among them (`after_percent`) against its share in the previous run
   * (`before_percent`), and what the alert was judged on: the cohort when it held at least
   * `min_assessed` assessed samples, the window (`oligos`) otherwise. Only the judged set carries
   * alerts.
   */
  new_cohort: z
    .object({
      since: z.string(),
      samples: z.number().int().min(0),
      assessed: z.number().int().min(0),
      min_assessed: z.number().int().min(1),
      judged_on: z.enum(['new_cohort', 'window']),
      oligos: z.array(oligoChangeSchema),
    })
    .optional(),
});
export type RunComparison = z.infer<typeof runComparisonSchema>;
