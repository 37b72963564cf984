import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { registerLocalJobRunner } from '@oligowatch/functions/lib/jobs/start-job';
import { type JobName, jobs } from '@oligowatch/shared/jobs';
import { FUNCTIONS_SRC } from './repo-paths';

type JobHandler = (payload: unknown) => Promise<unknown>;

const loaded = new Map<JobName, Promise<JobHandler>>();

/** Loads functions/src/<job.handler>.ts once, as the job's Lambda loads its bundle once. */
export const loadJobHandler = (name: JobName): Promise<JobHandler> => {
  let handler = loaded.get(name);
  if (!handler) {
    const file = pathToFileURL(join(FUNCTIONS_SRC, `${jobs[name].handler}.ts`)).href;
    handler = import(file).then((mod: { handler?: JobHandler }) => {
      if (typeof mod.handler !== 'function')
        throw new Error(`${jobs[name].handler}.ts does not export a handler`);
      return mod.handler;
    });
    loaded.set(name, handler);
  }
  return handler;
};

/**
 * The local stand-in for asynchronous Lambda invocations: every row of the job table runs in this
 * process, off the request path (startJob with JOB_RUNNER=local calls it after the request returns).
 * Without a Lambda context the job has no time limit, so it never needs to hand over.
 */
export const registerLocalJobs = (): void => {
  registerLocalJobRunner(async (name, payload) =>
    (await loadJobHandler(name))(jobs[name].payload.parse(payload)),
  );
};

/**
 * Runs a job of the job table by its name in this process and waits for it: how the local
 * scheduler fires the scheduledRun job's handler, as EventBridge invokes its Lambda. A name the
 * job table does not have is refused.
 */
export const runLocalJob = async (name: string, payload: unknown): Promise<unknown> => {
  if (!Object.hasOwn(jobs, name)) throw new Error(`The job table has no ${name} job`);
  const job = name as JobName;
  return (await loadJobHandler(job))(jobs[job].payload.parse(payload));
};
