import { randomUUID } from 'node:crypto';
import { buildScheduleSpec } from '@oligowatch/functions/schedules/scheduler/schedule-spec';
import type { SchedulerPort } from '@oligowatch/functions/schedules/scheduler/scheduler-port';
import { beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../support/api';

/**
 * The stack's own scheduler, as the routes reach it (getScheduler with the handlers' config) and as
 * the suite drives it (its clock over HTTP). Schedules of other files may fire in these ticks too;
 * only this file's schedule is asserted on.
 */
interface Firing {
  name: string;
  payload: { scheduleId: string; scheduledTime: string };
  error?: string;
}

const tick = async (now: string): Promise<{ status: number; fired: Firing[] }> => {
  const res = await fetch(`${stack().schedulerUrl}tick`, { method: 'POST', body: JSON.stringify({ now }) });
  const body = (await res.json()) as { fired?: Firing[] };
  return { status: res.status, fired: body.fired ?? [] };
};

let scheduler: SchedulerPort;
beforeAll(async () => {
  Object.assign(process.env, stack().env);
  const { getScheduler } = await import('@oligowatch/functions/schedules/scheduler/get-scheduler');
  scheduler = getScheduler();
});

describe('the local stack scheduler', () => {
  it('fires a schedule made through getScheduler once, for its latest due time, until it is deleted', async () => {
    const scheduleId = `engine-${randomUUID()}`;
    const spec = buildScheduleSpec({
      scheduleId,
      anchor: '2030-01-01T08:00:00.000Z',
      frequency: { time_steps: 2, units: 'd' },
      timezone: 'UTC',
      now: '2030-01-01T08:00:00.000Z',
    });
    await scheduler.createSchedule(spec);
    const ours = (fired: Firing[]) => fired.filter((f) => f.name === spec.name);
    try {
      expect(ours((await tick('2030-01-03T07:59:00.000Z')).fired)).toEqual([]);
      // Due on the 3rd, 5th, 7th and 9th: one firing, for the 9th, through the job table's handler.
      const due = await tick('2030-01-10T09:00:00.000Z');
      expect(due.status).toBe(200);
      expect(ours(due.fired).map((f) => f.payload)).toEqual([
        { scheduleId, scheduledTime: '2030-01-09T08:00:00Z' },
      ]);
      expect(ours((await tick('2030-01-10T09:00:00.000Z')).fired)).toEqual([]);
    } finally {
      await scheduler.deleteSchedule(spec.name);
    }
    expect(ours((await tick('2030-03-01T00:00:00.000Z')).fired)).toEqual([]);
    await expect(scheduler.deleteSchedule(spec.name)).resolves.toBeUndefined();
  });

  it('refuses a tick without a time', async () => {
    expect((await tick('tomorrow')).status).toBe(400);
  });
});
