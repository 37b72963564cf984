import { type JobName, jobs } from '@oligowatch/shared/jobs';
import { routes } from '@oligowatch/shared/routes';
import { loadHandler } from './invoke-route';
import { loadJobHandler } from './run-local-job';

/**
 * Loads every route's and every job's handler module before the stack says it is ready. Loaded on
 * first use instead, each first request paid its handler's transform and import (0.7 to 1.1 s of
 * CPU for all of them together here), and under a busy CI machine the first browser tests of a
 * shard, which touch a dozen routes for the first time, ran out of time on that (issue 34, item 7).
 * A Lambda has a cold start per function; locally there is one process, so it is paid once, here.
 */
export const preloadHandlers = async (): Promise<number> => {
  const routeHandlers = routes.map((route) => loadHandler(route));
  const jobHandlers = (Object.keys(jobs) as JobName[]).map((name) => loadJobHandler(name));
  await Promise.all([...routeHandlers, ...jobHandlers]);
  return routeHandlers.length + jobHandlers.length;
};
