import { randomUUID } from 'node:crypto';
import type { ScheduledRunPayload } from '@oligowatch/shared/jobs';
import { schedulesApiMessages } from '@oligowatch/shared/messages/schedules';
import { refreshIfBefore } from '@oligowatch/shared/schedules/refresh-age';
import { isRunDue, nextRunDate } from '@oligowatch/shared/schedules/run-dates';
import type { ScheduleRecord, ScheduleRunRecord } from '@oligowatch/shared/tables/schedules';
import { getConfig } from '../../lib/config';
import { type DomainError, errorCatalogue, hasCode, isDomainError } from '../../lib/errors';
import { askPort } from '../../lib/jobs/ask-port';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { logger } from '../../lib/logger';
import {
  claimScheduledRun,
  getScheduleRun,
  listEarlierRunReportIds,
  markRunStarted,
} from '../repository/schedule-runs';
import { getSchedule, markScheduleBroken } from '../repository/schedules-repository';
import { getScheduler } from '../scheduler/get-scheduler';
import { scheduleNameFor } from '../scheduler/schedule-spec';

/**
 * The scheduledRun job (not a route): what EventBridge Scheduler invokes in AWS, and the local
 * scheduler calls, with `{ scheduleId, scheduledTime }`. Delivery is at least once, so each
 * scheduled time is claimed once (schedule-runs.ts): a repeated delivery, or one that comes before
 * the schedule is due, starts nothing, except that a delivery of a time claimed by one that stopped
 * before starting its report finishes that run. A claimed run asks the reports feature for its report (the
 * reportsPort job, awaited), which freezes the product's active version exactly as POST /v1/parasail
 * does and starts the report job; the schedule's next run
 * becomes the first one after now, so periods missed while nothing fired give one run, not many.
 *
 * A schedule whose product or clade is gone (or that can no longer make a report) is marked broken
 * with the reason in words, and its scheduler schedule is deleted, not left disabled: it fires no
 * more, and the stored schedule keeps the reason for its card until someone deletes it.
 */

export type ScheduledRunOutcome =
  | 'started'
  | 'resumed'
  | 'gone'
  | 'inactive'
  | 'notDue'
  | 'alreadyClaimed'
  | 'broken';

/** Why a run's report cannot be made, in words for the schedule's card. */
const brokenReasonOf = (error: DomainError): string => {
  if (hasCode(error, 'notFound', { subject: 'product' })) return schedulesApiMessages.productGone;
  if (hasCode(error, 'invalid', { field: 'clade_id' })) return schedulesApiMessages.cladeGone;
  return schedulesApiMessages.cannotRun(error.message);
};

/** A refusal of the request (a 4xx code), as opposed to a fault worth retrying. */
const isRefusal = (error: unknown): error is DomainError =>
  isDomainError(error) && errorCatalogue[error.code].status < 500;

const stopSchedule = async (schedule: ScheduleRecord, reason: string): Promise<void> => {
  await markScheduleBroken(schedule._id, reason);
  await getScheduler().deleteSchedule(scheduleNameFor(schedule._id));
  logger.warn('Schedule broken: it runs no more', { scheduleId: schedule._id, reason });
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
  // A delivery of a time already claimed: done, unless the one that claimed it stopped before the
  // report was started; then this one finishes it, under the report id the claim holds.
  const earlier = await getScheduleRun(schedule._id, scheduledFor);
  if (earlier) {
    if (earlier.started_at) {
      logger.info('Scheduled time already claimed (a repeated delivery): nothing to do', log);
      return 'alreadyClaimed';
    }
    return startRunReport(schedule, earlier, 'resumed');
  }
  // A month-end cron fires on each of the 28th-31st; only the firing at or past the next run counts.
  if (!isRunDue(scheduledFor, schedule.next_run_date)) {
    logger.info('Scheduled run not due yet: nothing to do', { ...log, nextRun: schedule.next_run_date });
    return 'notDue';
  }
  // Never before the time being claimed, so the next run is always after it.
  const now = new Date(Math.max(clock().getTime(), Date.parse(scheduledFor))).toISOString();
  const run: ScheduleRunRecord = {
    schedule_id: schedule._id,
    scheduled_for: scheduledFor,
    report_id: randomUUID(),
    report_title: schedule.report_title,
    claimed_at: now,
  };
  const claimed = await claimScheduledRun({
    run,
    nextRunDate: nextRunDate(schedule.anchor, schedule.frequency, now, getConfig().SCHEDULE_TIMEZONE),
    lastRunDate: now,
  });
  if (!claimed) {
    logger.info('Scheduled time already claimed (a repeated delivery): nothing to do', log);
    return 'alreadyClaimed';
  }
  return startRunReport(schedule, run, 'started');
};

/**
 * Asks the reports feature for a claimed run's report (its port, awaited; it stores and
 * starts the report under the claimed id once, however often it is asked), then records the run
 * as started.
 */
const startRunReport = async (
  schedule: ScheduleRecord,
  run: ScheduleRunRecord,
  outcome: 'started' | 'resumed',
): Promise<ScheduledRunOutcome> => {
  try {
    await askPort('reportsPort', {
      ask: 'startReport',
      reportId: run.report_id,
      scheduleId: schedule._id,
      // Issue 32: a followed clade is refreshed first when its data is older than half a period.
      refreshIfBefore: refreshIfBefore(schedule.frequency, new Date()),
      request: {
        title: schedule.report_title,
        productId: schedule.product_id,
        cladeID: schedule.clade_id,
        targetName: schedule.target_name,
        createdBy: schedule.owner_id,
        ...(schedule.verdict_thresholds ? { verdictThresholds: schedule.verdict_thresholds } : {}),
        ...(schedule.tm_conditions ? { tmConditions: schedule.tm_conditions } : {}),
        // Issue 33: the stored window; a rolling one gets this run's days when the plan resolves it.
        ...(schedule.window && schedule.window.kind !== 'all'
          ? { window: schedule.window, windowAt: run.scheduled_for }
          : {}),
      },
      // Issue 33, item 3: the run's new cohort counts from the newest complete one of these.
      earlierReportIds: await listEarlierRunReportIds(schedule._id, run.report_id),
    });
  } catch (error) {
    // The report request was refused (its product or clade gone): the schedule can run no more.
    // Anything else is a fault for the scheduler's delivery to retry.
    if (!isRefusal(error)) throw error;
    await stopSchedule(schedule, brokenReasonOf(error));
    return 'broken';
  }
  await markRunStarted(schedule._id, run.scheduled_for, new Date().toISOString());
  logger.info(outcome === 'started' ? 'Scheduled run started' : 'Scheduled run finished starting', {
    scheduleId: schedule._id,
    scheduledFor: run.scheduled_for,
    reportId: run.report_id,
  });
  return outcome;
};

/** The job Lambda's entry point (EventBridge Scheduler's target), and what the local scheduler calls. */
export const handler = makeJobHandler('scheduledRun', (payload) => runScheduledReport(payload));
