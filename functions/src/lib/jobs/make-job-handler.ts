import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { type JobName, type JobPayload, jobs } from '@oligowatch/shared/jobs';
import type { Context } from 'aws-lambda';
import { checkConfigAtColdStart } from '../config';
import { isDomainError } from '../errors';
import { logger } from '../logger';
import type { CalledJobAnswer } from './call-job';

/**
 * The one way to write a job's Lambda, for the job table's row `name` (as makeHandler is for
 * routes): at cold start it checks the settings the row's grants need; each invocation puts its
 * context into the logger and validates the payload against the row's schema before `run`. A
 * called job ('requestResponse') answers `{ ok, value }`, or its domain error as `{ ok: false,
 * error }` for callJob to rethrow by its code; anything else it throws is a fault of the call. A
 * workflow's task answers its result as it is, and an error fails the state (retries, Catch).
 */
export const makeJobHandler = <N extends JobName, R>(
  name: N,
  run: (payload: JobPayload<N>, context: Context | undefined) => Promise<R>,
) => {
  checkConfigAtColdStart({ job: name });
  const job = jobs[name];
  const handler = middy<unknown, unknown, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (event, context): Promise<unknown> => {
      const payload = job.payload.parse(event) as JobPayload<N>;
      // The local stack calls without a Lambda context (middy hands an empty object).
      const lambdaContext = typeof context?.getRemainingTimeInMillis === 'function' ? context : undefined;
      // A started job answers nobody; a workflow's task answers its state machine as it is.
      if (job.invocation !== 'requestResponse') return run(payload, lambdaContext);
      try {
        return { ok: true, value: await run(payload, lambdaContext) } satisfies CalledJobAnswer;
      } catch (error) {
        if (isDomainError(error)) return { ok: false, error: error.toJSON() } satisfies CalledJobAnswer;
        throw error;
      }
    });
  // Lambda passes a context; the local stack and tests may not.
  return (event: unknown, context?: Context): Promise<unknown> => handler(event, context ?? ({} as Context));
};
