import type { JobName, SCHEDULED_RUN_JOB_NAME } from '@oligowatch/shared/jobs';

/**
 * The fixed name of a job's function: the job and the routes that start it know it in advance, and
 * so does the scheduler's role, which may invoke the scheduledRun job's function only.
 */
export const jobFunctionName = (namePrefix: string, name: JobName | typeof SCHEDULED_RUN_JOB_NAME): string =>
  `${namePrefix}-${name}-job`;
