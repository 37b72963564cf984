import { describe, expect, it } from 'vitest';
import type { Frequency } from '../schemas/report';
import { isRunDue, latestRunAtOrBefore, nextRunDate, runDate, scheduleAnchor } from './run-dates';

const days = (time_steps: number): Frequency => ({ time_steps, units: 'd' });
const weeks = (time_steps: number): Frequency => ({ time_steps, units: 'w' });
const months = (time_steps: number): Frequency => ({ time_steps, units: 'm' });

describe('runDate', () => {
  it.each<[string, Frequency, number, string, string?]>([
    // Days and weeks: fixed days from the anchor, time of day kept.
    ['2026-01-31T09:15:00.000Z', days(1), 0, '2026-01-31T09:15:00.000Z'],
    ['2026-01-31T09:15:00.000Z', days(1), 1, '2026-02-01T09:15:00.000Z'],
    ['2026-01-31T09:15:00.000Z', days(3), 2, '2026-02-06T09:15:00.000Z'],
    ['2024-02-28T23:59:00.000Z', days(1), 1, '2024-02-29T23:59:00.000Z'],
    ['2026-12-31T00:00:00.000Z', days(365), 1, '2027-12-31T00:00:00.000Z'],
    ['2026-01-31T09:15:00.000Z', weeks(1), 1, '2026-02-07T09:15:00.000Z'],
    ['2026-01-31T09:15:00.000Z', weeks(2), 3, '2026-03-14T09:15:00.000Z'],
    // Months: the anchor's day, the month's last day when shorter, anchor kept afterwards.
    ['2026-01-31T09:15:00.000Z', months(1), 1, '2026-02-28T09:15:00.000Z'],
    ['2026-01-31T09:15:00.000Z', months(1), 2, '2026-03-31T09:15:00.000Z'],
    ['2026-01-31T09:15:00.000Z', months(1), 3, '2026-04-30T09:15:00.000Z'],
    ['2026-01-31T09:15:00.000Z', months(1), 4, '2026-05-31T09:15:00.000Z'],
    ['2024-01-31T09:15:00.000Z', months(1), 1, '2024-02-29T09:15:00.000Z'],
    ['2024-01-30T09:15:00.000Z', months(1), 1, '2024-02-29T09:15:00.000Z'],
    ['2026-01-30T09:15:00.000Z', months(1), 1, '2026-02-28T09:15:00.000Z'],
    ['2026-01-30T09:15:00.000Z', months(1), 2, '2026-03-30T09:15:00.000Z'],
    ['2026-01-29T09:15:00.000Z', months(1), 1, '2026-02-28T09:15:00.000Z'],
    ['2028-01-29T09:15:00.000Z', months(1), 1, '2028-02-29T09:15:00.000Z'],
    ['2026-01-28T09:15:00.000Z', months(1), 1, '2026-02-28T09:15:00.000Z'],
    ['2024-02-29T12:00:00.000Z', months(12), 1, '2025-02-28T12:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', months(12), 4, '2028-02-29T12:00:00.000Z'],
    ['2026-11-30T06:00:00.000Z', months(3), 1, '2027-02-28T06:00:00.000Z'],
    ['2026-11-30T06:00:00.000Z', months(3), 2, '2027-05-30T06:00:00.000Z'],
    ['2026-12-15T06:00:00.000Z', months(1), 1, '2027-01-15T06:00:00.000Z'],
    ['2026-12-15T06:00:00.000Z', months(24), 1, '2028-12-15T06:00:00.000Z'],
    // To the whole minute: the scheduler fires to the minute.
    ['2026-01-31T09:15:42.123Z', days(1), 1, '2026-02-01T09:15:00.000Z'],
    ['2026-01-31T09:15:42.123Z', months(1), 0, '2026-01-31T09:15:00.000Z'],
    // Months in a time zone: the wall day and time there, whatever the offset does.
    ['2026-03-15T09:00:00.000Z', months(1), 1, '2026-04-15T08:00:00.000Z', 'Europe/Berlin'],
    ['2026-10-15T08:00:00.000Z', months(1), 1, '2026-11-15T09:00:00.000Z', 'Europe/Berlin'],
    // 31 January 23:30 in New York is 1 February in UTC: the month's end is New York's.
    ['2026-02-01T04:30:00.000Z', months(1), 1, '2026-03-01T04:30:00.000Z', 'America/New_York'],
    ['2026-02-01T04:30:00.000Z', months(1), 2, '2026-04-01T03:30:00.000Z', 'America/New_York'],
    // Days stay 24-hour days across a change of clocks, as rate(N days) counts them.
    ['2026-03-28T09:00:00.000Z', days(1), 1, '2026-03-29T09:00:00.000Z', 'Europe/Berlin'],
  ])('%s %j run %d -> %s (%s)', (anchor, frequency, index, expected, timeZone) => {
    expect(runDate(anchor, frequency, index, timeZone)).toBe(expected);
  });

  it('refuses a negative or fractional index and a malformed anchor', () => {
    expect(() => runDate('2026-01-01T00:00:00Z', days(1), -1)).toThrow(RangeError);
    expect(() => runDate('2026-01-01T00:00:00Z', days(1), 1.5)).toThrow(RangeError);
    expect(() => runDate('yesterday', days(1), 1)).toThrow('anchor is not an ISO date-time');
  });
});

describe('nextRunDate', () => {
  it.each<[string, Frequency, string, string, string?]>([
    // After the anchor itself: run 1.
    ['2026-01-31T09:15:00.000Z', months(1), '2026-01-31T09:15:00.000Z', '2026-02-28T09:15:00.000Z'],
    // After the clamped February run: back to the anchor day.
    ['2026-01-31T09:15:00.000Z', months(1), '2026-02-28T09:15:00.000Z', '2026-03-31T09:15:00.000Z'],
    // A firing a minute early is not the run: the same run is still next.
    ['2026-01-31T09:15:00.000Z', months(1), '2026-02-28T09:14:00.000Z', '2026-02-28T09:15:00.000Z'],
    // Several missed periods: one date, the first past now.
    ['2026-01-31T09:15:00.000Z', months(1), '2026-06-10T00:00:00.000Z', '2026-06-30T09:15:00.000Z'],
    ['2026-01-31T09:15:00.000Z', months(2), '2026-06-10T00:00:00.000Z', '2026-07-31T09:15:00.000Z'],
    ['2026-01-01T08:00:00.000Z', days(2), '2026-01-06T08:01:00.000Z', '2026-01-07T08:00:00.000Z'],
    ['2026-01-01T08:00:00.000Z', days(2), '2026-01-07T08:00:00.000Z', '2026-01-09T08:00:00.000Z'],
    ['2026-01-01T08:00:00.000Z', weeks(1), '2026-03-01T00:00:00.000Z', '2026-03-05T08:00:00.000Z'],
    ['2024-02-29T12:00:00.000Z', months(12), '2027-03-01T00:00:00.000Z', '2028-02-29T12:00:00.000Z'],
    // Before the anchor: the anchor.
    ['2026-01-01T08:00:00.000Z', days(2), '2025-12-31T00:00:00.000Z', '2026-01-01T08:00:00.000Z'],
    // 31 March 23:30 in New York (daylight time by then) is 1 April 03:30 UTC.
    [
      '2026-02-01T04:30:00.000Z',
      months(1),
      '2026-03-01T04:30:00.000Z',
      '2026-04-01T03:30:00.000Z',
      'America/New_York',
    ],
  ])('%s %j after %s -> %s (%s)', (anchor, frequency, after, expected, timeZone) => {
    expect(nextRunDate(anchor, frequency, after, timeZone)).toBe(expected);
  });
});

describe('latestRunAtOrBefore', () => {
  it.each<[string, Frequency, string, string | undefined]>([
    ['2026-01-31T09:15:00.000Z', months(1), '2026-06-10T00:00:00.000Z', '2026-05-31T09:15:00.000Z'],
    ['2026-01-31T09:15:00.000Z', months(1), '2026-02-28T09:15:00.000Z', '2026-02-28T09:15:00.000Z'],
    ['2026-01-31T09:15:00.000Z', months(1), '2026-01-31T09:15:00.000Z', '2026-01-31T09:15:00.000Z'],
    ['2026-01-31T09:15:00.000Z', months(1), '2026-01-31T09:14:59.999Z', undefined],
    ['2026-01-01T08:00:00.000Z', days(3), '2026-01-09T07:59:00.000Z', '2026-01-07T08:00:00.000Z'],
  ])('%s %j at %s -> %s', (anchor, frequency, now, expected) => {
    expect(latestRunAtOrBefore(anchor, frequency, now)).toBe(expected);
  });
});

describe('scheduleAnchor and isRunDue', () => {
  it('anchors to the whole minute', () => {
    expect(scheduleAnchor('2026-11-23T19:21:50.123Z')).toBe('2026-11-23T19:21:00.000Z');
    expect(scheduleAnchor('2026-11-23T20:21:50+01:00')).toBe('2026-11-23T19:21:00.000Z');
  });

  it.each([
    // EventBridge writes seconds without milliseconds; we store milliseconds.
    ['2026-02-28T09:15:00Z', '2026-02-28T09:15:00.000Z', true],
    ['2026-03-01T09:15:00Z', '2026-02-28T09:15:00.000Z', true],
    ['2026-02-28T09:14:00Z', '2026-02-28T09:15:00.000Z', false],
    ['2026-02-28T10:14:00+01:00', '2026-02-28T09:15:00.000Z', false],
  ])('a firing at %s against next run %s is due: %s', (scheduledTime, nextRun, due) => {
    expect(isRunDue(scheduledTime, nextRun)).toBe(due);
  });
});
