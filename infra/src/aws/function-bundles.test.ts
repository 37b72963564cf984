import { type JobDef, jobNames, jobs } from '@oligowatch/shared/jobs';
import { routes } from '@oligowatch/shared/routes';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { bundleDirName, functionBundleDir, stackFunctionEntries } from './function-bundles';

// The bundles themselves are checked by lambda-bundles.test.ts; these checks build nothing.
describe('the one build of every function', () => {
  it('covers each route handler once and each job with the workers of its row', () => {
    const entries = stackFunctionEntries();
    const handlers = entries.map((e) => e.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
    expect(handlers).toEqual(expect.arrayContaining(routes.map((r) => r.handler)));
    for (const name of jobNames) {
      const job: JobDef = jobs[name];
      expect(entries).toContainEqual({ handler: job.handler, workers: job.workers ?? [] });
    }
    expect(entries).toHaveLength(
      new Set([...routes, ...jobNames.map((n) => jobs[n])].map((d) => d.handler)).size,
    );
  });

  it('names each directory after its handler without a dot, so CDK reads no extension into it', () => {
    expect(bundleDirName('users/get-user')).toBe('users__get-user');
    const names = stackFunctionEntries().map((e) => bundleDirName(e.handler));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).not.toMatch(/[./]/);
  });

  it('refuses a handler or a worker the tables do not list, before building anything', () => {
    const app = new App();
    expect(() => functionBundleDir(app, 'users/no-such-handler', [])).toThrow(
      'users/no-such-handler is in neither the route table nor the job table',
    );
    expect(() =>
      functionBundleDir(app, jobs.import.handler, ['science/src/mismatch/pool/mismatch-worker']),
    ).toThrow(
      `${jobs.import.handler}: science/src/mismatch/pool/mismatch-worker is not a worker of its job table row`,
    );
  });
});
