import * as z from 'zod';
import { FREQUENCY_UNITS, NAME_MAX_LENGTH } from '../constants';
import { reportsApiMessages } from '../messages/reports';
import { oligoRoleSchema, reportInsightsSchema, verdictThresholdsSchema } from './insights';
import { assayRoleSchema } from './oligo';
import { productAssaySchema } from './product';
import { runComparisonSchema } from './run-comparison';
import { frozenWindowSchema, sampleWindowInputSchema, sampleWindowSchema } from './sample-window';
import { tmConditionsSchema } from './tm-conditions';
import { verdictThresholdsInputSchema } from './verdict-thresholds-input';

/** An oligo's anchor (science/src/mismatch/anchors.ts): its flanks in one genome of the clade. */
export const oligoAnchorSchema = z.union([
  z.object({
    name: z.string(),
    left: z.string(),
    right: z.string(),
    source: z.string(),
    start: z.number().int().min(0),
  }),
  z.object({ name: z.string(), none: z.literal(true) }),
]);

export const mismatchAnchorsSchema = z.object({
  version: z.literal(1),
  source: z.enum(['reference', 'clade']),
  genomes: z.number().int().min(0),
  oligos: z.array(oligoAnchorSchema),
});

export const outcomeRulesSchema = z.object({
  undetermined_percent: z.number().min(0).max(100),
  three_prime_bases: z.number().int().min(0),
});

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
  /** Real mismatches: substitutions and gap columns; undetermined sample bases are not among them. */
  mismatchCount: z.number().int().min(0),
  targetLocation: z.string(),
  targetCollectionDate: z.string(),
  targetAccessionID: z.string(),
  /** Undetermined columns ('?' in mismatchLines: N, or an ambiguity code the oligo partly allows); engine 2 on. */
  undeterminedCount: z.number().int().min(0).optional(),
  /** True when the oligo binds the minus strand: oligoSequence shows its reverse complement; engine 2 on. */
  reverseComplement: z.boolean().optional(),
});
export type Mismatch = z.infer<typeof mismatchSchema>;

/** One position of the oligo as written: samples with a real mismatch there, of the scored samples. */
export const indexStatSchema = z.object({
  count: z.number().int().min(0),
  percent: z.number().min(0).max(100),
  base: z.string(),
  /** Scored samples with an undetermined base there, apart from `count` (engine 2 on). */
  undetermined: z.number().int().min(0).optional(),
});

/**
 * One oligo's statistics over its scored samples (DESIGN.md 7): real mismatches only. The fields
 * marked engine 2 are absent on older reports.
 */
export const oligoStatsSchema = z.object({
  total: z.number().int().min(0),
  total_percent: z.number().min(0).max(100),
  byIndex: z.array(indexStatSchema),
  /** Scored samples: the denominator of every percentage here (engine 2 on). */
  samples: z.number().int().min(0).optional(),
  /** Undetermined columns over the scored samples (engine 2 on). */
  undetermined_total: z.number().int().min(0).optional(),
  /** Samples left out: too undetermined to judge, and without the oligo's site (engine 2 on). */
  not_assessable: z.number().int().min(0).optional(),
  not_covered: z.number().int().min(0).optional(),
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
  report_title: z
    .string(reportsApiMessages.titleRequired)
    .trim()
    .min(1, reportsApiMessages.titleRequired)
    .max(NAME_MAX_LENGTH, reportsApiMessages.titleTooLong),
  clade_id: z.union([z.string().max(200), z.number()]),
  target_name: z.string().min(1).max(NAME_MAX_LENGTH, reportsApiMessages.targetNameTooLong),
  /** The product's _id. */
  product: z
    .string(reportsApiMessages.productNotFound)
    .min(1, reportsApiMessages.productNotFound)
    .max(200, reportsApiMessages.productNotFound),
  /**
   * Recurring reports: the server reads this body with `generateOrScheduleRequestSchema`
   * (schemas/schedule.ts), which checks the frequency when one is given and schedules the report.
   */
  frequency: z.unknown().optional(),
  /**
   * Ours (issue 23): the verdict rules' settings for this report (and a schedule's every run),
   * frozen into its provenance. Absent: the defaults (docs/decisions/0015-assay-verdicts.md).
   */
  verdict_thresholds: verdictThresholdsInputSchema.optional(),
  /**
   * Issue 24: the reaction conditions of the report's Tm values (every field; the form sends the
   * defaults unless a person changed them). Absent: DEFAULT_TM_CONDITIONS, frozen into provenance.
   */
  tm_conditions: tmConditionsSchema.optional(),
  /**
   * Issue 33: which samples of the clade the report reads; absent: all of them. Anything invalid
   * is a 400 in our words (reportsWindowMessages).
   */
  window: sampleWindowInputSchema.optional(),
});

/** A report is stored as running, then ends complete or failed; a failed one never looks complete. */
export const reportStatusSchema = z.enum(['running', 'complete', 'failed']);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** Samples aligned so far out of the clade's samples at generation time. */
export const reportProgressSchema = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type ReportProgress = z.infer<typeof reportProgressSchema>;

/** What a report was made from, frozen when it was generated (it never follows later edits). */
export const reportProvenanceSchema = z.object({
  product_id: z.string(),
  /** 1-based, as people see versions. */
  product_version: z.number().int().min(1),
  oligos: z.array(
    z.object({
      name: z.string(),
      sequence: z.string(),
      dna_strand_positive: z.boolean(),
      /**
       * The engine's role (the 3' rule): the catalogue's role at generation since issue 23, forward
       * and reverse primers both 'primer'; on reports of issue 14 to 22 inferred from the name;
       * absent on older reports.
       */
      role: oligoRoleSchema.optional(),
      /**
       * The catalogue's role as written, forward, reverse or probe (issue 23); absent on older reports.
       * Null: unknown at generation (issue 34): judged by the primer rules, a forward primer in its
       * assays (as an older report's oligo whose name tells nothing), and named in the verdicts'
       * reasons as "role not confirmed".
       */
      assay_role: assayRoleSchema.nullable().optional(),
      /** True when that role was still the name's guess (or unknown), unconfirmed, at generation (issue 23). */
      role_inferred: z.boolean().optional(),
    }),
  ),
  /**
   * The product version's assays at generation, each naming its oligos by name (issue 23). Absent
   * on older reports: one assay of every oligo.
   */
  assays: z.array(productAssaySchema).optional(),
  clade_id: z.string(),
  sample_count: z.number().int().min(0),
  engine_version: z.string(),
  /** The verdict rules' settings at generation (issue 14); absent on older reports. */
  verdict_thresholds: verdictThresholdsSchema.optional(),
  /** Where each oligo's homologous site is (learnAnchors at planning; engine 2 on, issue 22). */
  anchors: mismatchAnchorsSchema.optional(),
  /** When a site is scored, not assessable or not covered (engine 2 on, issue 22). */
  outcome_rules: outcomeRulesSchema.optional(),
  /**
   * Each oligo tried in the other orientation on the clade's first genomes at planning (issue 23;
   * science/src/assays/try-strands.ts): `looks_reversed` when that orientation has at least 3 fewer
   * real mismatches in most of them. Only those oligos are kept (an empty list: every oligo was
   * checked and none looks reversed), so a tiling scheme's summary stays one item. Absent on older
   * reports.
   */
  strand_checks: z
    .array(
      z.object({
        name: z.string(),
        looks_reversed: z.boolean(),
        favouring_other: z.number().int().min(0),
        checked: z.number().int().min(0),
      }),
    )
    .optional(),
  /** The reaction conditions of every Tm (issue 24), set beside the verdict thresholds; absent: the defaults. */
  tm_conditions: tmConditionsSchema.optional(),
  /** The Step Functions execution that made it (its ARN; `local:...` locally); issue 25 on. */
  execution: z.string().optional(),
  /** Issue 33: the sample window asked for (a schedule's rolling one as stored); absent: all samples. */
  sample_window: sampleWindowSchema.optional(),
  /** Issue 33: when a rolling window counts back from (a scheduled run's time); absent: the creation date. */
  window_at: z.string().optional(),
  /** Issue 33: the window as the plan froze it (its days and what it found); absent: all samples. */
  window: frozenWindowSchema.optional(),
  /** Issue 33, item 3: when the run's plan was made (a retried plan keeps the first one's). */
  planned_at: z.string().optional(),
  /**
   * Issue 33, item 3: a scheduled run's new cohort: the samples that joined the clade after the
   * previous complete run's plan (`since`, that run's `planned_at`), set by the plan; how many the
   * run read and assessed, set when it completes. Absent: a first run, or no previous run with a
   * plan time.
   */
  new_cohort: z
    .object({
      previous_report_id: z.string(),
      since: z.string(),
      samples: z.number().int().min(0).optional(),
      assessed: z.number().int().min(0).optional(),
    })
    .optional(),
  /**
   * Issue 32: the refresh of the clade a scheduled run used, when its clade follows NCBI: the one
   * it ran first, or the recent one it relied on (`reused`); or, when the refresh failed, why, and
   * when the data was last refreshed whole.
   */
  refresh: z
    .object({
      status: z.enum(['done', 'failed']),
      refresh_id: z.string().optional(),
      finished_at: z.string().optional(),
      new: z.number().int().min(0).optional(),
      updated: z.number().int().min(0).optional(),
      sample_count: z.number().int().min(0).optional(),
      reused: z.boolean().optional(),
      last_refreshed_at: z.string().optional(),
      reason: z.string().optional(),
    })
    .optional(),
});
export type ReportProvenance = z.infer<typeof reportProvenanceSchema>;

/** A report in a listing: what a card or a table row shows, without the heavy mismatch data. */
export const reportSummarySchema = reportSchema
  .pick({
    _id: true,
    report_title: true,
    creation_date: true,
    target_name: true,
    product_name: true,
    mismatch_total: true,
  })
  .extend({
    status: reportStatusSchema,
    progress: reportProgressSchema,
    /** Set when status is failed: a reason a person can read. */
    failure_reason: z.string().optional(),
  });
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/**
 * GET /v1/report/{id}: the summary, statistics and provenance, and the rows. With at most
 * REPORT_ALL_ROWS_LIMIT rows in all, `mismatches` holds every row; otherwise the first page of each
 * oligo, and the rest come from GET /v1/report/{id}/mismatches. `mismatchRowCounts` gives each
 * oligo's row count either way (keyed by oligo name, like mismatchStats).
 */
export const reportDetailSchema = reportSchema.merge(reportSummarySchema).extend({
  provenance: reportProvenanceSchema,
  mismatchRowCounts: z.record(z.string(), z.number().int().min(0)),
  /** True when `mismatches` holds every row of the report. */
  allRowsIncluded: z.boolean(),
  /** Verdicts, variants, undetermined calls and trends; absent on reports that were not generated here (POST /v1/report). */
  insights: reportInsightsSchema.optional(),
  /** On a scheduled run: the change against the previous run of the same schedule. */
  comparison: runComparisonSchema.optional(),
  /** On a scheduled run: its schedule. */
  schedule_id: z.string().optional(),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** Sortable and filterable columns of a mismatch table (server-side paging). */
export const MISMATCH_SORT_FIELDS = [
  'mismatchCount',
  'targetLocation',
  'targetCollectionDate',
  'targetAccessionID',
] as const;
export const MISMATCH_PAGE_MAX = 100;

/**
 * GET /v1/report/{id}/mismatches query: one oligo's rows, paged. Filters: `location` and
 * `accession` starts-with (case-insensitive), `date` starts-with, `mismatches` equals.
 */
export const mismatchPageQuerySchema = z.object({
  oligo: z
    .string(reportsApiMessages.mismatchOligoRequired)
    .min(1, reportsApiMessages.mismatchOligoRequired)
    .max(200),
  limit: z.coerce.number().int().min(1).max(MISMATCH_PAGE_MAX).default(5),
  cursor: z.string().max(2000).optional(),
  sort: z.enum(MISMATCH_SORT_FIELDS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  location: z.string().max(200).optional(),
  accession: z.string().max(200).optional(),
  date: z.string().max(40).optional(),
  mismatches: z.coerce.number().int().min(0).optional(),
});
export type MismatchPageQuery = z.infer<typeof mismatchPageQuerySchema>;

/** GET /v1/report/{id}/mismatches */
export const mismatchPageResponseSchema = z.object({
  mismatches: z.array(mismatchSchema),
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});

/** POST /v1/parasail answer: the report is stored as running and generated in the background. */
export const generateReportResponseSchema = z.object({ message: z.string(), reportId: z.string() });

/** PUT /v1/report/{id}: only the title of a report may change. */
export const updateReportRequestSchema = z.object({
  report_title: z
    .string(reportsApiMessages.titleRequired)
    .trim()
    .min(1, reportsApiMessages.titleRequired)
    .max(NAME_MAX_LENGTH, reportsApiMessages.titleTooLong),
});

/**
 * POST /v1/report: a complete report object (SPEC section 3's Report, its _id and creation_date set
 * by the server, any sent are ignored) with its provenance, which every stored report keeps.
 */
export const createReportRequestSchema = reportSchema.omit({ _id: true, creation_date: true }).extend({
  report_title: updateReportRequestSchema.shape.report_title,
  target_name: z.string().max(NAME_MAX_LENGTH, reportsApiMessages.targetNameTooLong),
  product_name: z.string().max(NAME_MAX_LENGTH),
  provenance: reportProvenanceSchema,
});
export type CreateReportRequest = z.infer<typeof createReportRequestSchema>;

/** GET /v1/report/recent */
export const recentReportsResponseSchema = z.object({ recent_reports: z.array(reportSummarySchema) });
/** GET /v1/report/all */
export const allReportsResponseSchema = z.object({ reports: z.array(reportSummarySchema) });
/** GET /v1/report/upcoming */
export const upcomingReportsResponseSchema = z.object({ scheduled_reports: z.array(scheduledReportSchema) });
/** POST /v1/report answer, and PUT and DELETE /v1/report/{id} (without reportId). */
export const reportMessageResponseSchema = z.object({ message: z.string(), reportId: z.string().optional() });
/** Path parameter of /v1/report/{id} routes: an over-long id is simply unknown (404). */
export const reportIdParamsSchema = z.object({ id: z.string().min(1) });
/** GET /v1/report/{id} */
export const reportResponseSchema = z.object({ report: reportDetailSchema });
