import { SCHEDULE_DEFAULT_TIMEZONE } from '../constants';
import type { Frequency } from '../schemas/report';
import { wallTimeAt } from './zoned-time';

/**
 * The EventBridge Scheduler expression of a schedule (docs/decisions/0014-schedule-expressions.md):
 * - days: `rate(N days)`, and `rate(1 day)` (EventBridge wants the unit singular for 1, plural above);
 * - weeks: `rate(7N days)`; a rate counts from the schedule's StartDate, its next run;
 * - months: `cron(mm hh D * ? *)` in the schedule's time zone, firing every month on the anchor's
 *   day and time. Cron cannot say "every N months from this one" nor "day 30, or the month's last
 *   day when shorter", so an anchor on the 29th, 30th or 31st fires on `28-31` (each of those days
 *   a month has), and the run handler runs only a firing at or past the schedule's next run date.
 */
export const toScheduleExpression = (
  frequency: Frequency,
  firstRun: string,
  timeZone: string = SCHEDULE_DEFAULT_TIMEZONE,
): string => {
  if (frequency.units !== 'm') {
    const days = frequency.units === 'w' ? 7 * frequency.time_steps : frequency.time_steps;
    return `rate(${days} ${days === 1 ? 'day' : 'days'})`;
  }
  const ms = Date.parse(firstRun);
  if (Number.isNaN(ms)) throw new RangeError(`firstRun is not an ISO date-time: "${firstRun}"`);
  const wall = wallTimeAt(ms, timeZone);
  const day = wall.day >= 29 ? '28-31' : String(wall.day);
  return `cron(${wall.minute} ${wall.hour} ${day} * ? *)`;
};

/** Whether a schedule of this frequency needs a StartDate (rates count from it; crons do not). */
export const isRateFrequency = (frequency: Frequency): boolean => frequency.units !== 'm';
