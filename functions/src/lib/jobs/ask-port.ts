import { jobs, type PortAnswer, type PortJobName, type PortQuestion } from '@oligowatch/shared/jobs';
import type * as z from 'zod';
import { callJob } from './call-job';

/**
 * Asks a feature's port one question and waits for the answer
 * (docs/decisions/0029-feature-owned-tables.md): a called job like any other (callJob), whose
 * answer is then checked against the schema of the question asked (the row's `answers`). A refusal
 * comes back as the domain error the port refused with.
 */
export const askPort = async <N extends PortJobName, Q extends PortQuestion<N>>(
  name: N,
  question: Q,
): Promise<PortAnswer<N, Q['ask']>> => {
  const answers: Record<string, z.ZodType> = jobs[name].answers;
  const schema = answers[question.ask];
  if (!schema) throw new Error(`The ${name} port has no question ${question.ask}`);
  return schema.parse(await callJob(name, question)) as PortAnswer<N, Q['ask']>;
};
