import { type CalledJobName, type JobPayload, type JobResult, jobs } from '@oligowatch/shared/jobs';
import * as z from 'zod';
import { DomainError } from '../errors';
import { invokeJobFunction, isLocalRunner, localJobRunner } from './job-invoker';

/**
 * How one feature asks another to do what only the other may, and waits for the answer: by the
 * job table's 'requestResponse' rows, never by importing the other feature's code (docs/decisions/
 * 0017-feature-slices.md). In AWS the job's Lambda is invoked and awaited (RequestResponse);
 * locally its handler runs in this process. The answer is the job's result, checked against the
 * job table's schema, or the domain error the job refused with, rethrown here by its code, so a
 * refusal reads the same on both sides of the call.
 */
const errorFieldsSchema = z.object({
  code: z.enum([
    'invalid',
    'unauthenticated',
    'forbidden',
    'notFound',
    'conflict',
    'tooLarge',
    'unsupportedMediaType',
    'rateLimited',
    'notImplemented',
    'upstreamFailed',
    'upstreamUnavailable',
  ]),
  message: z.string(),
  subject: z.string().optional(),
  reason: z.string().optional(),
  field: z.string().optional(),
  service: z.string().optional(),
});

/** What makeJobHandler answers for a called job: its value, or its refusal as JSON. */
export const calledJobAnswerSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: errorFieldsSchema }),
]);
export type CalledJobAnswer = z.infer<typeof calledJobAnswerSchema>;

const answerOf = async (name: CalledJobName, payload: unknown): Promise<unknown> => {
  if (isLocalRunner()) return localJobRunner(name)(name, payload);
  const out = await invokeJobFunction(name, payload, 'RequestResponse');
  const text = out.Payload ? new TextDecoder().decode(out.Payload) : '';
  // A crash, a timeout, an unhandled error: a fault, never a refusal to show as one.
  if (out.FunctionError)
    throw new Error(`The ${name} job failed (${out.FunctionError}): ${text.slice(0, 500)}`);
  return JSON.parse(text) as unknown;
};

export const callJob = async <N extends CalledJobName>(
  name: N,
  payload: JobPayload<N>,
): Promise<JobResult<N>> => {
  const job = jobs[name];
  const answer = calledJobAnswerSchema.parse(await answerOf(name, job.payload.parse(payload)));
  if (!answer.ok) throw new DomainError(answer.error);
  return job.result.parse(answer.value) as JobResult<N>;
};
