import { schedulesApiMessages } from '@oligowatch/shared/messages/schedules';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, signIn, stack } from '../support/api';
import { expectedErrorLogs } from '../support/expected-error-logs';
import { waitForReport } from '../support/reports';
import { runJobsAndWorkflowsHere } from '../support/run-here';
import {
  addSample,
  createProduct,
  listUpcoming,
  newClade,
  OLIGO,
  type TestClade,
  unique,
} from '../support/schedules';

/**
 * Nothing half-written when the scheduler refuses: scheduling runs here, in the test's process,
 * against the suite's tables, with the scheduler's createSchedule failing on demand (EventBridge
 * down, a throttled account). The stored schedule is removed, no report is started, and the caller
 * gets a clear 503.
 */

const scheduler = vi.hoisted(() => ({ failCreate: false, failUpdate: false, failDelete: false }));

vi.mock('@oligowatch/functions/schedules/scheduler/get-scheduler', async (importActual) => {
  const actual =
    await importActual<typeof import('@oligowatch/functions/schedules/scheduler/get-scheduler')>();
  return {
    getScheduler: () => {
      const real = actual.getScheduler();
      return {
        createSchedule: async (spec: Parameters<typeof real.createSchedule>[0]) => {
          if (scheduler.failCreate) throw new Error('The scheduler is unavailable');
          return real.createSchedule(spec);
        },
        updateSchedule: async (spec: Parameters<typeof real.updateSchedule>[0]) => {
          if (scheduler.failUpdate) throw new Error('The scheduler is unavailable');
          return real.updateSchedule(spec);
        },
        deleteSchedule: async (name: string) => {
          if (scheduler.failDelete) throw new Error('The scheduler is unavailable');
          return real.deleteSchedule(name);
        },
      };
    },
  };
});

let token: string;
let ownerId: string;
let productId: string;
let clade: TestClade;

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  const me = await api<{ users: { _id: string; email: string }[] }>('GET', '/v1/users/get_all_users', {
    token,
  });
  ownerId = me.body.users.find((u) => u.email === stack().admin.email)?._id as string;
  productId = await createProduct(token, 'Failures');
  clade = newClade();
  await addSample(token, clade, `FAIL${clade.taxonomicID}-0.1`, OLIGO, 7);
  // Whatever report the successful case starts runs here, in this process.
  await runJobsAndWorkflowsHere();
}, 120_000);

const request = (title: string) => ({
  report: {
    title,
    productId,
    cladeID: String(clade.taxonomicID),
    targetName: clade.name,
    createdBy: ownerId,
  },
  frequency: { time_steps: 1, units: 'd' as const },
});

describe('scheduling when the scheduler refuses', () => {
  it('removes the stored schedule, starts no report, and says so with a 503', async () => {
    const { scheduleReport } = await import('@oligowatch/functions/reports/schedule-report');
    const title = unique('Scheduler down');
    scheduler.failCreate = true;
    const errors = await expectedErrorLogs();
    try {
      await expect(scheduleReport(request(title))).rejects.toMatchObject({
        code: 'upstreamUnavailable',
        message: schedulesApiMessages.schedulerFailed,
      });
    } finally {
      scheduler.failCreate = false;
      errors.restore();
    }
    expect(errors.messages()).toEqual([
      'Creating the scheduler schedule failed; the stored schedule is removed',
    ]);
    expect((await listUpcoming(token)).filter((s) => s.report_title === title)).toEqual([]);
    const reports = await api<{ reports: { report_title: string }[] }>('GET', '/v1/report/all', { token });
    expect(reports.body.reports.filter((r) => r.report_title === title)).toEqual([]);
  });

  it('with the scheduler back, the same request schedules the report', async () => {
    const { scheduleReport } = await import('@oligowatch/functions/reports/schedule-report');
    const title = unique('Scheduler back');
    const { scheduleId, reportId } = await scheduleReport(request(title));
    expect((await listUpcoming(token)).map((s) => s._id)).toContain(scheduleId);
    expect((await waitForReport(token, reportId)).status).toBe('complete');
    expect((await api('DELETE', `/v1/report/upcoming/${scheduleId}`, { token })).status).toBe(200);
  });
});

/** A route's handler called here, as API Gateway would call its Lambda (so the mocked scheduler is the one used). */
const callRoute = async (method: string, path: string, id: string, body?: unknown) => {
  const { routes, routeKey } = await import('@oligowatch/shared/routes');
  const { toApiGatewayEvent, toLambdaContext } = await import('@oligowatch/infra/local/api-gateway-event');
  const route = routes.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`no route ${method} ${path}`);
  const { handler } = (
    method === 'PUT'
      ? await import('@oligowatch/functions/schedules/handlers/update-scheduled-report')
      : await import('@oligowatch/functions/schedules/handlers/delete-scheduled-report')
  ) as { handler: (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string }> };
  const event = toApiGatewayEvent(
    {
      method,
      url: path.replace('{id}', id),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: Buffer.from(body === undefined ? '' : JSON.stringify(body)),
      sourceIp: '127.0.0.1',
    },
    { routeKey: routeKey(route), pathParameters: { id } },
  );
  const res = await handler(event, toLambdaContext(route.name));
  return { status: res.statusCode, body: JSON.parse(res.body) as unknown };
};

describe('editing or deleting when the scheduler refuses', () => {
  it('keeps the schedule as it was and says so with a 503', async () => {
    const { scheduleReport } = await import('@oligowatch/functions/reports/schedule-report');
    const title = unique('Kept');
    const { scheduleId, reportId } = await scheduleReport(request(title));
    await waitForReport(token, reportId);
    const before = (await listUpcoming(token)).find((s) => s._id === scheduleId);

    scheduler.failUpdate = true;
    const errors = await expectedErrorLogs();
    try {
      expect(
        await callRoute('PUT', '/v1/report/upcoming/{id}', scheduleId, {
          report_title: 'Renamed',
          frequency: { time_steps: 3, units: 'w' },
        }),
      ).toEqual({ status: 503, body: { message: schedulesApiMessages.schedulerUpdateFailed } });
    } finally {
      scheduler.failUpdate = false;
    }
    expect(errors.messages()).toEqual([
      'Updating the scheduler schedule failed; the stored change is undone',
      'Request failed',
    ]);
    errors.clear();
    expect((await listUpcoming(token)).find((s) => s._id === scheduleId)).toEqual(before);

    scheduler.failDelete = true;
    try {
      expect(await callRoute('DELETE', '/v1/report/upcoming/{id}', scheduleId)).toEqual({
        status: 503,
        body: { message: schedulesApiMessages.schedulerDeleteFailed },
      });
    } finally {
      scheduler.failDelete = false;
      errors.restore();
    }
    expect(errors.messages()).toEqual([
      'Deleting the scheduler schedule failed; the schedule is kept',
      'Request failed',
    ]);
    expect((await listUpcoming(token)).find((s) => s._id === scheduleId)).toEqual(before);
    expect(await callRoute('DELETE', '/v1/report/upcoming/{id}', scheduleId)).toEqual({
      status: 200,
      body: { message: schedulesApiMessages.scheduleDeleted },
    });
  });
});
