import { describe, expect, it } from 'vitest';
import type { Frequency } from '../schemas/report';
import { parseScheduleExpression } from './expression-occurrences';
import { toScheduleExpression } from './schedule-expression';

describe('toScheduleExpression', () => {
  it.each<[Frequency, string, string, string?]>([
    // EventBridge: singular unit for 1, plural above.
    [{ time_steps: 1, units: 'd' }, '2026-01-15T09:05:00.000Z', 'rate(1 day)'],
    [{ time_steps: 2, units: 'd' }, '2026-01-15T09:05:00.000Z', 'rate(2 days)'],
    [{ time_steps: 365, units: 'd' }, '2026-01-15T09:05:00.000Z', 'rate(365 days)'],
    [{ time_steps: 1, units: 'w' }, '2026-01-15T09:05:00.000Z', 'rate(7 days)'],
    [{ time_steps: 3, units: 'w' }, '2026-01-15T09:05:00.000Z', 'rate(21 days)'],
    [{ time_steps: 52, units: 'w' }, '2026-01-15T09:05:00.000Z', 'rate(364 days)'],
    // Months: every month on the anchor's day and time; the run handler skips the months between.
    [{ time_steps: 1, units: 'm' }, '2026-01-15T09:05:00.000Z', 'cron(5 9 15 * ? *)'],
    [{ time_steps: 6, units: 'm' }, '2026-01-01T00:00:00.000Z', 'cron(0 0 1 * ? *)'],
    [{ time_steps: 1, units: 'm' }, '2026-01-28T23:59:00.000Z', 'cron(59 23 28 * ? *)'],
    // The 29th to 31st fire on each of 28-31 a month has; the handler runs the one due.
    [{ time_steps: 1, units: 'm' }, '2026-01-29T09:05:00.000Z', 'cron(5 9 28-31 * ? *)'],
    [{ time_steps: 2, units: 'm' }, '2026-01-30T09:05:00.000Z', 'cron(5 9 28-31 * ? *)'],
    [{ time_steps: 1, units: 'm' }, '2026-01-31T09:05:42.000Z', 'cron(5 9 28-31 * ? *)'],
    // Cron fields are the time zone's wall time.
    [{ time_steps: 1, units: 'm' }, '2026-01-15T23:30:00.000Z', 'cron(30 0 16 * ? *)', 'Europe/Berlin'],
    [
      { time_steps: 1, units: 'm' },
      '2026-02-01T04:30:00.000Z',
      'cron(30 23 28-31 * ? *)',
      'America/New_York',
    ],
    [{ time_steps: 1, units: 'm' }, '2026-01-15T09:05:00.000Z', 'cron(35 14 15 * ? *)', 'Asia/Kolkata'],
  ])('%j from %s -> %s (%s)', (frequency, firstRun, expression, timeZone) => {
    expect(toScheduleExpression(frequency, firstRun, timeZone)).toBe(expression);
    // What we write, the local scheduler reads.
    expect(() => parseScheduleExpression(expression)).not.toThrow();
  });

  it('refuses a malformed first run for months', () => {
    expect(() => toScheduleExpression({ time_steps: 1, units: 'm' }, 'soon')).toThrow(RangeError);
  });
});
