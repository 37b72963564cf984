import { SCHEDULE_DEFAULT_TIMEZONE } from '../constants';
import type { Frequency } from '../schemas/report';
import { daysInMonth, instantOf, wallTimeAt } from './zoned-time';

/**
 * When a schedule runs: run 0 is its anchor (the run made when it was created), run k is k
 * frequencies later. Days and weeks are fixed 24-hour days, as EventBridge's `rate(N days)`
 * counts them; months are calendar months in the schedule's time zone, keeping the anchor's day
 * and time of day, on the month's last day when it is shorter (31 January, 28 or 29 February,
 * 31 March). Every run is counted from the anchor, never from the previous run, so a clamped
 * February does not pull March back. Times are whole minutes: the scheduler fires to the minute
 * (docs/decisions/0014-schedule-expressions.md). ISO strings in and out, UTC ('…Z').
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const parseInstant = (iso: string, what: string): number => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`${what} is not an ISO date-time: "${iso}"`);
  return ms;
};

const floorToMinute = (ms: number): number => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** The anchor of a schedule created (or restarted) at `now`: that time, to the whole minute. */
export const scheduleAnchor = (now: string): string =>
  new Date(floorToMinute(parseInstant(now, 'now'))).toISOString();

const stepDays = (frequency: Frequency): number =>
  frequency.units === 'w' ? 7 * frequency.time_steps : frequency.time_steps;

const runAt = (anchorMs: number, frequency: Frequency, index: number, timeZone: string): number => {
  if (frequency.units !== 'm') return anchorMs + index * stepDays(frequency) * DAY_MS;
  const wall = wallTimeAt(anchorMs, timeZone);
  const months = wall.month + index * frequency.time_steps;
  const year = wall.year + Math.floor(months / 12);
  const month = months % 12;
  return instantOf({ ...wall, year, month, day: Math.min(wall.day, daysInMonth(year, month)) }, timeZone);
};

/** The index of the first run strictly after `afterMs` (0 when that is the anchor itself). */
const firstIndexAfter = (
  anchorMs: number,
  frequency: Frequency,
  afterMs: number,
  timeZone: string,
): number => {
  if (afterMs < anchorMs) return 0;
  let index: number;
  if (frequency.units === 'm') {
    // Whole months between the two wall dates, then step to the exact run.
    const from = wallTimeAt(anchorMs, timeZone);
    const to = wallTimeAt(afterMs, timeZone);
    const months = (to.year - from.year) * 12 + (to.month - from.month);
    index = Math.max(0, Math.floor(months / frequency.time_steps) - 1);
  } else {
    index = Math.floor((afterMs - anchorMs) / (stepDays(frequency) * DAY_MS));
  }
  while (runAt(anchorMs, frequency, index, timeZone) <= afterMs) index += 1;
  return index;
};

/** Run `index` (0 = the anchor) of a schedule. */
export const runDate = (
  anchor: string,
  frequency: Frequency,
  index: number,
  timeZone: string = SCHEDULE_DEFAULT_TIMEZONE,
): string => {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`A run index is a whole number >= 0, not ${index}`);
  const anchorMs = floorToMinute(parseInstant(anchor, 'anchor'));
  return new Date(runAt(anchorMs, frequency, index, timeZone)).toISOString();
};

/**
 * The first run strictly after `after`: after a run, the next one; after "now", the next one due,
 * however many periods were missed before it (one date, not one per missed period).
 */
export const nextRunDate = (
  anchor: string,
  frequency: Frequency,
  after: string,
  timeZone: string = SCHEDULE_DEFAULT_TIMEZONE,
): string => {
  const anchorMs = floorToMinute(parseInstant(anchor, 'anchor'));
  const index = firstIndexAfter(anchorMs, frequency, parseInstant(after, 'after'), timeZone);
  return new Date(runAt(anchorMs, frequency, index, timeZone)).toISOString();
};

/** The latest run at or before `now` (the one a late firing stands for); none before the anchor. */
export const latestRunAtOrBefore = (
  anchor: string,
  frequency: Frequency,
  now: string,
  timeZone: string = SCHEDULE_DEFAULT_TIMEZONE,
): string | undefined => {
  const anchorMs = floorToMinute(parseInstant(anchor, 'anchor'));
  const index = firstIndexAfter(anchorMs, frequency, parseInstant(now, 'now'), timeZone);
  return index === 0 ? undefined : new Date(runAt(anchorMs, frequency, index - 1, timeZone)).toISOString();
};

/**
 * Whether a firing scheduled for `scheduledTime` may claim a schedule whose next run is
 * `nextRun`: compared as instants, since EventBridge writes '…:00Z' and we store '…:00.000Z'.
 */
export const isRunDue = (scheduledTime: string, nextRun: string): boolean =>
  parseInstant(scheduledTime, 'scheduledTime') >= parseInstant(nextRun, 'nextRun');
