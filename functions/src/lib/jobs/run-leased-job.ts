import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { logger } from '../logger';
import { LeaseLostError } from './job-lease';

/**
 * The turn of a job's runner, the same for every job (DESIGN.md 11): take the job's lease, work
 * in committed steps, and near the Lambda's time limit hand the job over to a fresh invocation,
 * which resumes from the last committed step. A runner that cannot take the lease stops at once
 * (another holds it, or the job is finished): a duplicated or retried invocation does nothing.
 */

/** How long a lease lasts without a commit; every commit renews it. */
export const LEASE_SECONDS = 5 * 60;
/** A Lambda with less time left than this hands the job to a fresh invocation. */
export const HAND_OVER_MS = 3 * 60 * 1000;
/** How long the lease waits for the fresh invocation before anyone may take it. */
export const HAND_OVER_LEASE_SECONDS = 60;

export interface RunOptions {
  /** Milliseconds this runner may still work (a Lambda's remaining time); unlimited locally. */
  remainingMs?: () => number;
}

export const runOptionsOf = (context?: Pick<Context, 'getRemainingTimeInMillis'>): RunOptions =>
  context ? { remainingMs: () => context.getRemainingTimeInMillis() } : {};

export interface JobTurn {
  owner: string;
  /** True when the runner must stop after its current step and hand over. */
  timeToHandOver: () => boolean;
}

export interface LeasedJob<S> {
  /** For logs: the job's name and the id of its state. */
  name: string;
  id: string;
  /** Takes the lease for `owner`: the job's state, or undefined when it may not run. */
  acquire: (owner: string) => Promise<S | undefined>;
  /** Works in committed steps; 'handOver' when it stopped because time ran short. */
  work: (state: S, turn: JobTurn) => Promise<'finished' | 'handOver'>;
  /** Gives the lease back for a fresh invocation and starts it. */
  handOver: (owner: string) => Promise<void>;
  /** Records the failure (a reason a person can read) and releases the lease. */
  fail: (owner: string, error: unknown) => Promise<void>;
}

export const runLeasedJob = async <S>(job: LeasedJob<S>, options: RunOptions = {}): Promise<void> => {
  const owner = randomUUID();
  const state = await job.acquire(owner);
  if (!state) {
    logger.info('Job not started: another runner holds it, or it is not waiting to run', {
      job: job.name,
      id: job.id,
    });
    return;
  }
  const remaining = options.remainingMs ?? (() => Number.POSITIVE_INFINITY);
  try {
    const outcome = await job.work(state, { owner, timeToHandOver: () => remaining() < HAND_OVER_MS });
    if (outcome === 'handOver') {
      logger.info('Job handed over to a fresh invocation', { job: job.name, id: job.id });
      await job.handOver(owner);
    }
  } catch (error) {
    if (error instanceof LeaseLostError) {
      logger.warn('Job lease lost: another runner took over', { job: job.name, id: job.id });
      return;
    }
    logger.error('Job failed', { job: job.name, id: job.id, error });
    await job.fail(owner, error).catch((e: unknown) => {
      if (!(e instanceof LeaseLostError))
        logger.error('Could not record the failure', { job: job.name, error: e });
    });
  }
};
