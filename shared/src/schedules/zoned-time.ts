/**
 * Wall-clock time in an IANA time zone, with Intl only (no time-zone library): what a schedule's
 * cron fields mean, and the instant a wall time falls on. Months are 0-based, as in Date.
 */

export interface WallTime {
  readonly year: number;
  /** 0 = January. */
  readonly month: number;
  /** Day of the month, 1-based as on a calendar. */
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for a zone Intl does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
};

const partsAt = (ms: number, timeZone: string): WallTime & { second: number } => {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: (values.month ?? 1) - 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
};

/** The wall time an instant shows in a time zone (to the minute). */
export const wallTimeAt = (ms: number, timeZone: string): WallTime => {
  const { second: _second, ...wall } = partsAt(ms, timeZone);
  return wall;
};

/** How far the zone's wall clock is ahead of UTC at an instant (ms). */
const offsetAt = (ms: number, timeZone: string): number => {
  const p = partsAt(ms, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(ms / 1000) * 1000;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a wall time falls on in a zone. A wall time that happens twice (clocks going back)
 * gives the first; one that never happens (clocks going forward) gives the instant as far past
 * the gap's start as the wall time is, and `wallTimeAt` of it differs from the wall time asked for.
 */
export const instantOf = (wall: WallTime, timeZone: string): number => {
  const asUtc = Date.UTC(wall.year, wall.month, wall.day, wall.hour, wall.minute);
  // A zone changes its offset at most once around a given day: the offsets a day before and after.
  const offsetBefore = offsetAt(asUtc - DAY_MS, timeZone);
  const offsetAfter = offsetAt(asUtc + DAY_MS, timeZone);
  const candidates = [asUtc - offsetBefore, asUtc - offsetAfter].sort((a, b) => a - b);
  return candidates.find((ms) => sameWallTime(wallTimeAt(ms, timeZone), wall)) ?? asUtc - offsetBefore;
};

/** Days in a month of the proleptic Gregorian calendar (month 0-based). */
export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

export const sameWallTime = (a: WallTime, b: WallTime): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;
