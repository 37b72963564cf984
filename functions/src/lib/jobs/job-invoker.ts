import { InvokeCommand, type InvokeCommandOutput, LambdaClient } from '@aws-sdk/client-lambda';
import { jobFunctionEnvVar } from '@oligowatch/shared/job-function-env-var';
import type { JobName } from '@oligowatch/shared/jobs';
import { getConfig } from '../config';

/**
 * How a job's handler is reached, for startJob and callJob alike:
 * - in AWS (JOB_RUNNER=lambda, the default), its own Lambda, by the name in the variable
 *   `jobFunctionEnvVar(name)` that the CDK stack sets on the functions granted 'jobs:<name>';
 * - locally (JOB_RUNNER=local), the runner the local stack registers, which loads the job's module
 *   (functions/src/<job.handler>) and runs it in that process. This module never imports a job, so
 *   a route that starts or calls one does not bundle the job's code.
 */

/** Runs a job's handler in this process and gives back what it answers; what the local stack registers. */
export type LocalJobRunner = (name: JobName, payload: unknown) => Promise<unknown>;

// On globalThis rather than in a module variable: the local stack and the handlers it loads may
// reach this file through different module graphs (a test runner's and node's), yet share one runner.
const RUNNER_KEY = Symbol.for('oligowatch.localJobRunner');
type RunnerHolder = { [RUNNER_KEY]?: LocalJobRunner };

export const registerLocalJobRunner = (runner: LocalJobRunner | undefined): void => {
  (globalThis as RunnerHolder)[RUNNER_KEY] = runner;
};

export class JobStartError extends Error {}

export const isLocalRunner = (): boolean => getConfig().JOB_RUNNER === 'local';

export const localJobRunner = (name: JobName): LocalJobRunner => {
  const runner = (globalThis as RunnerHolder)[RUNNER_KEY];
  if (!runner) throw new JobStartError(`No local job runner is registered: cannot run the ${name} job`);
  return runner;
};

let lambda: LambdaClient | undefined;

/** Invokes a job's Lambda: 'Event' does not wait, 'RequestResponse' waits for its answer. */
export const invokeJobFunction = async (
  name: JobName,
  payload: unknown,
  invocationType: 'Event' | 'RequestResponse',
): Promise<InvokeCommandOutput> => {
  const envVar = jobFunctionEnvVar(name);
  const functionName = (getConfig() as Record<string, unknown>)[envVar];
  if (typeof functionName !== 'string')
    throw new JobStartError(`${envVar} is not set: this function may not run the ${name} job`);
  lambda ??= new LambdaClient({ region: getConfig().AWS_REGION });
  return lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: invocationType,
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
};
