import { readFileSync } from 'node:fs';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseEnv } from '../testing/base-env';
import { captureErrorLogs } from '../testing/capture-error-logs';

const lambda = mockClient(LambdaClient);
const savedEnv = { ...process.env };

/**
 * startJob and its logger, freshly loaded under `env`: the configuration (JOB_RUNNER, the job
 * functions' names) is read once per module graph, as at a Lambda's cold start.
 */
const load = async (env: Record<string, string>) => {
  vi.resetModules();
  process.env = { ...savedEnv, ...baseEnv, ...env };
  const [startJobModule, { logger }] = await Promise.all([import('./start-job'), import('../logger')]);
  return { ...startJobModule, logger };
};

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  lambda.reset();
});

afterEach(() => {
  process.env = { ...savedEnv };
  vi.restoreAllMocks();
});

describe('startJob in AWS (JOB_RUNNER unset: lambda)', () => {
  const awsEnv = {
    IMPORT_JOB_FUNCTION: 'oligowatch-test-import-job',
    EXPORT_JOB_FUNCTION: 'oligowatch-test-export-job',
  };

  it("invokes the job's own Lambda asynchronously ('Event') with the checked payload, once", async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    const { startJob } = await load(awsEnv);
    await startJob('import', { cacheID: 'c-1' });
    await startJob('export', { reportId: 'r-1', exportId: 'e-1' });
    expect(lambda.calls()).toHaveLength(2);
    expect(lambda.commandCalls(InvokeCommand).map((call) => call.args[0].input)).toEqual([
      {
        FunctionName: 'oligowatch-test-import-job',
        InvocationType: 'Event',
        Payload: new TextEncoder().encode('{"cacheID":"c-1"}'),
      },
      {
        FunctionName: 'oligowatch-test-export-job',
        InvocationType: 'Event',
        Payload: new TextEncoder().encode('{"reportId":"r-1","exportId":"e-1"}'),
      },
    ]);
  });

  it('passes on a refused invocation, so the route that started the job does not claim it started', async () => {
    lambda.on(InvokeCommand).rejects(new Error('Rate exceeded'));
    const { startJob } = await load(awsEnv);
    await expect(startJob('import', { cacheID: 'c-1' })).rejects.toThrow('Rate exceeded');
  });

  it("names the missing variable when the job's function is not configured, and invokes nothing", async () => {
    const { JobStartError, startJob } = await load({ IMPORT_JOB_FUNCTION: 'oligowatch-test-import-job' });
    const start = startJob('export', { reportId: 'r-1', exportId: 'e-1' });
    await expect(start).rejects.toBeInstanceOf(JobStartError);
    await expect(start).rejects.toThrow(
      'EXPORT_JOB_FUNCTION is not set: this function may not run the export job',
    );
    expect(lambda.calls()).toHaveLength(0);
  });

  it('refuses a payload its job does not take before invoking anything', async () => {
    const { startJob } = await load(awsEnv);
    await expect(startJob('import', { cacheID: '' })).rejects.toThrow();
    expect(lambda.calls()).toHaveLength(0);
  });
});

describe('startJob locally (JOB_RUNNER=local)', () => {
  const localEnv = { JOB_RUNNER: 'local' };

  it('hands the checked payload to the registered runner after the caller returns, and no Lambda', async () => {
    const { registerLocalJobRunner, startJob } = await load(localEnv);
    const calls: unknown[] = [];
    registerLocalJobRunner(async (name, payload) => {
      calls.push([name, payload]);
    });
    await startJob('export', { reportId: 'r-1', exportId: 'e-1' });
    expect(calls).toEqual([]);
    await nextTick();
    expect(calls).toEqual([['export', { reportId: 'r-1', exportId: 'e-1' }]]);
    expect(lambda.calls()).toHaveLength(0);
  });

  it("logs a runner's failure (the request that started it has already answered)", async () => {
    const { logger, registerLocalJobRunner, startJob } = await load(localEnv);
    const errors = captureErrorLogs(logger);
    const failure = new Error('NCBI is down');
    registerLocalJobRunner(async () => {
      throw failure;
    });
    await startJob('import', { cacheID: 'c-1' });
    await nextTick();
    await nextTick();
    expect(errors.mock.calls).toEqual([['Background job failed', { job: 'import', error: failure }]]);
  });

  it('refuses a payload its job does not take', async () => {
    const { registerLocalJobRunner, startJob } = await load(localEnv);
    const calls: unknown[] = [];
    registerLocalJobRunner(async (name, payload) => {
      calls.push([name, payload]);
    });
    await expect(startJob('import', { cacheID: '' })).rejects.toThrow();
    await nextTick();
    expect(calls).toEqual([]);
  });

  it('fails clearly when no runner is registered', async () => {
    const { JobStartError, registerLocalJobRunner, startJob } = await load(localEnv);
    registerLocalJobRunner(undefined);
    await expect(startJob('export', { reportId: 'r-2', exportId: 'e-2' })).rejects.toBeInstanceOf(
      JobStartError,
    );
  });
});

it('imports no job module, so a route that starts a job does not bundle its code', () => {
  const source = readFileSync(new URL('./start-job.ts', import.meta.url), 'utf8');
  expect(source).not.toMatch(/import\(/);
  expect(source).not.toMatch(/from '\.\.\/\.\.\/(targets|reports)\//);
});
