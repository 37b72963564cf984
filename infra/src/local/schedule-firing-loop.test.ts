import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LocalScheduleStore } from '@oligowatch/functions/schedules/scheduler/local-schedule-store';
import { LocalScheduler } from '@oligowatch/functions/schedules/scheduler/local-table-scheduler';
import {
  buildRefreshScheduleSpec,
  buildScheduleSpec,
} from '@oligowatch/functions/schedules/scheduler/schedule-spec';
import { ScheduleNotFoundError } from '@oligowatch/functions/schedules/scheduler/scheduler-errors';
import { localSchedulesTable, physicalTableName } from '@oligowatch/shared/tables';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DynamoDbLocal, startDynamoDbLocal } from './dynamodb-local';
import { toCreateTableInput } from './ensure-tables';
import { findFreePort } from './free-port';
import { localDynamoClient } from './local-clients';
import { createLocalSchedulerLoop, type FiringPayload } from './schedule-firing-loop';
import { startSchedulerControl } from './scheduler-control';

let dynamo: DynamoDbLocal;
let store: LocalScheduleStore;
let tableNumber = 0;

beforeAll(async () => {
  dynamo = await startDynamoDbLocal({ port: await findFreePort(), shortLived: true });
}, 120_000);

afterAll(async () => {
  await dynamo?.stop();
});

// A table of its own per test: nothing one test leaves behind fires in another.
beforeEach(async () => {
  tableNumber += 1;
  const prefix = `sched${tableNumber}`;
  const client = localDynamoClient(dynamo.endpoint);
  await client.send(new CreateTableCommand(toCreateTableInput(prefix, localSchedulesTable)));
  store = new LocalScheduleStore(
    DynamoDBDocumentClient.from(client),
    physicalTableName(prefix, localSchedulesTable),
  );
});

/** The adapter's clock for specs without a StartDate, and the loop's firing record. */
const setup = (createdAt = '2026-01-31T09:15:30.000Z') => {
  const fired: FiringPayload[] = [];
  const adapter = new LocalScheduler(store, () => new Date(createdAt));
  const loop = createLocalSchedulerLoop({
    store,
    fire: async (payload) => {
      fired.push(payload);
    },
    log: () => {},
  });
  return { adapter, loop, fired };
};

const everyTwoDays = buildScheduleSpec({
  scheduleId: 'two-days',
  anchor: '2026-01-01T08:00:00.000Z',
  frequency: { time_steps: 2, units: 'd' },
  timezone: 'UTC',
  now: '2026-01-01T08:00:30.000Z',
});
const monthly = buildScheduleSpec({
  scheduleId: 'monthly',
  anchor: '2026-01-31T09:15:00.000Z',
  frequency: { time_steps: 1, units: 'm' },
  timezone: 'UTC',
  now: '2026-01-31T09:15:30.000Z',
});

const at = (iso: string) => new Date(iso);

describe('the local scheduler', () => {
  it('fires nothing before the first run, then a due schedule once with its id and scheduled time', async () => {
    const { adapter, loop, fired } = setup();
    await adapter.createSchedule(everyTwoDays);
    expect(everyTwoDays.startDate).toBe('2026-01-03T08:00:00.000Z');
    expect(await loop.tick(at('2026-01-03T07:59:59.000Z'))).toEqual([]);
    const firings = await loop.tick(at('2026-01-03T08:00:20.000Z'));
    expect(firings).toEqual([
      { name: 'report-two-days', payload: { scheduleId: 'two-days', scheduledTime: '2026-01-03T08:00:00Z' } },
    ]);
    expect(fired).toEqual([{ scheduleId: 'two-days', scheduledTime: '2026-01-03T08:00:00Z' }]);
    expect((await store.get('report-two-days'))?.next_fire_at).toBe('2026-01-05T08:00:00.000Z');
  });

  it('fires once when ticked twice, one after the other or at the same time', async () => {
    const { adapter, loop, fired } = setup();
    await adapter.createSchedule(everyTwoDays);
    const now = at('2026-01-03T08:00:00.000Z');
    const [first, second] = await Promise.all([loop.tick(now), loop.tick(now)]);
    await loop.tick(now);
    // Two loops over one table (two stacks, or a restart mid-tick) also fire it once.
    const other = createLocalSchedulerLoop({ store, fire: async (p) => void fired.push(p), log: () => {} });
    await other.tick(now);
    expect([...(first ?? []), ...(second ?? [])]).toHaveLength(1);
    expect(fired).toEqual([{ scheduleId: 'two-days', scheduledTime: '2026-01-03T08:00:00Z' }]);
  });

  it('after a restart over missed periods fires once, for the latest one, and carries on from there', async () => {
    const before = setup();
    await before.adapter.createSchedule(monthly);
    await before.loop.tick(at('2026-02-28T09:15:00.000Z'));
    expect(before.fired).toEqual([{ scheduleId: 'monthly', scheduledTime: '2026-02-28T09:15:00Z' }]);
    await before.loop.stop();

    // Stopped from March to mid-June: a new loop on the same table, as `npm start` makes.
    const after = setup();
    expect(await after.loop.tick(at('2026-06-15T12:00:00.000Z'))).toEqual([
      { name: 'report-monthly', payload: { scheduleId: 'monthly', scheduledTime: '2026-05-31T09:15:00Z' } },
    ]);
    expect(await after.loop.tick(at('2026-06-15T12:00:30.000Z'))).toEqual([]);
    // The cron fires on each of the 28th-31st (the run handler runs only the one due).
    expect(await after.loop.tick(at('2026-06-28T09:15:00.000Z'))).toHaveLength(1);
    expect(after.fired.map((p) => p.scheduledTime)).toEqual(['2026-05-31T09:15:00Z', '2026-06-28T09:15:00Z']);
  });

  it('moves the next firing on an update', async () => {
    const { adapter, loop, fired } = setup();
    await adapter.createSchedule(everyTwoDays);
    await adapter.updateSchedule({
      ...everyTwoDays,
      expression: 'rate(7 days)',
      startDate: '2026-01-08T08:00:00.000Z',
    });
    expect(await loop.tick(at('2026-01-05T09:00:00.000Z'))).toEqual([]);
    await loop.tick(at('2026-01-08T08:00:00.000Z'));
    expect(fired).toEqual([{ scheduleId: 'two-days', scheduledTime: '2026-01-08T08:00:00Z' }]);
    expect((await store.get('report-two-days'))?.next_fire_at).toBe('2026-01-15T08:00:00.000Z');
  });

  it('stops firing a deleted schedule; deleting one already gone is fine; updating one is not', async () => {
    const { adapter, loop, fired } = setup();
    await adapter.createSchedule(everyTwoDays);
    await adapter.deleteSchedule(everyTwoDays.name);
    expect(await loop.tick(at('2026-02-01T00:00:00.000Z'))).toEqual([]);
    expect(fired).toEqual([]);
    await expect(adapter.deleteSchedule(everyTwoDays.name)).resolves.toBeUndefined();
    await expect(adapter.deleteSchedule('report-never-made')).resolves.toBeUndefined();
    await expect(adapter.updateSchedule(everyTwoDays)).rejects.toThrow(ScheduleNotFoundError);
  });

  it('starts a schedule without a StartDate when it is written, as EventBridge does', async () => {
    const { adapter, loop, fired } = setup('2026-01-31T09:16:30.000Z');
    // The cron's firing at 09:15 on the 31st is before the schedule existed.
    await adapter.createSchedule(monthly);
    expect((await store.get('report-monthly'))?.next_fire_at).toBe('2026-02-28T09:15:00.000Z');
    expect(await loop.tick(at('2026-02-01T00:00:00.000Z'))).toEqual([]);
    expect(fired).toEqual([]);
  });

  it('keeps firing other schedules when a run fails, and reports the failure', async () => {
    const lines: string[] = [];
    const adapter = new LocalScheduler(store);
    const loop = createLocalSchedulerLoop({
      store,
      fire: async (payload) => {
        if ('scheduleId' in payload && payload.scheduleId === 'two-days')
          throw new Error('run handler exploded');
      },
      log: (line) => lines.push(line),
    });
    await adapter.createSchedule(everyTwoDays);
    await adapter.createSchedule({ ...everyTwoDays, name: 'report-other', input: { scheduleId: 'other' } });
    const firings = await loop.tick(at('2026-01-03T08:00:00.000Z'));
    expect(firings.map((f) => [f.name, f.error])).toEqual([
      ['report-other', undefined],
      ['report-two-days', 'run handler exploded'],
    ]);
    expect(lines).toEqual([
      'Scheduled run of report-two-days for 2026-01-03T08:00:00Z failed: run handler exploded',
    ]);
  });

  it('refuses an expression it cannot fire as EventBridge would', async () => {
    const { adapter } = setup();
    await expect(
      adapter.createSchedule({ ...everyTwoDays, expression: 'cron(0 12 ? * MON *)' }),
    ).rejects.toThrow('Unsupported schedule expression');
    await expect(adapter.createSchedule({ ...everyTwoDays, timezone: 'Mars/Olympus' })).rejects.toThrow(
      'Unknown time zone',
    );
  });

  it('takes its clock over HTTP from a test in another process', async () => {
    const { adapter, loop } = setup();
    await adapter.createSchedule(everyTwoDays);
    const control = await startSchedulerControl(loop);
    try {
      const tick = (body: string) => fetch(`${control.url}tick`, { method: 'POST', body });
      expect((await tick('{"now":"soon"}')).status).toBe(400);
      const res = await tick(JSON.stringify({ now: '2026-01-03T08:00:00.000Z' }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        fired: [
          {
            name: 'report-two-days',
            payload: { scheduleId: 'two-days', scheduledTime: '2026-01-03T08:00:00Z' },
          },
        ],
      });
    } finally {
      await control.stop();
    }
  });

  it("fires a followed clade's schedule into the refresh job, with its clade and time (issue 32)", async () => {
    const fired: { payload: FiringPayload; job: string }[] = [];
    const adapter = new LocalScheduler(store);
    const loop = createLocalSchedulerLoop({
      store: store,
      fire: async (payload, job) => void fired.push({ payload, job }),
      log: () => {},
    });
    const spec = buildRefreshScheduleSpec({
      cladeID: 'sars2',
      everyDays: 7,
      timezone: 'UTC',
      now: '2026-01-01T08:00:00.000Z',
    });
    expect(spec).toMatchObject({ name: 'refresh-sars2', expression: 'rate(7 days)', job: 'refresh' });
    await adapter.createSchedule(spec);
    expect(await loop.tick(at('2026-01-07T08:00:00.000Z'))).toEqual([]);
    await loop.tick(at('2026-01-08T08:00:00.000Z'));
    expect(fired).toEqual([
      { payload: { cladeID: 'sars2', scheduledTime: '2026-01-08T08:00:00Z' }, job: 'refresh' },
    ]);
    await adapter.deleteSchedule(spec.name);
    await loop.tick(at('2026-01-15T08:00:00.000Z'));
    expect(fired).toHaveLength(1);
  });
});
