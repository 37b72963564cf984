import { z } from 'zod';
import type { Grant } from './routes';

/**
 * The single job table: background work that never runs on the request path, listed once like the
 * routes. The CDK stack makes one Lambda per row (invoked asynchronously) and the local stack runs
 * the same handler off the request path; `startJob` finds a job's function by its name here.
 *
 * `handler` names a file under functions/src (without extension) that exports `handler(payload,
 * context?)`. A job is idempotent under repeated delivery and, when it needs longer than one
 * invocation, checkpoints and continues in a fresh one (functions/src/lib/jobs).
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

export interface JobDef {
  readonly name: string;
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
    handler: 'targets/jobs/run-import-job',
    memoryMb: 1024,
    timeoutSeconds: 15 * 60,
    grants: ['targets:write', 'imports:write', 'ncbi:query', 'jobs:import'],
    description: 'NCBI records into targets, in batches, resumable',
    payload: importJobPayloadSchema,
  },
  report: {
    name: 'report',
    handler: 'reports/jobs/run-report-job',
    // Two vCPUs for the worker pool.
    memoryMb: 3538,
    timeoutSeconds: 15 * 60,
    // No catalogue: POST /v1/parasail freezes the product's oligos into the report's provenance.
    // A scheduled run's report, once complete, is compared with the previous run (schedules) and
    // may mail a change alert.
    grants: ['targets:read', 'reports:write', 'jobs:report', 'schedules:read', 'mail:send'],
    description: 'Mismatch report: every oligo of a product against every sample of a clade',
    // The mismatch pool (shared/src/mismatch/pool) starts this file in each worker thread.
    workers: ['shared/src/mismatch/pool/mismatch-worker'],
    payload: reportJobPayloadSchema,
  },
  scheduledRun: {
    name: SCHEDULED_RUN_JOB_NAME,
    handler: 'schedules/jobs/run-scheduled-report',
    memoryMb: 512,
    timeoutSeconds: 60,
    // Claims the run, freezes the product's active version into a new report (catalogue, clade
    // count) and starts the report job; a schedule whose product or clade is gone is marked broken
    // and its scheduler schedule deleted (schedules:manage).
    grants: [
      'schedules:write',
      'reports:write',
      'catalog:read',
      'targets:read',
      'jobs:report',
      'schedules:manage',
    ],
    description: 'One firing of a recurring report: claims the scheduled time once and starts its report',
    payload: scheduledRunPayloadSchema,
  },
  export: {
    name: 'export',
    handler: 'reports/jobs/run-export-job',
    // One vCPU: exceljs and the CSV writer run on one thread; the rows stream through in pages.
    memoryMb: 1769,
    timeoutSeconds: 15 * 60,
    grants: ['reports:write', 'exports:write'],
    description:
      "Report export: a CSV or the XLSX workbook of a report's rows, statistics and variants, to S3",
    payload: exportJobPayloadSchema,
  },
} as const satisfies Record<string, JobDef & { payload: z.ZodType }>;

export type JobName = keyof typeof jobs;
export type JobPayload<N extends JobName> = z.infer<(typeof jobs)[N]['payload']>;
export const jobNames = Object.keys(jobs) as JobName[];

/** The environment variable that carries a job's function name into the Lambdas that start it. */
export const jobFunctionEnvVar = (name: JobName): string => `${name.toUpperCase()}_JOB_FUNCTION`;
