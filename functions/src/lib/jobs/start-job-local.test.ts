import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseEnv } from '../testing/base-env';

// The configuration of the local stack: jobs run through the runner it registers.
beforeAll(() => {
  Object.assign(process.env, { ...baseEnv, JOB_RUNNER: 'local' });
});

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

describe('startJob locally', () => {
  it('hands the checked payload to the registered runner after the caller returns', async () => {
    const { registerLocalJobRunner, startJob } = await import('./start-job');
    const calls: unknown[] = [];
    registerLocalJobRunner(async (name, payload) => {
      calls.push([name, payload]);
    });
    await startJob('report', { reportId: 'r-1' });
    expect(calls).toEqual([]);
    await nextTick();
    expect(calls).toEqual([['report', { reportId: 'r-1' }]]);
  });

  it('refuses a payload its job does not take', async () => {
    const { startJob } = await import('./start-job');
    await expect(startJob('import', { cacheID: '' })).rejects.toThrow();
  });

  it('fails clearly when no runner is registered', async () => {
    const { JobStartError, registerLocalJobRunner, startJob } = await import('./start-job');
    registerLocalJobRunner(undefined);
    await expect(startJob('report', { reportId: 'r-2' })).rejects.toBeInstanceOf(JobStartError);
  });

  it('imports no job module, so a route that starts a job does not bundle its code', () => {
    const source = readFileSync(new URL('./start-job.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/import\(/);
    expect(source).not.toMatch(/from '\.\.\/\.\.\/(targets|reports)\//);
  });
});
