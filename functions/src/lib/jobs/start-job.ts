import { type JobName, type JobPayload, jobs } from '@oligowatch/shared/jobs';
import { logger } from '../logger';
import { invokeJobFunction, isLocalRunner, localJobRunner } from './job-invoker';

/**
 * Background jobs (the job table's 'event' rows, shared/src/jobs.ts): work that must not run on
 * the request path. A route starts one and answers at once: in AWS its Lambda is invoked
 * asynchronously; locally it runs in this process after the request returns (job-invoker.ts).
 */
export type { JobName, JobPayload } from '@oligowatch/shared/jobs';
export { JobStartError, type LocalJobRunner, registerLocalJobRunner } from './job-invoker';

export const startJob = async <N extends JobName>(name: N, payload: JobPayload<N>): Promise<void> => {
  const body = jobs[name].payload.parse(payload);
  if (isLocalRunner()) {
    const runner = localJobRunner(name);
    setImmediate(() => {
      runner(name, body).catch((error: unknown) =>
        logger.error('Background job failed', { job: name, error }),
      );
    });
    return;
  }
  await invokeJobFunction(name, body, 'Event');
};
