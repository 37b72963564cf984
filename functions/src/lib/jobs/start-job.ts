import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { type Config, getConfig } from '../config';
import { logger } from '../logger';

/**
 * Background jobs: work that must not run on the request path (an import of thousands of NCBI
 * records, later the mismatch reports). A route starts one and answers at once.
 * - In AWS (JOB_RUNNER=lambda, the default) the job's own Lambda is invoked asynchronously
 *   (InvocationType 'Event'); its name comes from the environment.
 * - Locally (JOB_RUNNER=local, set by the local stack) the job module is loaded and run in this
 *   process after the request returns, never awaited by it; a failure is logged.
 * A job module exports `handler(payload, context?)`, the same function the job Lambda runs.
 */
export interface JobPayloads {
  import: { cacheID: string };
}
export type JobName = keyof JobPayloads;

type JobModule<N extends JobName> = { handler: (payload: JobPayloads[N]) => Promise<unknown> };

const jobs: { [N in JobName]: { functionEnv: keyof Config; load: () => Promise<JobModule<N>> } } = {
  import: { functionEnv: 'IMPORT_JOB_FUNCTION', load: () => import('../../targets/run-import-job') },
};

let lambda: LambdaClient | undefined;

export class JobStartError extends Error {}

export const startJob = async <N extends JobName>(name: N, payload: JobPayloads[N]): Promise<void> => {
  const config = getConfig();
  const job = jobs[name];
  if (config.JOB_RUNNER === 'local') {
    const module = await job.load();
    setImmediate(() => {
      module
        .handler(payload)
        .catch((error: unknown) => logger.error('Background job failed', { job: name, error }));
    });
    return;
  }
  const functionName = config[job.functionEnv];
  if (typeof functionName !== 'string' || functionName === '')
    throw new JobStartError(`${String(job.functionEnv)} is not set: cannot start the ${name} job`);
  lambda ??= new LambdaClient({ region: config.AWS_REGION });
  await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
};
