import { randomUUID } from 'node:crypto';
import { DEFAULT_CHANGE_THRESHOLDS } from '@oligowatch/shared/constants';
import { authMessages, scheduledReportMessages } from '@oligowatch/shared/messages';
import { nextRunDate, scheduleAnchor } from '@oligowatch/shared/schedules/run-dates';
import type { Frequency } from '@oligowatch/shared/schemas/report';
import type { ScheduleAlertInput, ScheduleAlertSettings } from '@oligowatch/shared/schemas/schedule';
import type { ScheduleRecord } from '@oligowatch/shared/tables/schedules';
import { getConfig } from '../lib/config';
import { HttpError, Unauthorized } from '../lib/http/errors';
import { logger } from '../lib/logger';
import { freezeReport, queueFrozenReport, type ReportRequest } from '../reports/queue-report';
import { getOwnerAccount } from './repository/account-reads';
import { createScheduleWithFirstRun, deleteSchedulePartition } from './repository/schedule-runs';
import { getScheduler } from './scheduler/get-scheduler';
import { buildScheduleSpec, scheduleNameFor } from './scheduler/schedule-spec';

/** The alert settings a schedule starts with: ours, with whatever the request gave. */
export const alertSettingsOf = (
  input: ScheduleAlertInput | undefined,
  current?: ScheduleAlertSettings,
): ScheduleAlertSettings => ({
  thresholds: input?.thresholds ?? current?.thresholds ?? { ...DEFAULT_CHANGE_THRESHOLDS },
  recipients: input?.recipients ?? current?.recipients ?? [],
});

export interface ScheduleRequest {
  report: ReportRequest & { createdBy: string };
  frequency: Frequency;
  alert?: ScheduleAlertInput;
}

/**
 * POST /v1/parasail with a frequency: checks the request as a one-off report is checked, stores the
 * schedule with its first run, creates its scheduler schedule, and generates the first report now
 * through the report job. Nothing is left half-written: when the scheduler refuses, the stored
 * schedule is removed and the caller is told; when the first report cannot start, the scheduler
 * schedule and the stored one are removed as well.
 */
export const scheduleReport = async (
  request: ScheduleRequest,
): Promise<{ scheduleId: string; reportId: string; sampleCount: number; nextRunDate: string }> => {
  const frozen = await freezeReport(request.report);
  const owner = await getOwnerAccount(request.report.createdBy);
  // The caller was authenticated a moment ago; an account gone since cannot own a schedule.
  if (!owner) throw new Unauthorized(authMessages.signInRequired);
  const timezone = getConfig().SCHEDULE_TIMEZONE;
  const now = new Date().toISOString();
  const anchor = scheduleAnchor(now);
  const scheduleId = randomUUID();
  const reportId = randomUUID();
  const record: ScheduleRecord = {
    _id: scheduleId,
    report_title: request.report.title,
    product_id: frozen.provenance.product_id,
    product_name: frozen.productName,
    clade_id: frozen.provenance.clade_id,
    target_name: request.report.targetName,
    frequency: request.frequency,
    anchor,
    next_run_date: nextRunDate(anchor, request.frequency, now, timezone),
    last_run_date: now,
    status: 'active',
    owner_id: owner._id,
    owner_email: owner.email,
    alert: alertSettingsOf(request.alert),
    created_at: now,
    revision: 0,
  };
  await createScheduleWithFirstRun(record, {
    schedule_id: scheduleId,
    scheduled_for: anchor,
    report_id: reportId,
    report_title: record.report_title,
    claimed_at: now,
  });
  const scheduler = getScheduler();
  try {
    await scheduler.createSchedule(
      buildScheduleSpec({ scheduleId, anchor, frequency: request.frequency, timezone, now }),
    );
  } catch (error) {
    logger.error('Creating the scheduler schedule failed; the stored schedule is removed', {
      scheduleId,
      error,
    });
    await deleteSchedulePartition(scheduleId);
    throw new HttpError(503, scheduledReportMessages.schedulerFailed);
  }
  try {
    const { sampleCount } = await queueFrozenReport(frozen, { reportId, scheduleId });
    logger.info('Report scheduled', { scheduleId, reportId, frequency: request.frequency });
    return { scheduleId, reportId, sampleCount, nextRunDate: record.next_run_date };
  } catch (error) {
    // The first run could not start: take the whole schedule back rather than keep one that never ran.
    await scheduler.deleteSchedule(scheduleNameFor(scheduleId));
    await deleteSchedulePartition(scheduleId);
    throw error;
  }
};
