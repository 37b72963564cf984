import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { schedulesApiMessages } from '@oligowatch/shared/messages/schedules';
import { nextRunDate, scheduleAnchor } from '@oligowatch/shared/schedules/run-dates';
import type { Frequency } from '@oligowatch/shared/schemas/report';
import { scheduleIdParamsSchema, updateScheduleRequestSchema } from '@oligowatch/shared/schemas/schedule';
import type { ScheduleRecord } from '@oligowatch/shared/tables/schedules';
import { getConfig } from '../../lib/config';
import { conflict, invalid, notFound, upstreamUnavailable } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { logger } from '../../lib/logger';
import { alertSettingsOf } from '../domain/alert-settings';
import { getSchedule, type ScheduleChanges, updateSchedule } from '../repository/schedules-repository';
import { getScheduler } from '../scheduler/get-scheduler';
import { buildScheduleSpec } from '../scheduler/schedule-spec';
import { ScheduleNotFoundError } from '../scheduler/scheduler-errors';

const sameFrequency = (a: Frequency, b: Frequency): boolean =>
  a.time_steps === b.time_steps && a.units === b.units;

/** Points the scheduler at the schedule's new timing; one it lost is created again. */
const applyToScheduler = async (schedule: ScheduleRecord, changes: ScheduleChanges, now: string) => {
  const spec = buildScheduleSpec({
    scheduleId: schedule._id,
    anchor: changes.anchor ?? schedule.anchor,
    frequency: changes.frequency ?? schedule.frequency,
    timezone: getConfig().SCHEDULE_TIMEZONE,
    now,
  });
  try {
    await getScheduler().updateSchedule(spec);
  } catch (error) {
    if (!(error instanceof ScheduleNotFoundError)) throw error;
    await getScheduler().createSchedule(spec);
  }
};

/**
 * PUT /v1/report/upcoming/{id}: SPEC's payload. The title, the frequency, our alert settings, the
 * verdict thresholds and the Tm conditions (for future runs) may change; product and clade are locked (a different one is a 400), and the run dates the client
 * sends are not trusted. A new frequency counts from the last run: the next run becomes the first
 * one after now, and the scheduler's schedule follows. The stored change holds only on the revision
 * read (a run or another edit in between is a 409), and is undone when the scheduler refuses it.
 */
export const handler = makeHandler(
  'updateScheduledReport',
  { params: scheduleIdParamsSchema, body: updateScheduleRequestSchema },
  async ({ params, body }) => {
    const schedule = await getSchedule(params.id);
    if (!schedule) throw notFound('schedule', schedulesApiMessages.scheduleNotFound);
    if (body.product_id !== undefined && body.product_id !== schedule.product_id)
      throw invalid(schedulesApiMessages.productLocked);
    if (body.clade_id !== undefined && String(body.clade_id) !== schedule.clade_id)
      throw invalid(schedulesApiMessages.cladeLocked);
    if (schedule.status !== 'active')
      throw conflict('scheduleBroken', schedulesApiMessages.scheduleBroken(schedule.broken_reason ?? ''));

    const changes: ScheduleChanges = {};
    if (body.report_title !== undefined) changes.report_title = body.report_title;
    if (body.alert) changes.alert = alertSettingsOf(body.alert, schedule.alert);
    // For the runs to come; the reports already made keep the settings they froze.
    if (body.verdict_thresholds) changes.verdict_thresholds = body.verdict_thresholds;
    if (body.tm_conditions) changes.tm_conditions = body.tm_conditions;
    if (body.window) changes.window = body.window;
    const now = new Date().toISOString();
    const retimed = body.frequency !== undefined && !sameFrequency(body.frequency, schedule.frequency);
    if (body.frequency && retimed) {
      const anchor = scheduleAnchor(schedule.last_run_date ?? now);
      changes.frequency = body.frequency;
      changes.anchor = anchor;
      changes.next_run_date = nextRunDate(anchor, body.frequency, now, getConfig().SCHEDULE_TIMEZONE);
    }
    if (!(await updateSchedule(schedule, changes)))
      throw conflict('editConflict', schedulesApiMessages.editConflict);
    if (retimed) {
      try {
        await applyToScheduler(schedule, changes, now);
      } catch (error) {
        logger.error('Updating the scheduler schedule failed; the stored change is undone', {
          scheduleId: schedule._id,
          error,
        });
        // A schedule from before issue 23 has no thresholds stored: it ran on the defaults.
        const before = {
          ...schedule,
          verdict_thresholds: schedule.verdict_thresholds ?? { ...DEFAULT_VERDICT_THRESHOLDS },
          window: schedule.window ?? { kind: 'all' as const },
        };
        const previous: ScheduleChanges = Object.fromEntries(
          Object.keys(changes).map((field) => [field, before[field as keyof ScheduleChanges]]),
        );
        await updateSchedule({ _id: schedule._id, revision: schedule.revision + 1 }, previous);
        throw upstreamUnavailable('scheduler', schedulesApiMessages.schedulerUpdateFailed);
      }
    }
    return { body: { message: schedulesApiMessages.scheduleUpdated } };
  },
);
