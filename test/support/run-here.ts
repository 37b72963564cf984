import { stack } from './api';

let registered: Promise<void> | undefined;

/**
 * Runs the jobs and report runs that this test file's own calls start in this process, as the
 * local stack runs those its requests start: jobs by their handlers, report runs by the state
 * machine's definition (segments in this thread, failed steps retried at once). Registered
 * once per file; the stack's process knows nothing of these executions.
 */
export const runJobsAndWorkflowsHere = (): Promise<void> => {
  registered ??= (async () => {
    // Segments align in this thread, as a segment thread of the local stack does (the env says so).
    Object.assign(process.env, stack().env);
    const { registerLocalJobs } = await import('@oligowatch/infra/local/run-local-job');
    const { registerLocalWorkflows } = await import('@oligowatch/infra/local/run-workflows-locally');
    registerLocalJobs();
    await registerLocalWorkflows({ retryIntervalMs: 0, segmentThreads: 0 });
  })();
  return registered;
};
