import { createHash } from 'node:crypto';
import { nextRunDate } from '@oligowatch/shared/schedules/run-dates';
import { isRateFrequency, toScheduleExpression } from '@oligowatch/shared/schedules/schedule-expression';
import type { Frequency } from '@oligowatch/shared/schemas/report';
import type { ScheduleSpec } from './scheduler-port';

/** EventBridge Scheduler's rule for schedule names. */
const SCHEDULE_NAME = /^[0-9a-zA-Z._-]{1,64}$/;

/** The scheduler's name of a scheduled report's schedule. */
export const scheduleNameFor = (scheduleId: string): string => {
  const name = `report-${scheduleId}`;
  if (!SCHEDULE_NAME.test(name))
    throw new Error(
      `Schedule id ${JSON.stringify(scheduleId)} cannot name a schedule (letters, digits, . _ -; 57 at most)`,
    );
  return name;
};

export interface ScheduleSpecInput {
  readonly scheduleId: string;
  /** Run 0 of the schedule (`scheduleAnchor` of its creation time): every run counts from it. */
  readonly anchor: string;
  readonly frequency: Frequency;
  /** The config's SCHEDULE_TIMEZONE. */
  readonly timezone: string;
  /** Now (ISO): a rate starts at the first run after it. */
  readonly now: string;
}

/**
 * What a scheduler needs for a scheduled report (docs/decisions/0014-schedule-expressions.md): the
 * expression of its frequency in the stack's time zone and, for a rate, the StartDate it counts
 * from, which is the schedule's next run (EventBridge refuses a StartDate more than 5 minutes past,
 * so a cron, which needs none, gets none).
 */
export const buildScheduleSpec = (input: ScheduleSpecInput): ScheduleSpec => ({
  name: scheduleNameFor(input.scheduleId),
  expression: toScheduleExpression(input.frequency, input.anchor, input.timezone),
  timezone: input.timezone,
  ...(isRateFrequency(input.frequency)
    ? { startDate: nextRunDate(input.anchor, input.frequency, input.now, input.timezone) }
    : {}),
  input: { scheduleId: input.scheduleId },
});

/**
 * The scheduler's name of a followed clade's refresh schedule (issue 32): `refresh-<clade ID>`, or,
 * for a clade ID too long for a name, `refresh-` and a digest of it (the same for the same clade).
 */
export const refreshScheduleNameFor = (cladeID: string): string => {
  const name = `refresh-${cladeID}`;
  if (SCHEDULE_NAME.test(name)) return name;
  return `refresh-${createHash('sha256').update(cladeID).digest('hex').slice(0, 40)}`;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A followed clade's schedule: the refresh job every `everyDays` days, the first firing a period
 * from now (the import or the last refresh has just fetched what there was).
 */
export const buildRefreshScheduleSpec = (input: {
  cladeID: string;
  everyDays: number;
  timezone: string;
  now: string;
}): ScheduleSpec => ({
  name: refreshScheduleNameFor(input.cladeID),
  expression: toScheduleExpression({ time_steps: input.everyDays, units: 'd' }, input.now, input.timezone),
  timezone: input.timezone,
  startDate: new Date(Date.parse(input.now) + input.everyDays * DAY_MS).toISOString(),
  input: { cladeID: input.cladeID },
  job: 'refresh',
});
