import { z } from 'zod';
import { FREQUENCY_UNITS } from '../constants';

export const frequencyUnitSchema = z.enum(FREQUENCY_UNITS);
export type FrequencyUnit = z.infer<typeof frequencyUnitSchema>;

export const frequencySchema = z.object({
  time_steps: z.number().int().positive(),
  units: frequencyUnitSchema,
});
export type Frequency = z.infer<typeof frequencySchema>;

export const mismatchSchema = z.object({
  oligoName: z.string(),
  oligoSequence: z.string(),
  targetSequence: z.string(),
  mismatchLines: z.string(),
  start_index: z.number().int(),
  end_index: z.number().int(),
  mismatchCount: z.number().int().min(0),
  targetLocation: z.string(),
  targetCollectionDate: z.string(),
  targetAccessionID: z.string(),
});
export type Mismatch = z.infer<typeof mismatchSchema>;

export const indexStatSchema = z.object({
  count: z.number().int().min(0),
  percent: z.number().min(0).max(100),
  base: z.string(),
});

export const oligoStatsSchema = z.object({
  total: z.number().int().min(0),
  total_percent: z.number().min(0).max(100),
  byIndex: z.array(indexStatSchema),
});
/** Keyed by oligo name. */
export const mismatchStatsSchema = z.record(z.string(), oligoStatsSchema);
export type MismatchStats = z.infer<typeof mismatchStatsSchema>;

export const reportSchema = z.object({
  _id: z.string(),
  report_title: z.string(),
  creation_date: z.string(),
  target_name: z.string(),
  product_name: z.string(),
  mismatch_total: z.number().int().min(0),
  mismatches: z.array(mismatchSchema),
  mismatchStats: mismatchStatsSchema,
});
export type Report = z.infer<typeof reportSchema>;

export const scheduledReportSchema = z.object({
  _id: z.string(),
  report_title: z.string(),
  next_run_date: z.string(),
  last_run_date: z.string().nullable(),
  target_name: z.string(),
  product_name: z.string(),
  product_id: z.string(),
  clade_id: z.union([z.string(), z.number()]),
  frequency: frequencySchema,
  frequencyString: z.string(),
});
export type ScheduledReport = z.infer<typeof scheduledReportSchema>;

export const reportCardSchema = z.object({
  cardTitle: z.string(),
  cardType: z.enum(['report', 'schedule']),
  targetName: z.string(),
  targetNameFmtd: z.string(),
  reportId: z.string(),
  reportAge: z.string(),
  reagentName: z.string(),
  mismatchCount: z.number().int().min(0),
});
export type ReportCard = z.infer<typeof reportCardSchema>;

/** The report form's frequency controls: time steps is free text. */
export const frequencyFormSchema = z.object({
  showFrequency: z.boolean(),
  timeSteps: z.string(),
  units: frequencyUnitSchema,
});
export type FrequencyForm = z.infer<typeof frequencyFormSchema>;

export const generateReportRequestSchema = z.object({
  report_title: z.string().trim().min(1),
  clade_id: z.union([z.string(), z.number()]),
  target_name: z.string().min(1),
  product: z.string().min(1),
  frequency: frequencySchema.optional(),
});

/** A report in a listing: what a card or a table row shows, without the heavy mismatch data. */
export const reportSummarySchema = reportSchema.pick({
  _id: true,
  report_title: true,
  creation_date: true,
  target_name: true,
  product_name: true,
  mismatch_total: true,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GET /v1/report/recent */
export const recentReportsResponseSchema = z.object({ recent_reports: z.array(reportSummarySchema) });
/** GET /v1/report/all */
export const allReportsResponseSchema = z.object({ reports: z.array(reportSummarySchema) });
/** GET /v1/report/upcoming */
export const upcomingReportsResponseSchema = z.object({ scheduled_reports: z.array(scheduledReportSchema) });
/** GET /v1/report/{id} */
export const reportResponseSchema = z.object({ report: reportSchema });
