import { describe, expect, it } from 'vitest';
import {
  buildRefreshScheduleSpec,
  buildScheduleSpec,
  refreshScheduleNameFor,
  scheduleNameFor,
} from './schedule-spec';

describe('buildScheduleSpec', () => {
  it('starts a rate at the next run after now', () => {
    expect(
      buildScheduleSpec({
        scheduleId: '0f8c2d1e-5b6a-4c3d-9e8f-7a6b5c4d3e2f',
        anchor: '2026-11-23T19:21:00.000Z',
        frequency: { time_steps: 2, units: 'w' },
        timezone: 'UTC',
        now: '2026-11-23T19:21:30.000Z',
      }),
    ).toEqual({
      name: 'report-0f8c2d1e-5b6a-4c3d-9e8f-7a6b5c4d3e2f',
      expression: 'rate(14 days)',
      timezone: 'UTC',
      startDate: '2026-12-07T19:21:00.000Z',
      input: { scheduleId: '0f8c2d1e-5b6a-4c3d-9e8f-7a6b5c4d3e2f' },
    });
  });

  it('after an edit, starts the rate at the first run still ahead', () => {
    expect(
      buildScheduleSpec({
        scheduleId: 'a1',
        anchor: '2026-11-01T08:00:00.000Z',
        frequency: { time_steps: 3, units: 'd' },
        timezone: 'UTC',
        now: '2026-11-23T19:21:30.000Z',
      }).startDate,
    ).toBe('2026-11-25T08:00:00.000Z');
  });

  it('gives a monthly cron no StartDate', () => {
    expect(
      buildScheduleSpec({
        scheduleId: 'a1',
        anchor: '2026-01-31T08:00:00.000Z',
        frequency: { time_steps: 1, units: 'm' },
        timezone: 'Europe/Berlin',
        now: '2026-01-31T08:00:10.000Z',
      }),
    ).toEqual({
      name: 'report-a1',
      expression: 'cron(0 9 28-31 * ? *)',
      timezone: 'Europe/Berlin',
      input: { scheduleId: 'a1' },
    });
  });

  it('refuses an id EventBridge cannot take in a name', () => {
    expect(() => scheduleNameFor('a/b')).toThrow('cannot name a schedule');
    expect(() => scheduleNameFor('x'.repeat(58))).toThrow('cannot name a schedule');
    expect(scheduleNameFor('x'.repeat(57))).toHaveLength(64);
  });
});

describe("a followed clade's refresh schedule (issue 32)", () => {
  it('fires the refresh job every N days, the first a period from now', () => {
    expect(
      buildRefreshScheduleSpec({
        cladeID: '2697049',
        everyDays: 1,
        timezone: 'UTC',
        now: '2026-11-28T02:00:00.000Z',
      }),
    ).toEqual({
      name: 'refresh-2697049',
      expression: 'rate(1 day)',
      timezone: 'UTC',
      startDate: '2026-11-29T02:00:00.000Z',
      input: { cladeID: '2697049' },
      job: 'refresh',
    });
    expect(
      buildRefreshScheduleSpec({
        cladeID: 'RSV-A',
        everyDays: 7,
        timezone: 'UTC',
        now: '2026-11-28T02:00:00.000Z',
      }),
    ).toMatchObject({ expression: 'rate(7 days)', startDate: '2026-12-05T02:00:00.000Z' });
  });

  it('names a clade too long for a schedule name by a digest of its ID, the same every time', () => {
    const long = 'c'.repeat(64);
    const name = refreshScheduleNameFor(long);
    expect(name).toMatch(/^refresh-[0-9a-f]{40}$/);
    expect(name).toHaveLength(48);
    expect(refreshScheduleNameFor(long)).toBe(name);
    expect(refreshScheduleNameFor('c'.repeat(56))).toBe(`refresh-${'c'.repeat(56)}`);
  });
});
