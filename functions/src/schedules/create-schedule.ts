import type { JobPayload, JobResult } from '@oligowatch/shared/jobs';
import { commonAccessMessages } from '@oligowatch/shared/messages/common';
import { schedulesApiMessages } from '@oligowatch/shared/messages/schedules';
import { nextRunDate, scheduleAnchor } from '@oligowatch/shared/schedules/run-dates';
import type { ScheduleRecord } from '@oligowatch/shared/tables/schedules';
import { getConfig } from '../lib/config';
import { unauthenticated, upstreamUnavailable } from '../lib/errors';
import { logger } from '../lib/logger';
import { alertSettingsOf } from './domain/alert-settings';
import { getOwnerAccount } from './repository/account-reads';
import { createScheduleWithFirstRun, deleteSchedulePartition } from './repository/schedule-runs';
import { getScheduler } from './scheduler/get-scheduler';
import { buildScheduleSpec } from './scheduler/schedule-spec';

/**
 * A new recurring report (the createSchedule job, which POST /v1/parasail with a frequency calls):
 * the schedule with its first run, whose report the caller has already stored, and its scheduler
 * schedule. Nothing is left half-written: when the scheduler refuses, the stored schedule is
 * removed and the refusal says so (upstreamUnavailable, a 503), so the caller removes its report.
 */
export const createSchedule = async (
  request: JobPayload<'createSchedule'>,
): Promise<JobResult<'createSchedule'>> => {
  const owner = await getOwnerAccount(request.ownerId);
  // The caller was authenticated a moment ago; an account gone since cannot own a schedule.
  if (!owner) throw unauthenticated(commonAccessMessages.signInRequired);
  const timezone = getConfig().SCHEDULE_TIMEZONE;
  const now = new Date().toISOString();
  const anchor = scheduleAnchor(now);
  const { scheduleId } = request;
  const record: ScheduleRecord = {
    _id: scheduleId,
    report_title: request.report.title,
    product_id: request.report.productId,
    product_name: request.report.productName,
    clade_id: request.report.cladeID,
    target_name: request.report.targetName,
    frequency: request.frequency,
    anchor,
    next_run_date: nextRunDate(anchor, request.frequency, now, timezone),
    last_run_date: now,
    status: 'active',
    owner_id: owner._id,
    owner_email: owner.email,
    alert: alertSettingsOf(request.alert),
    ...(request.verdictThresholds ? { verdict_thresholds: request.verdictThresholds } : {}),
    ...(request.report.tmConditions ? { tm_conditions: request.report.tmConditions } : {}),
    window: request.report.window ?? { kind: 'all' },
    created_at: now,
    revision: 0,
  };
  await createScheduleWithFirstRun(record, {
    schedule_id: scheduleId,
    scheduled_for: anchor,
    report_id: request.firstReportId,
    report_title: record.report_title,
    claimed_at: now,
  });
  try {
    await getScheduler().createSchedule(
      buildScheduleSpec({ scheduleId, anchor, frequency: request.frequency, timezone, now }),
    );
  } catch (error) {
    logger.error('Creating the scheduler schedule failed; the stored schedule is removed', {
      scheduleId,
      error,
    });
    await deleteSchedulePartition(scheduleId);
    throw upstreamUnavailable('scheduler', schedulesApiMessages.schedulerFailed);
  }
  logger.info('Report scheduled', {
    scheduleId,
    firstReportId: request.firstReportId,
    frequency: request.frequency,
  });
  return { nextRunDate: record.next_run_date };
};
