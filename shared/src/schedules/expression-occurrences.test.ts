import { describe, expect, it } from 'vitest';
import type { Frequency } from '../schemas/report';
import {
  firstFiringAfter,
  latestFiringAtOrBefore,
  parseScheduleExpression,
  UnsupportedExpressionError,
} from './expression-occurrences';
import { isRunDue, nextRunDate, runDate } from './run-dates';
import { toScheduleExpression } from './schedule-expression';

const ms = (iso: string) => Date.parse(iso);
const iso = (value: number | undefined) => (value === undefined ? undefined : new Date(value).toISOString());

describe('parseScheduleExpression', () => {
  it.each([
    ['rate(1 day)', { kind: 'rate', everyMs: 86_400_000 }],
    ['rate(21 days)', { kind: 'rate', everyMs: 21 * 86_400_000 }],
    ['rate(1 hour)', { kind: 'rate', everyMs: 3_600_000 }],
    ['rate(5 minutes)', { kind: 'rate', everyMs: 300_000 }],
    ['cron(5 9 15 * ? *)', { kind: 'cron', minute: 5, hour: 9, days: [15] }],
    ['cron(0 23 28-31 * ? *)', { kind: 'cron', minute: 0, hour: 23, days: [28, 29, 30, 31] }],
    ['cron(0 0 1,15 * ? *)', { kind: 'cron', minute: 0, hour: 0, days: [1, 15] }],
  ])('%s', (expression, parsed) => {
    expect(parseScheduleExpression(expression)).toEqual(parsed);
  });

  it.each([
    'rate(1 days)',
    'rate(2 day)',
    'rate(0 days)',
    'rate(2 weeks)',
    'cron(0 12 * * ? *)',
    'cron(0 12 ? * MON *)',
    'cron(0 12 1 1 ? *)',
    'cron(60 12 1 * ? *)',
    'cron(0 24 1 * ? *)',
    'cron(0 12 31-28 * ? *)',
    'cron(0 12 32 * ? *)',
    'cron(0 12 1 * ?)',
    'at(2026-01-01T00:00:00)',
  ])('refuses %s', (expression) => {
    expect(() => parseScheduleExpression(expression)).toThrow(UnsupportedExpressionError);
  });
});

describe('firings', () => {
  const rate = parseScheduleExpression('rate(2 days)');
  const monthEnd = parseScheduleExpression('cron(15 9 28-31 * ? *)');
  const origin = ms('2026-01-01T09:00:00.000Z');

  it.each([
    // A rate fires at its start, then every period.
    [rate, origin, '2025-12-31T00:00:00.000Z', undefined, '2026-01-01T09:00:00.000Z'],
    [rate, origin, '2026-01-01T09:00:00.000Z', '2026-01-01T09:00:00.000Z', '2026-01-03T09:00:00.000Z'],
    [rate, origin, '2026-01-06T10:00:00.000Z', '2026-01-05T09:00:00.000Z', '2026-01-07T09:00:00.000Z'],
    // The cron fires on each of the 28th to 31st a month has.
    [monthEnd, origin, '2026-02-28T09:15:00.000Z', '2026-02-28T09:15:00.000Z', '2026-03-28T09:15:00.000Z'],
    [monthEnd, origin, '2026-03-01T00:00:00.000Z', '2026-02-28T09:15:00.000Z', '2026-03-28T09:15:00.000Z'],
    [monthEnd, origin, '2026-03-31T10:00:00.000Z', '2026-03-31T09:15:00.000Z', '2026-04-28T09:15:00.000Z'],
    [monthEnd, origin, '2026-01-20T00:00:00.000Z', undefined, '2026-01-28T09:15:00.000Z'],
    // Nothing before the earliest time it may fire.
    [
      monthEnd,
      ms('2026-03-30T00:00:00.000Z'),
      '2026-03-29T12:00:00.000Z',
      undefined,
      '2026-03-30T09:15:00.000Z',
    ],
  ])('%j from %d at %s: latest %s, next %s', (parsed, from, at, latest, next) => {
    expect(iso(latestFiringAtOrBefore(parsed, from, 'UTC', ms(at)))).toBe(latest);
    expect(iso(firstFiringAfter(parsed, from, 'UTC', ms(at)))).toBe(next);
  });

  it('skips a wall time the clocks jump over, as EventBridge does', () => {
    // Berlin goes from 02:00 to 03:00 on 29 March 2026.
    const parsed = parseScheduleExpression('cron(30 2 29 * ? *)');
    expect(iso(firstFiringAfter(parsed, origin, 'Europe/Berlin', ms('2026-03-01T00:00:00.000Z')))).toBe(
      '2026-04-29T00:30:00.000Z',
    );
  });
});

/**
 * The whole monthly design: EventBridge fires the cron, the run handler runs a firing only when
 * it is at or past the next run date and then moves that date on. The runs must be exactly the
 * run dates, for every anchor day and time zone.
 */
describe('cron firings plus the due rule give exactly the run dates', () => {
  it.each<[string, Frequency, string]>([
    ['2026-01-31T09:15:00.000Z', { time_steps: 1, units: 'm' }, 'UTC'],
    ['2026-01-30T09:15:00.000Z', { time_steps: 1, units: 'm' }, 'UTC'],
    ['2028-01-29T09:15:00.000Z', { time_steps: 1, units: 'm' }, 'UTC'],
    ['2026-01-15T09:15:00.000Z', { time_steps: 2, units: 'm' }, 'UTC'],
    ['2026-11-30T22:00:00.000Z', { time_steps: 3, units: 'm' }, 'UTC'],
    ['2026-02-01T04:30:00.000Z', { time_steps: 1, units: 'm' }, 'America/New_York'],
    ['2026-01-31T08:00:00.000Z', { time_steps: 1, units: 'm' }, 'Europe/Berlin'],
    ['2026-01-31T08:00:00.000Z', { time_steps: 5, units: 'd' }, 'Europe/Berlin'],
    ['2026-01-31T08:00:00.000Z', { time_steps: 2, units: 'w' }, 'UTC'],
  ])('%s %j in %s', (anchor, frequency, timeZone) => {
    const parsed = parseScheduleExpression(toScheduleExpression(frequency, anchor, timeZone));
    const firstNext = nextRunDate(anchor, frequency, anchor, timeZone);
    // A rate starts at the next run (its StartDate); a cron may fire from the anchor on.
    const origin = parsed.kind === 'rate' ? ms(firstNext) : ms(anchor);
    const end = ms(runDate(anchor, frequency, 14, timeZone));
    const runs: string[] = [];
    let next = firstNext;
    for (let firing = firstFiringAfter(parsed, origin, timeZone, ms(anchor)); firing <= end; ) {
      const scheduledTime = new Date(firing).toISOString().replace('.000Z', 'Z');
      if (isRunDue(scheduledTime, next)) {
        runs.push(new Date(firing).toISOString());
        next = nextRunDate(anchor, frequency, scheduledTime, timeZone);
      }
      firing = firstFiringAfter(parsed, origin, timeZone, firing);
    }
    expect(runs).toEqual(Array.from({ length: 14 }, (_, k) => runDate(anchor, frequency, k + 1, timeZone)));
  });
});
