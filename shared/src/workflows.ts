import * as z from 'zod';
import type { Feature } from './features';

/**
 * Workflows: work that fans out over many Lambdas, run as a Step Functions state machine defined
 * in the CDK stack (infra/src/aws/report-run.ts) and, locally, that very definition run by
 * aws-local-stepfunctions. Each of its steps is a row of the job table (invocation 'task').
 * `startWorkflow` starts an execution by name (the report's id: a second start of the same report
 * finds it running and starts nothing), `describeWorkflow` says what the execution says.
 */
const id = z.string().min(1).max(200);

/** Issue 32: what a scheduled run's first state asks of the clade's refresh (the refresh job's payload). */
export const reportRefreshRequestSchema = z.object({
  cladeID: id,
  requestedBy: id,
  ifRefreshedBefore: z.iso.datetime({ offset: true }),
});

/**
 * Issue 33, item 3: where a scheduled run's new cohort starts, found when the run's report is made
 * (the newest complete report among the schedule's earlier runs, and its plan time); the plan
 * freezes it into the provenance.
 */
export const reportNewCohortSchema = z.object({ previous_report_id: id, since: z.string().min(1).max(100) });

/**
 * One report run: refresh a scheduled run's clade first (when `refresh` is set), plan the segments,
 * align each (a Distributed Map), reduce, alert a schedule.
 */
export const reportRunInputSchema = z.object({
  reportId: id,
  scheduleId: id.optional(),
  refresh: reportRefreshRequestSchema.optional(),
  newCohort: reportNewCohortSchema.optional(),
});
export type ReportRunInput = z.infer<typeof reportRunInputSchema>;

export interface WorkflowDef {
  readonly name: string;
  readonly feature: Feature;
  readonly description: string;
}

export const workflows = {
  reportRun: {
    name: 'reportRun',
    feature: 'reports',
    description: 'One mismatch report: planned into segments of the clade, aligned in parallel, reduced',
    input: reportRunInputSchema,
  },
} as const satisfies Record<string, WorkflowDef & { input: z.ZodType }>;

export type WorkflowName = keyof typeof workflows;
export type WorkflowInput<N extends WorkflowName> = z.infer<(typeof workflows)[N]['input']>;

/** What an execution says of itself (Step Functions' statuses, and 'unknown' for none). */
export type WorkflowStatus =
  | 'RUNNING'
  | 'SUCCEEDED'
  | 'FAILED'
  | 'TIMED_OUT'
  | 'ABORTED'
  | 'PENDING_REDRIVE'
  | 'unknown';

/** The variable carrying a workflow's state machine ARN into the functions that start or read it. */
export const workflowEnvVar = (name: WorkflowName): string =>
  `${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_STATE_MACHINE_ARN`;
