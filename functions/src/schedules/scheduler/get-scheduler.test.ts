import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseEnv } from '../../lib/testing/base-env';

/** getScheduler reads the process's config once: each case gets fresh modules and environment. */
const schedulerFor = async (env: Record<string, string>) => {
  vi.resetModules();
  for (const [name, value] of Object.entries({ ...baseEnv, ...env })) vi.stubEnv(name, value);
  const { getScheduler } = await import('./get-scheduler');
  return getScheduler;
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('getScheduler', () => {
  it('gives the EventBridge adapter when SCHEDULER is eventbridge', async () => {
    const getScheduler = await schedulerFor({
      SCHEDULER: 'eventbridge',
      SCHEDULE_GROUP: 'g',
      SCHEDULER_ROLE_ARN: 'arn:aws:iam::1:role/r',
      SCHEDULED_RUN_FUNCTION_ARN: 'arn:aws:lambda:eu-west-1:1:function:f',
      SCHEDULE_DLQ_ARN: 'arn:aws:sqs:eu-west-1:1:q',
      REFRESH_FUNCTION_ARN: 'arn:aws:lambda:eu-west-1:1:function:refresh',
      REFRESH_SCHEDULER_ROLE_ARN: 'arn:aws:iam::1:role/refresh',
    });
    const { EventBridgeScheduler } = await import('./eventbridge-scheduler');
    expect(getScheduler()).toBeInstanceOf(EventBridgeScheduler);
    expect(getScheduler()).toBe(getScheduler());
  });

  it('gives the local adapter when SCHEDULER is local', async () => {
    const getScheduler = await schedulerFor({
      SCHEDULER: 'local',
      LOCAL_SCHEDULES_TABLE: 'p-local-schedules',
    });
    const { LocalScheduler } = await import('./local-table-scheduler');
    expect(getScheduler()).toBeInstanceOf(LocalScheduler);
  });

  it('refuses in a function not granted to manage schedules', async () => {
    const getScheduler = await schedulerFor({});
    expect(() => getScheduler()).toThrow("only the functions granted 'schedules:manage' manage schedules");
  });
});
