import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { type JobName, type JobPayload, jobFunctionEnvVar, jobs } from '@oligowatch/shared/jobs';
import { getConfig } from '../config';
import { logger } from '../logger';

/**
 * Background jobs (the job table, shared/src/jobs.ts): work that must not run on the request path.
 * A route starts one and answers at once.
 * - In AWS (JOB_RUNNER=lambda, the default) the job's own Lambda is invoked asynchronously
 *   (InvocationType 'Event'); its name comes from the variable `jobFunctionEnvVar(name)`.
 * - Locally (JOB_RUNNER=local) the local stack registers a runner that loads the job's module
 *   (functions/src/<job.handler>) and runs it in that process after the request returns. This
 *   module never imports a job, so a route that starts one does not bundle the job's code.
 */
export type { JobName, JobPayload } from '@oligowatch/shared/jobs';

/** Runs a job's handler off the request path; what the local stack registers. */
export type LocalJobRunner = (name: JobName, payload: unknown) => Promise<unknown>;

// On globalThis rather than in a module variable: the local stack and the handlers it loads may
// reach this file through different module graphs (a test runner's and node's), yet share one runner.
const RUNNER_KEY = Symbol.for('oligowatch.localJobRunner');
type RunnerHolder = { [RUNNER_KEY]?: LocalJobRunner };

export const registerLocalJobRunner = (runner: LocalJobRunner | undefined): void => {
  (globalThis as RunnerHolder)[RUNNER_KEY] = runner;
};

let lambda: LambdaClient | undefined;

export class JobStartError extends Error {}

export const startJob = async <N extends JobName>(name: N, payload: JobPayload<N>): Promise<void> => {
  const config = getConfig();
  const body = jobs[name].payload.parse(payload);
  if (config.JOB_RUNNER === 'local') {
    const runner = (globalThis as RunnerHolder)[RUNNER_KEY];
    if (!runner) throw new JobStartError(`No local job runner is registered: cannot start the ${name} job`);
    setImmediate(() => {
      runner(name, body).catch((error: unknown) =>
        logger.error('Background job failed', { job: name, error }),
      );
    });
    return;
  }
  const envVar = jobFunctionEnvVar(name);
  const functionName = process.env[envVar];
  if (!functionName) throw new JobStartError(`${envVar} is not set: cannot start the ${name} job`);
  lambda ??= new LambdaClient({ region: config.AWS_REGION });
  await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(body)),
    }),
  );
};
