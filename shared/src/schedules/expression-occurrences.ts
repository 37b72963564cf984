import { instantOf, sameWallTime, wallTimeAt } from './zoned-time';

/**
 * When an EventBridge Scheduler expression fires, for the local scheduler, which must fire the
 * same schedules at the same times. It reads the forms `toScheduleExpression` writes: `rate(N
 * unit)` (minutes, hours or days, singular for 1) counted from the schedule's start, and
 * `cron(mm hh D * ? *)` with the day of month a number, a range or a list, in a time zone, where
 * a wall time that does not exist (clocks going forward) is skipped, as EventBridge skips it.
 * Anything else is refused rather than fired at a guessed time.
 */

export type ParsedExpression =
  | { readonly kind: 'rate'; readonly everyMs: number }
  | {
      readonly kind: 'cron';
      readonly minute: number;
      readonly hour: number;
      /** Days of the month it fires on (1-31); a month without one of them skips it. */
      readonly days: readonly number[];
    };

export class UnsupportedExpressionError extends Error {}

const UNIT_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
const RATE = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/;
const CRON = /^cron\((.*)\)$/;
const DAY_MS = UNIT_MS.day;
/** Every day of month 1-31 recurs within this many days (the 31st: 31 August to 31 October). */
const LONGEST_GAP_DAYS = 62;

const wholeIn = (text: string, min: number, max: number): number | undefined => {
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

const parseDays = (field: string): number[] | undefined => {
  const days = new Set<number>();
  for (const item of field.split(',')) {
    const [from, to, ...rest] = item.split('-');
    const first = wholeIn(from ?? '', 1, 31);
    const last = to === undefined ? first : wholeIn(to, 1, 31);
    if (rest.length > 0 || first === undefined || last === undefined || last < first) return undefined;
    for (let day = first; day <= last; day += 1) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
};

export const parseScheduleExpression = (expression: string): ParsedExpression => {
  const rate = RATE.exec(expression);
  if (rate) {
    const value = Number(rate[1]);
    const unit = rate[2] as string;
    const singular = !unit.endsWith('s');
    if (value < 1 || singular !== (value === 1))
      throw new UnsupportedExpressionError(
        `Invalid rate expression ${expression}: the unit is singular for 1 and plural above`,
      );
    return { kind: 'rate', everyMs: value * UNIT_MS[unit.replace(/s$/, '') as keyof typeof UNIT_MS] };
  }
  const cron = CRON.exec(expression);
  const fields = cron?.[1]?.trim().split(/\s+/) ?? [];
  if (fields.length === 6) {
    const [minuteField, hourField, dayField, month, weekday, year] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const minute = wholeIn(minuteField, 0, 59);
    const hour = wholeIn(hourField, 0, 23);
    const days = parseDays(dayField);
    if (
      minute !== undefined &&
      hour !== undefined &&
      days &&
      month === '*' &&
      weekday === '?' &&
      year === '*'
    )
      return { kind: 'cron', minute, hour, days };
  }
  throw new UnsupportedExpressionError(
    `Unsupported schedule expression ${expression}: the local scheduler reads rate(N days|hours|minutes) and cron(mm hh D * ? *)`,
  );
};

/** The cron's firing on the calendar day `dayMs` (UTC midnight of that wall date), if any. */
const cronFiringOn = (
  parsed: Extract<ParsedExpression, { kind: 'cron' }>,
  dayMs: number,
  timeZone: string,
): number | undefined => {
  const date = new Date(dayMs);
  const wall = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    hour: parsed.hour,
    minute: parsed.minute,
  };
  if (!parsed.days.includes(wall.day)) return undefined;
  const ms = instantOf(wall, timeZone);
  return sameWallTime(wallTimeAt(ms, timeZone), wall) ? ms : undefined;
};

const wallDayOf = (ms: number, timeZone: string): number => {
  const wall = wallTimeAt(ms, timeZone);
  return Date.UTC(wall.year, wall.month, wall.day);
};

/**
 * The latest firing at or before `atMs`, not before `originMs` (a rate's first firing; the
 * earliest a cron may fire), or undefined when there is none yet.
 */
export const latestFiringAtOrBefore = (
  parsed: ParsedExpression,
  originMs: number,
  timeZone: string,
  atMs: number,
): number | undefined => {
  if (atMs < originMs) return undefined;
  if (parsed.kind === 'rate')
    return originMs + Math.floor((atMs - originMs) / parsed.everyMs) * parsed.everyMs;
  const today = wallDayOf(atMs, timeZone);
  for (let back = 0; back <= LONGEST_GAP_DAYS; back += 1) {
    const firing = cronFiringOn(parsed, today - back * DAY_MS, timeZone);
    if (firing !== undefined && firing <= atMs) return firing >= originMs ? firing : undefined;
  }
  return undefined;
};

/** The first firing strictly after `afterMs`, not before `originMs`. */
export const firstFiringAfter = (
  parsed: ParsedExpression,
  originMs: number,
  timeZone: string,
  afterMs: number,
): number => {
  if (parsed.kind === 'rate') {
    if (afterMs < originMs) return originMs;
    return originMs + (Math.floor((afterMs - originMs) / parsed.everyMs) + 1) * parsed.everyMs;
  }
  const from = Math.max(afterMs + 1, originMs);
  const firstDay = wallDayOf(from, timeZone);
  for (let ahead = 0; ahead <= LONGEST_GAP_DAYS + 1; ahead += 1) {
    const firing = cronFiringOn(parsed, firstDay + ahead * DAY_MS, timeZone);
    if (firing !== undefined && firing >= from) return firing;
  }
  throw new UnsupportedExpressionError(`The cron days ${parsed.days.join(',')} never fire`);
};
