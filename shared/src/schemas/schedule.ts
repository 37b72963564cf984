import * as z from 'zod';
import { NAME_MAX_LENGTH } from '../constants';
import { reportsApiMessages } from '../messages/reports';
import { schedulesApiMessages } from '../messages/schedules';
import { scheduleFrequencySchema } from '../schedules/frequency';
import { verdictThresholdsSchema } from './insights';
import { generateReportRequestSchema, generateReportResponseSchema, scheduledReportSchema } from './report';
import { sampleWindowInputSchema, sampleWindowSchema } from './sample-window';
import { tmConditionsSchema } from './tm-conditions';
import { verdictThresholdsInputSchema } from './verdict-thresholds-input';

/**
 * Recurring reports (issue 13): what a schedule keeps beyond SPEC section 3's scheduled report,
 * its past runs, and the change alert that compares a run with the previous one.
 */

/** When a run worsens an oligo past these, the owner and recipients get a mail. */
export const changeThresholdsSchema = z.object({
  /** Percentage points more samples with a mismatch than the previous run. */
  mismatch_share_points: z.number().min(0).max(100),
  /** A new mismatch within the last `three_prime_bases` bases (as written) in at least this share of samples. */
  three_prime_percent: z.number().min(0).max(100),
  three_prime_bases: z.number().int().min(1).max(10),
  /**
   * Issue 33: the alert is judged on the run's new cohort when it holds at least this many assessed
   * samples, on the window otherwise; absent (settings stored before): the default, 20.
   */
  new_cohort_min_assessed: z.number().int().min(1).max(1_000_000).optional(),
});
export type ChangeThresholds = z.infer<typeof changeThresholdsSchema>;

export const scheduleAlertSettingsSchema = z.object({
  thresholds: changeThresholdsSchema,
  /** Extra recipients besides the schedule's owner. */
  recipients: z.array(z.email()).max(20),
});
export type ScheduleAlertSettings = z.infer<typeof scheduleAlertSettingsSchema>;

export const scheduleStatusSchema = z.enum(['active', 'broken']);

/** A scheduled report as the API returns it: SPEC's fields plus ours. */
export const scheduleDetailSchema = scheduledReportSchema.extend({
  status: scheduleStatusSchema,
  /** Set when broken: why, in words (its product or clade is gone). */
  broken_reason: z.string().optional(),
  alert: scheduleAlertSettingsSchema,
  owner_email: z.string(),
  /** The verdict rules' settings each run freezes into its report (issue 23): the defaults unless set. */
  verdict_thresholds: verdictThresholdsSchema,
  /** Issue 24: the Tm conditions of its runs' reports; absent: the defaults. */
  tm_conditions: tmConditionsSchema.optional(),
  /** Issue 33: the sample window its runs read (a rolling one moves with each run); absent: all samples. */
  window: sampleWindowSchema.optional(),
});
export type ScheduleDetail = z.infer<typeof scheduleDetailSchema>;

/** One past run of a schedule. */
export const scheduleRunSchema = z.object({
  /** The scheduled time this run claimed (ISO). */
  scheduled_for: z.string(),
  report_id: z.string(),
  report_title: z.string(),
  creation_date: z.string(),
});
export type ScheduleRun = z.infer<typeof scheduleRunSchema>;

/** GET /v1/report/upcoming/{id}/runs, newest first. */
export const scheduleRunsResponseSchema = z.object({ runs: z.array(scheduleRunSchema) });

/**
 * The alert settings a request may send (POST /v1/parasail with a frequency, PUT
 * /v1/report/upcoming/{id}): either part may be left out, and keeps its current value (or ours).
 */
export const scheduleAlertInputSchema = z.object({
  thresholds: changeThresholdsSchema.optional(),
  recipients: z
    .array(z.email(schedulesApiMessages.recipientInvalid), schedulesApiMessages.recipientsInvalid)
    .max(20, schedulesApiMessages.tooManyRecipients(20))
    .optional(),
});
export type ScheduleAlertInput = z.infer<typeof scheduleAlertInputSchema>;

/**
 * PUT /v1/report/upcoming/{id}: SPEC's payload plus our optional `alert`. Product and clade are
 * locked (a different one is refused); the run dates and frequencyString are the server's to work
 * out, so what the client sends for them is not used.
 */
export const updateScheduleRequestSchema = z.object({
  report_title: z
    .string(reportsApiMessages.titleRequired)
    .trim()
    .min(1, reportsApiMessages.titleRequired)
    .max(NAME_MAX_LENGTH, reportsApiMessages.titleTooLong)
    .optional(),
  frequency: scheduleFrequencySchema.optional(),
  frequencyString: z.unknown().optional(),
  last_run_date: z.unknown().optional(),
  next_run_date: z.unknown().optional(),
  product_id: z.string().optional(),
  product_name: z.unknown().optional(),
  clade_id: z.union([z.string(), z.number()]).optional(),
  target_name: z.unknown().optional(),
  alert: scheduleAlertInputSchema.optional(),
  /** Ours (issue 23): the verdict rules' settings for the schedule's future runs. */
  verdict_thresholds: verdictThresholdsInputSchema.optional(),
  /** Issue 24: the Tm conditions of the runs to come (every field). */
  tm_conditions: tmConditionsSchema.optional(),
  /** Issue 33: the sample window of the runs to come. */
  window: sampleWindowInputSchema.optional(),
});
export type UpdateScheduleRequest = z.infer<typeof updateScheduleRequestSchema>;

/** Path parameter of /v1/report/upcoming/{id} routes: an over-long id is simply unknown (404). */
export const scheduleIdParamsSchema = z.object({ id: z.string().min(1) });

/**
 * POST /v1/parasail as the server reads it: without a frequency (absent or null) a one-off report,
 * as before; with one, a valid frequency (a clear 400 otherwise) that schedules the report, plus
 * optional alert settings (ours by default).
 */
export const generateOrScheduleRequestSchema = generateReportRequestSchema.extend({
  frequency: scheduleFrequencySchema.nullish(),
  alert: scheduleAlertInputSchema.optional(),
});
export type GenerateOrScheduleRequest = z.infer<typeof generateOrScheduleRequestSchema>;

/** GET /v1/report/upcoming as the screens read it: SPEC's scheduled reports with our fields. */
export const upcomingSchedulesResponseSchema = z.object({ scheduled_reports: z.array(scheduleDetailSchema) });

/**
 * POST /v1/parasail with a frequency: the first run's report, and the schedule it created with
 * its next run (both optional to read, so a one-off report's answer parses the same way).
 */
export const generateOrScheduleResponseSchema = generateReportResponseSchema.extend({
  schedule_id: z.string().optional(),
  next_run_date: z.string().optional(),
});
