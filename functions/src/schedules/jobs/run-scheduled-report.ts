import { randomUUID } from 'node:crypto';
import { jobs, type ScheduledRunPayload } from '@oligowatch/shared/jobs';
import { reportMessages, scheduledReportMessages } from '@oligowatch/shared/messages';
import { isRunDue, nextRunDate } from '@oligowatch/shared/schedules/run-dates';
import type { ScheduleRecord } from '@oligowatch/shared/tables/schedules';
import { getConfig } from '../../lib/config';
import { HttpError } from '../../lib/http/errors';
import { logger } from '../../lib/logger';
import { type FrozenReport, freezeReport, queueFrozenReport } from '../../reports/queue-report';
import { claimScheduledRun } from '../repository/schedule-runs';
import { getSchedule, markScheduleBroken } from '../repository/schedules-repository';
import { getScheduler } from '../scheduler/get-scheduler';
import { scheduleNameFor } from '../scheduler/schedule-spec';

/**
 * The scheduledRun job (not a route): what EventBridge Scheduler invokes in AWS, and the local
 * scheduler calls, with `{ scheduleId, scheduledTime }`. Delivery is at least once, so each
 * scheduled time is claimed once (schedule-runs.ts): a repeated delivery, or one that comes before
 * the schedule is due, starts nothing. A claimed run freezes the product's active version into a
 * new report exactly as POST /v1/parasail does and starts the report job; the schedule's next run
 * becomes the first one after now, so periods missed while nothing fired give one run, not many.
 *
 * A schedule whose product or clade is gone (or that can no longer make a report) is marked broken
 * with the reason in words, and its scheduler schedule is deleted, not left disabled: it fires no
 * more, and the stored schedule keeps the reason for its card until someone deletes it.
 */

export type ScheduledRunOutcome = 'started' | 'gone' | 'inactive' | 'notDue' | 'alreadyClaimed' | 'broken';

/** Why a run's report cannot be made, in words for the schedule's card. */
const brokenReasonOf = (error: HttpError): string => {
  if (error.message === reportMessages.productNotFound) return scheduledReportMessages.productGone;
  if (error.message === reportMessages.cladeHasNoSamples) return scheduledReportMessages.cladeGone;
  return scheduledReportMessages.cannotRun(error.message);
};

const stopSchedule = async (schedule: ScheduleRecord, reason: string): Promise<void> => {
  await markScheduleBroken(schedule._id, reason);
  await getScheduler().deleteSchedule(scheduleNameFor(schedule._id));
  logger.warn('Schedule broken: it runs no more', { scheduleId: schedule._id, reason });
};

/** Refusals of a report request (4xx) break the schedule; anything else is a fault to retry. */
const freezeOrBreak = async (schedule: ScheduleRecord): Promise<FrozenReport | undefined> => {
  try {
    return await freezeReport({
      title: schedule.report_title,
      productId: schedule.product_id,
      cladeID: schedule.clade_id,
      targetName: schedule.target_name,
      createdBy: schedule.owner_id,
    });
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    await stopSchedule(schedule, brokenReasonOf(error));
    return undefined;
  }
};

export const runScheduledReport = async (
  payload: ScheduledRunPayload,
  clock: () => Date = () => new Date(),
): Promise<ScheduledRunOutcome> => {
  const scheduledFor = new Date(payload.scheduledTime).toISOString();
  const log = { scheduleId: payload.scheduleId, scheduledFor };
  const schedule = await getSchedule(payload.scheduleId);
  if (!schedule) {
    // Deleted here while its scheduler schedule stayed (a delete stopped half way): stop that too.
    await getScheduler().deleteSchedule(scheduleNameFor(payload.scheduleId));
    logger.info('Scheduled run of a deleted schedule: nothing to do', log);
    return 'gone';
  }
  if (schedule.status !== 'active') {
    logger.info('Scheduled run of a broken schedule: nothing to do', log);
    return 'inactive';
  }
  // A month-end cron fires on each of the 28th-31st; only the firing at or past the next run counts.
  if (!isRunDue(scheduledFor, schedule.next_run_date)) {
    logger.info('Scheduled run not due yet: nothing to do', { ...log, nextRun: schedule.next_run_date });
    return 'notDue';
  }
  const frozen = await freezeOrBreak(schedule);
  if (!frozen) return 'broken';
  // Never before the time being claimed, so the next run is always after it.
  const now = new Date(Math.max(clock().getTime(), Date.parse(scheduledFor))).toISOString();
  const reportId = randomUUID();
  const claimed = await claimScheduledRun({
    run: {
      schedule_id: schedule._id,
      scheduled_for: scheduledFor,
      report_id: reportId,
      report_title: schedule.report_title,
      claimed_at: now,
    },
    nextRunDate: nextRunDate(schedule.anchor, schedule.frequency, now, getConfig().SCHEDULE_TIMEZONE),
    lastRunDate: now,
  });
  if (!claimed) {
    logger.info('Scheduled time already claimed (a repeated delivery): nothing to do', log);
    return 'alreadyClaimed';
  }
  await queueFrozenReport(frozen, { reportId, scheduleId: schedule._id });
  logger.info('Scheduled run started', { ...log, reportId });
  return 'started';
};

/** The job Lambda's entry point (EventBridge Scheduler's target), and what the local scheduler calls. */
export const handler = async (event: unknown): Promise<ScheduledRunOutcome> =>
  runScheduledReport(jobs.scheduledRun.payload.parse(event));
