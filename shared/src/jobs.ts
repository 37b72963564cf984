import * as z from 'zod';
import type { Feature } from './features';
import type { Grant } from './grants';
import { jobFunctionEnvVar } from './job-function-env-var';
import { verdictThresholdsSchema } from './schemas/insights';
import { frequencySchema } from './schemas/report';
import { runComparisonSchema } from './schemas/run-comparison';
import { sampleWindowSchema } from './schemas/sample-window';
import { scheduleAlertInputSchema } from './schemas/schedule';
import { cladeStrandCheckSchema } from './schemas/strand-check';
import { tmConditionsSchema } from './schemas/tm-conditions';
import { reportNewCohortSchema, reportRefreshRequestSchema } from './workflows';

export { jobFunctionEnvVar };

/**
 * The single job table: work that runs in a Lambda of its own, listed once like the routes. The CDK
 * stack makes one Lambda per row and the local stack runs the same handler in its process. Each
 * row says its feature, and how it is invoked:
 * - 'event': background work off the request path (`startJob`, an asynchronous invocation). It is
 *   idempotent under repeated delivery and, when it needs longer than one invocation, checkpoints
 *   and continues in a fresh one (functions/src/lib/jobs).
 * - 'requestResponse': a feature's service another feature calls and waits for (`callJob`): how
 *   one feature asks another to do what only the other may (features never import each other,
 *   docs/decisions/0017-feature-slices.md). It answers `result`, or a domain error by its code.
 *
 * `handler` names a file under functions/src (without extension) whose `handler` export is made
 * by makeJobHandler(name, run).
 */

export const importJobPayloadSchema = z.object({ cacheID: z.string().min(1).max(200) });
export const reportJobPayloadSchema = z.object({ reportId: z.string().min(1).max(200) });
/**
 * What a scheduler hands the run-scheduled-report handler: the schedule, and the time this firing
 * was scheduled for (EventBridge fills `<aws.scheduler.scheduled-time>`; the local scheduler its
 * clock's due time). The handler claims each scheduled time once, so a repeated delivery starts nothing.
 */
export const scheduledRunPayloadSchema = z.object({
  scheduleId: z.string().min(1).max(200),
  scheduledTime: z.iso.datetime({ offset: true }),
});
export type ScheduledRunPayload = z.infer<typeof scheduledRunPayloadSchema>;
/** The job table row whose handler both schedulers fire (EventBridge's target, the local scheduler's call). */
export const SCHEDULED_RUN_JOB_NAME = 'scheduledRun';
/** A report export to write (POST /v1/report/{id}/export stored it as running). */
export const exportJobPayloadSchema = z.object({
  reportId: z.string().min(1).max(200),
  exportId: z.string().min(1).max(200),
});

const id = z.string().min(1).max(200);

/** An account's enrollment link (a new account) or reset link, mailed to its owner. */
export const sendPasswordLinkPayloadSchema = z.object({
  userId: id,
  purpose: z.enum(['enrollment', 'reset']),
});

/** What a report is asked to be made from (POST /v1/parasail, or a schedule's run). */
export const reportRequestSchema = z.object({
  title: z.string().min(1).max(500),
  /** The product's _id. */
  productId: id,
  cladeID: id,
  targetName: z.string().max(500),
  createdBy: id.optional(),
  /** The verdict rules' settings to freeze into the report (issue 23); absent: the defaults. */
  verdictThresholds: verdictThresholdsSchema.optional(),
  /** Issue 24: the Tm conditions to freeze into the provenance; absent: the defaults. */
  tmConditions: tmConditionsSchema.optional(),
  /** Issue 33: the sample window; absent: all samples. */
  window: sampleWindowSchema.optional(),
  /** Issue 33: when a rolling window counts back from (a scheduled run: its scheduled time); absent: the report's creation. */
  windowAt: z.iso.datetime({ offset: true }).optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** A new schedule, with the first run the request is making now (its report already stored, queued). */
export const createSchedulePayloadSchema = z.object({
  scheduleId: id,
  firstReportId: id,
  report: z.object({
    title: z.string().min(1).max(500),
    productId: id,
    productName: z.string().max(500),
    cladeID: id,
    targetName: z.string().max(500),
    /** Issue 24: the Tm conditions every run of the schedule freezes; absent: the defaults. */
    tmConditions: tmConditionsSchema.optional(),
    /** Issue 33: the window every run resolves at its own time; absent: all samples. */
    window: sampleWindowSchema.optional(),
  }),
  ownerId: id,
  frequency: frequencySchema,
  alert: scheduleAlertInputSchema.optional(),
  /** The verdict rules' settings every run of the schedule freezes (issue 23); absent: the defaults. */
  verdictThresholds: verdictThresholdsSchema.optional(),
});
export const createScheduleResultSchema = z.object({ nextRunDate: z.iso.datetime({ offset: true }) });

/**
 * What other features ask of reports, and reports answers (the reportsPort job): the reports
 * feature's port, so that no other feature reads the reports table
 * (docs/decisions/0029-feature-owned-tables.md). One called job, one question per `ask`, each
 * answer checked against its own schema by the asker (askPort, functions/src/lib/jobs).
 * Schedules ask about their runs' reports:
 * - 'startReport': a schedule's run asking for its report: freeze the product's active version,
 *   store it, start its run. `earlierReportIds` are the reports of the schedule's earlier runs,
 *   newest first: the newest complete one is the run's previous run, its new cohort counts from it.
 * - 'describeReports': the summaries of some reports (a schedule's runs list; the change alert).
 *   Reports gone are left out.
 * - 'runFigures': what a change alert compares: each oligo's figures of a run (and of its new
 *   cohort), and the newest complete report among `earlierReportIds`, with its figures.
 * - 'saveComparison': a run's comparison with the previous run, stored on its report once; the
 *   answer is the one stored (this one, or one another attempt stored first).
 * - 'claimAlertDelivery' / 'releaseAlertClaim': the change alert's mail to one address, claimed
 *   on the report before it is sent, given back when sending failed.
 * Oligos ask about the checks reports made of an oligo:
 * - 'strandChecksOfOligo': the oligo's latest strand check on each clade a report checked it on,
 *   with that report's current title (null once deleted), those that look reversed first.
 */
const startReportAsk = z.object({
  ask: z.literal('startReport'),
  reportId: id,
  scheduleId: id,
  request: reportRequestSchema,
  /**
   * Issue 32: refresh the clade first, if it follows NCBI and its last completed refresh finished
   * before this time (half the schedule's period ago: shared/src/schedules/refresh-age.ts).
   */
  refreshIfBefore: z.iso.datetime({ offset: true }).optional(),
  earlierReportIds: z.array(id).optional(),
});
/** A run report's summary, as the schedules feature sees it. */
export const runReportSummarySchema = z.object({
  _id: id,
  report_title: z.string(),
  creation_date: z.string(),
  status: z.enum(['running', 'complete', 'failed']),
  schedule_id: id.optional(),
  engine_version: z.string(),
  /** Issue 33: the run's new cohort, as its reduce counted it. */
  new_cohort: z
    .object({
      since: z.string(),
      samples: z.number().int().min(0).optional(),
      assessed: z.number().int().min(0).optional(),
    })
    .optional(),
  comparison: runComparisonSchema.optional(),
});
export type RunReportSummary = z.infer<typeof runReportSummarySchema>;
/** One oligo's figures a comparison reads (a run's mergeable counts, science/src/mismatch/mismatch-counts.ts). */
export const runOligoFiguresSchema = z.object({
  name: z.string(),
  samples: z.number().int().min(0),
  samplesWithMismatch: z.number().int().min(0),
  byIndex: z.array(z.number().int().min(0)),
});
export type RunOligoFigures = z.infer<typeof runOligoFiguresSchema>;
const runFiguresOf = z.object({
  window: z.array(runOligoFiguresSchema),
  cohort: z.array(runOligoFiguresSchema),
});
export const reportsPortPayloadSchema = z.discriminatedUnion('ask', [
  startReportAsk,
  z.object({ ask: z.literal('describeReports'), reportIds: z.array(id).max(100) }),
  z.object({ ask: z.literal('runFigures'), reportId: id, earlierReportIds: z.array(id) }),
  z.object({ ask: z.literal('saveComparison'), reportId: id, comparison: runComparisonSchema }),
  z.object({ ask: z.literal('claimAlertDelivery'), reportId: id, address: z.string().min(1).max(320) }),
  z.object({ ask: z.literal('releaseAlertClaim'), reportId: id, address: z.string().min(1).max(320) }),
  z.object({ ask: z.literal('strandChecksOfOligo'), oligoId: id }),
]);
export type ReportsPortAsk = z.infer<typeof reportsPortPayloadSchema>;
/** Each question's answer. */
export const reportsPortAnswers = {
  startReport: z.object({ reportId: id, sampleCount: z.number().int().min(0) }),
  describeReports: z.object({ reports: z.array(runReportSummarySchema) }),
  runFigures: z.object({
    figures: runFiguresOf,
    previous: z.object({ report: runReportSummarySchema, figures: runFiguresOf }).optional(),
  }),
  saveComparison: z.object({ comparison: runComparisonSchema.optional() }),
  claimAlertDelivery: z.object({ claimed: z.boolean() }),
  releaseAlertClaim: z.object({}),
  strandChecksOfOligo: z.object({ strandChecks: z.array(cladeStrandCheckSchema) }),
} as const satisfies Record<ReportsPortAsk['ask'], z.ZodType>;
export type ReportsPortAnswer<A extends ReportsPortAsk['ask']> = z.infer<(typeof reportsPortAnswers)[A]>;

/**
 * One segment of a clade for a report run: the members whose accession sorts from `first` to
 * `last`, both included, in the byClade index's key order. A run's plan cuts the clade into
 * segments of a few thousand samples.
 */
export const reportSegmentSchema = z.object({
  index: z.number().int().min(0),
  first: z.string().min(1).max(500),
  last: z.string().min(1).max(500),
  samples: z.number().int().min(1),
});
export type ReportSegment = z.infer<typeof reportSegmentSchema>;
/** What a Catch hands on: the error's name and its cause (text, often JSON). */
const stepErrorSchema = z.object({ Error: z.string().optional(), Cause: z.string().optional() });
export const reportRunStateSchema = z.object({
  reportId: id,
  scheduleId: id.optional(),
  /** The refresh asked for (a scheduled run of a clade: the Refresh state runs when it is set). */
  refresh: reportRefreshRequestSchema.optional(),
  /** The Refresh state's answer (the refresh job's result), or why it gave none. */
  refreshed: z.lazy(() => refreshResultSchema).optional(),
  refreshError: stepErrorSchema.optional(),
  newCohort: reportNewCohortSchema.optional(),
  segments: z.array(reportSegmentSchema).optional(),
});
export const reportSegmentPayloadSchema = z.object({ reportId: id, segment: reportSegmentSchema });
/** What Step Functions hands a Catch: the error's name and its cause (text, often JSON). */
export const reportFailPayloadSchema = z.object({
  reportId: id,
  error: stepErrorSchema.optional(),
});

/**
 * Issue 32: one refresh of a followed clade. Fired by its scheduler schedule (`scheduledTime` set:
 * the refresh is keyed by it, so a repeated delivery of one firing runs one refresh), started by
 * Refresh now (`refreshId` of the refresh it queued), or run for a report (`requestedBy`, the
 * report: it waits, and is never handed over to another invocation).
 */
export const refreshJobPayloadSchema = z.object({
  cladeID: id,
  refreshId: id.optional(),
  scheduledTime: z.iso.datetime({ offset: true }).optional(),
  requestedBy: id.optional(),
  /**
   * With `requestedBy`: refresh only when the clade's last completed refresh finished before this
   * time; otherwise answer that refresh (`reused`), so a report never waits on a fresh one.
   */
  ifRefreshedBefore: z.iso.datetime({ offset: true }).optional(),
});
export type RefreshJobPayload = z.infer<typeof refreshJobPayloadSchema>;
/** The job table row a followed clade's schedule fires (EventBridge's target, the local scheduler's call). */
export const REFRESH_JOB_NAME = 'refresh';
/**
 * What the refresh job answers a caller that waits (a report run's first state invokes its Lambda
 * and reads this): the refresh's id and time, its new and updated counts and the clade's sample
 * count after it; `followed` false (and no refresh) when the clade follows no query. A refresh that
 * failed answers its reason: the report runs on the data it has.
 */
export const refreshResultSchema = z.object({
  followed: z.boolean(),
  refreshId: id.optional(),
  status: z.enum(['done', 'failed']).optional(),
  finishedAt: z.string().optional(),
  new: z.number().int().min(0).optional(),
  updated: z.number().int().min(0).optional(),
  sampleCount: z.number().int().min(0),
  reason: z.string().optional(),
  /** The last completed refresh was recent enough (`ifRefreshedBefore`): it is the one answered. */
  reused: z.boolean().optional(),
  /** When the clade's data was last refreshed whole (the last completed refresh), absent if never. */
  lastRefreshedAt: z.string().optional(),
});
export type RefreshResult = z.infer<typeof refreshResultSchema>;

/** A followed clade's scheduler schedule: made or changed (every `everyDays`), or deleted (null). */
export const setRefreshSchedulePayloadSchema = z.object({
  cladeID: id,
  everyDays: z.number().int().min(1).max(365).nullable(),
});

export interface JobDef {
  readonly name: string;
  readonly feature: Feature;
  /**
   * 'event': started and not waited for; 'requestResponse': called, and its answer awaited;
   * 'task': a step of a workflow's state machine (shared/src/workflows.ts), which retries it.
   */
  readonly invocation: 'event' | 'requestResponse' | 'task';
  /** For a 'task': the workflow it is a step of. */
  readonly workflow?: 'reportRun';
  readonly handler: string;
  /** MB; Lambda gives a vCPU per 1,769 MB, and the report job sizes its worker pool by vCPUs. */
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  /** What the job's Lambda may touch (the same grant names as routes). */
  readonly grants: readonly Grant[];
  readonly description: string;
  /**
   * Worker-thread entry files the job starts (repo-relative, without '.ts'): the Lambda bundle
   * carries each as `<file name>.mjs` beside the handler, where the code looks for it.
   */
  readonly workers?: readonly string[];
}

export const jobs = {
  import: {
    name: 'import',
    feature: 'targets',
    invocation: 'event',
    handler: 'targets/jobs/run-import-job',
    memoryMb: 1024,
    timeoutSeconds: 15 * 60,
    grants: ['targets:write', 'imports:write', 'ncbi:query', 'jobs:import'],
    description: 'NCBI records into targets, in batches, resumable',
    payload: importJobPayloadSchema,
  },
  scheduledRun: {
    name: SCHEDULED_RUN_JOB_NAME,
    feature: 'schedules',
    invocation: 'event',
    handler: 'schedules/jobs/run-scheduled-report',
    memoryMb: 512,
    timeoutSeconds: 60,
    // Claims the run and asks the reports feature for its report (reportsPort); a schedule
    // whose product or clade is gone is marked broken and its scheduler schedule deleted (schedules:manage).
    grants: ['schedules:write', 'jobs:reportsPort', 'schedules:manage'],
    description: 'One firing of a recurring report: claims the scheduled time once and starts its report',
    payload: scheduledRunPayloadSchema,
  },
  refresh: {
    name: REFRESH_JOB_NAME,
    feature: 'targets',
    invocation: 'event',
    handler: 'targets/jobs/run-refresh-job',
    memoryMb: 1024,
    timeoutSeconds: 15 * 60,
    // The new and revised records of a followed clade's query, upserted as an import's are.
    grants: ['targets:write', 'ncbi:query', 'jobs:refresh'],
    description: "A followed clade's refresh: what NCBI published or revised since, in batches, resumable",
    payload: refreshJobPayloadSchema,
    // Answered to a caller that invokes its Lambda and waits (a report run); a started one answers nobody.
    result: refreshResultSchema,
  },
  setRefreshSchedule: {
    name: 'setRefreshSchedule',
    feature: 'schedules',
    invocation: 'requestResponse',
    handler: 'schedules/jobs/set-refresh-schedule',
    memoryMb: 512,
    timeoutSeconds: 30,
    grants: ['schedules:manage'],
    description: "A followed clade's scheduler schedule, made, changed or deleted (targets call it)",
    payload: setRefreshSchedulePayloadSchema,
    result: z.object({}),
  },
  export: {
    name: 'export',
    feature: 'reports',
    invocation: 'event',
    handler: 'reports/jobs/run-export-job',
    // One vCPU: exceljs and the CSV writer run on one thread; the rows stream through in pages.
    memoryMb: 1769,
    timeoutSeconds: 15 * 60,
    grants: ['reports:write', 'exports:write'],
    description:
      "Report export: a CSV or the XLSX workbook of a report's rows, statistics and variants, to S3",
    payload: exportJobPayloadSchema,
  },
  reportPlan: {
    name: 'reportPlan',
    feature: 'reports',
    invocation: 'task',
    workflow: 'reportRun',
    handler: 'reports/jobs/plan-report-run',
    // One vCPU: learning the anchors aligns a few dozen genomes; the clade's keys are read once.
    memoryMb: 1769,
    timeoutSeconds: 15 * 60,
    // The strand checks are filed under the oligo ids the freeze kept (no catalogue read).
    grants: ['targets:read', 'reports:write'],
    description:
      "A report run's plan: the anchors learned, the clade cut into segments, the oligos' strands checked",
    payload: reportRunStateSchema,
    result: reportRunStateSchema,
  },
  reportSegment: {
    name: 'reportSegment',
    feature: 'reports',
    invocation: 'task',
    workflow: 'reportRun',
    handler: 'reports/jobs/run-report-segment',
    // Two vCPUs for the worker pool: a segment of a few thousand genomes in well under a minute.
    memoryMb: 3538,
    timeoutSeconds: 15 * 60,
    grants: ['targets:read', 'reports:write'],
    description: "One segment of a report run's clade: aligned, its rows and partial counts written",
    workers: ['science/src/mismatch/pool/mismatch-worker'],
    payload: reportSegmentPayloadSchema,
    result: z.object({}),
  },
  reportReduce: {
    name: 'reportReduce',
    feature: 'reports',
    invocation: 'task',
    workflow: 'reportRun',
    handler: 'reports/jobs/reduce-report-run',
    memoryMb: 1769,
    timeoutSeconds: 15 * 60,
    grants: ['reports:write'],
    description: "A report run's segments merged into its statistics, insights and verdicts",
    payload: reportRunStateSchema,
    result: z.object({}),
  },
  reportFail: {
    name: 'reportFail',
    feature: 'reports',
    invocation: 'task',
    workflow: 'reportRun',
    handler: 'reports/jobs/fail-report-run',
    memoryMb: 512,
    timeoutSeconds: 60,
    grants: ['reports:write'],
    description: 'A report run that failed for good: the report says so, in words',
    payload: reportFailPayloadSchema,
    result: z.object({}),
  },
  changeAlert: {
    name: 'changeAlert',
    feature: 'schedules',
    invocation: 'task',
    workflow: 'reportRun',
    handler: 'schedules/jobs/alert-report-change',
    memoryMb: 512,
    timeoutSeconds: 60,
    // A scheduled run compared with the previous run on the schedule's thresholds, and the change
    // alert mailed to its owner and recipients; the runs' figures, the comparison and the mail's
    // claims are the reports feature's, asked through its port (reportsPort).
    grants: ['schedules:read', 'mail:send', 'jobs:reportsPort'],
    description: "A scheduled run's change against the previous run, and its alert mail",
    payload: reportRunStateSchema,
    result: z.object({}),
  },
  sendPasswordLink: {
    name: 'sendPasswordLink',
    feature: 'auth',
    invocation: 'requestResponse',
    handler: 'auth/jobs/send-password-link',
    memoryMb: 512,
    timeoutSeconds: 30,
    // Reads the account, stores the link (only its hash) and mails it.
    grants: ['accounts:read', 'auth:write', 'mail:send'],
    description: "An account's enrollment or reset link, stored and mailed (accounts call it)",
    payload: sendPasswordLinkPayloadSchema,
    result: z.object({}),
  },
  createSchedule: {
    name: 'createSchedule',
    feature: 'schedules',
    invocation: 'requestResponse',
    handler: 'schedules/jobs/create-schedule',
    memoryMb: 512,
    timeoutSeconds: 30,
    // Stores the schedule with its first run and creates its scheduler schedule; the owner's
    // e-mail (for change alerts) comes from the accounts table.
    grants: ['accounts:read', 'schedules:write', 'schedules:manage'],
    description:
      'A new recurring report: the schedule, its first run, its scheduler schedule (reports call it)',
    payload: createSchedulePayloadSchema,
    result: createScheduleResultSchema,
  },
  reportsPort: {
    name: 'reportsPort',
    feature: 'reports',
    invocation: 'requestResponse',
    handler: 'reports/jobs/answer-reports-port',
    memoryMb: 512,
    timeoutSeconds: 30,
    // Freezes the product's active version (catalogue, clade count) into a new report and starts
    // its run (the reportRun state machine); reads and writes what other features ask of reports.
    grants: ['catalog:read', 'targets:read', 'reports:write', 'workflows:reportRun'],
    description:
      "What other features ask of reports: a scheduled run's report made and started, summaries, figures, the comparison, the alert's claims, an oligo's strand checks",
    payload: reportsPortPayloadSchema,
    // Each question's answer has its own schema, which the asker checks (askPort).
    result: z.unknown(),
    answers: reportsPortAnswers,
  },
} as const satisfies Record<
  string,
  JobDef & { payload: z.ZodType; result?: z.ZodType; answers?: Record<string, z.ZodType> }
>;

export type JobName = keyof typeof jobs;
export type JobPayload<N extends JobName> = z.infer<(typeof jobs)[N]['payload']>;
export const jobNames = Object.keys(jobs) as JobName[];

/** The jobs another function calls and waits for. */
export type CalledJobName = {
  [N in JobName]: (typeof jobs)[N]['invocation'] extends 'requestResponse' ? N : never;
}[JobName];
export type JobResult<N extends CalledJobName> = z.infer<(typeof jobs)[N]['result']>;
/**
 * The called jobs that are a feature's port (0029): the payload is one question, told apart by its
 * `ask`, and each question's answer has its own schema (the row's `answers`).
 */
export type PortJobName = {
  [N in CalledJobName]: (typeof jobs)[N] extends { answers: object } ? N : never;
}[CalledJobName];
export type PortQuestion<N extends PortJobName> = JobPayload<N>;
export type PortAnswer<N extends PortJobName, A extends PortQuestion<N>['ask']> = z.infer<
  (typeof jobs)[N]['answers'][A]
>;
