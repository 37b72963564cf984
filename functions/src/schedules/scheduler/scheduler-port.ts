import type { REFRESH_JOB_NAME, RefreshJobPayload, ScheduledRunPayload } from '@oligowatch/shared/jobs';

/**
 * What a recurring report needs from a scheduler (DESIGN.md 11). Two adapters implement it: the
 * EventBridge Scheduler one in AWS and the local scheduler (schedules kept in DynamoDB Local,
 * fired by the local stack through the same run handler with the same input).
 */
export interface ScheduleSpec {
  /** The schedule's name in the scheduler: unique per scheduled report. */
  readonly name: string;
  /** An EventBridge Scheduler expression: `rate(N days)` or `cron(...)`. */
  readonly expression: string;
  /** IANA time zone the expression is read in (the stack's config). */
  readonly timezone: string;
  /** The first time it may fire (ISO); rate schedules count from here. */
  readonly startDate?: string;
  /**
   * What the fired job receives; the scheduler adds the scheduled time of each firing. A report's
   * schedule fires the scheduledRun job with its schedule; a followed clade's (issue 32, `job`
   * 'refresh') fires the refresh job with its clade.
   */
  readonly input: ScheduleInput;
  /** The job table row it fires; absent: the scheduledRun job (a recurring report). */
  readonly job?: typeof REFRESH_JOB_NAME;
}

export type ScheduleInput = Pick<ScheduledRunPayload, 'scheduleId'> | Pick<RefreshJobPayload, 'cladeID'>;

export interface SchedulerPort {
  /** Creates the schedule; one already there under that name is made what the spec says. */
  createSchedule(spec: ScheduleSpec): Promise<void>;
  /** Replaces the whole schedule; throws ScheduleNotFoundError (scheduler-errors.ts) when it is not there. */
  updateSchedule(spec: ScheduleSpec): Promise<void>;
  /** Removes the schedule; one already gone is not an error. */
  deleteSchedule(name: string): Promise<void>;
}
