import { randomUUID } from 'node:crypto';
import { targetMessages } from '@oligowatch/shared/messages';
import type { Context } from 'aws-lambda';
import { getConfig } from '../lib/config';
import {
  acquireImportLease,
  type BatchProgress,
  commitImportBatch,
  finishImportJob,
  type ImportJob,
  LeaseLostError,
} from '../lib/db/imports-repository';
import { startJob } from '../lib/jobs/start-job';
import { logger } from '../lib/logger';
import { getEutilsClient } from '../lib/ncbi/ncbi-config';
import { NcbiError } from '../lib/ncbi/ncbi-error';
import { JOB_LIMITS, limitCalls } from '../lib/ncbi/request-budget';
import { storeImportRecords } from '../lib/targets/store-import-records';

/**
 * The import job (not a route): started by POST /v1/processCachedImport through startJob, as an
 * asynchronous Lambda invocation in AWS or in the local server's process. It fetches the cached
 * NCBI set batch by batch from the job's committed offset, upserts every valid record by accession
 * and commits the offset and counts after each batch, so a stopped job resumes without duplicates.
 */

/**
 * A batch's NCBI call is bounded by JOB_LIMITS (about 2.5 min at worst), so it always ends before
 * a Lambda with HAND_OVER_MS left runs out, and inside the lease, which every commit renews.
 * `import-job-timing.test.ts` checks the order of the three.
 */
export const LEASE_SECONDS = 5 * 60;
/** A Lambda with less time left than this hands the job to a fresh invocation. */
export const HAND_OVER_MS = 3 * 60 * 1000;

export interface RunOptions {
  /** Milliseconds this runner may still work (a Lambda's remaining time); unlimited locally. */
  remainingMs?: () => number;
}

/** The job's counters: what each committed batch reports, without its message. */
type Counts = Omit<BatchProgress, 'message'>;

const importBatch = async (job: ImportJob, counts: Counts, batchSize: number): Promise<Counts> => {
  // A job has minutes, not a gateway's 30 s, but a batch must still fit the hand-over window.
  const ncbi = limitCalls(await getEutilsClient(), JOB_LIMITS);
  const { records, skipped } = await ncbi.efetchRecords({
    webEnv: job.webEnv,
    queryKey: job.queryKey,
    retstart: counts.processed,
    retmax: batchSize,
  });
  for (const s of skipped) logger.info('Skipped a malformed NCBI record', { cacheID: job.cacheID, ...s });
  // Where each record goes, conflicts and emptied dates: storeImportRecords.
  const stored = await storeImportRecords(
    job,
    records,
    { ...counts, skipped: counts.skipped + skipped.length },
    ncbi,
  );
  const next = { ...counts, ...stored };
  // The set's offset moves by what was asked for: a short answer means the set ended.
  next.processed = Math.min(job.count, counts.processed + batchSize);
  return next;
};

export const runImportJob = async (cacheID: string, options: RunOptions = {}): Promise<void> => {
  const owner = randomUUID();
  const job = await acquireImportLease(cacheID, owner, LEASE_SECONDS);
  if (!job) {
    logger.info('Import job not started: another runner holds it, or it is not queued', { cacheID });
    return;
  }
  const batchSize = getConfig().IMPORT_BATCH_SIZE;
  let counts: Counts = {
    processed: job.processed,
    imported: job.imported,
    updated: job.updated,
    skipped: job.skipped,
    filtered: job.filtered ?? 0,
    conflicts: job.conflicts ?? 0,
    conflictList: job.conflictList ?? [],
    emptyDates: job.emptyDates ?? 0,
  };
  const remaining = options.remainingMs ?? (() => Number.POSITIVE_INFINITY);
  try {
    while (counts.processed < job.count) {
      if (remaining() < HAND_OVER_MS) {
        await finishImportJob(cacheID, owner, {
          status: 'queued',
          message: targetMessages.importProgress(counts.processed, job.count),
        });
        await startJob('import', { cacheID });
        return;
      }
      counts = await importBatch(job, counts, batchSize);
      await commitImportBatch(cacheID, owner, LEASE_SECONDS, {
        ...counts,
        message: targetMessages.importProgress(counts.processed, job.count),
      });
    }
    await finishImportJob(cacheID, owner, {
      status: 'done',
      message:
        counts.conflicts > 0 || counts.emptyDates > 0
          ? targetMessages.importDoneWithNotes(
              counts.imported,
              counts.updated,
              counts.skipped,
              counts.conflicts,
              counts.emptyDates,
            )
          : targetMessages.importDone(counts.imported, counts.updated, counts.skipped),
    });
    logger.info('Import done', { cacheID, ...counts });
  } catch (error) {
    if (error instanceof LeaseLostError) {
      logger.warn('Import lease lost: another runner took over', { cacheID });
      return;
    }
    // NcbiError messages are written for users; anything else is logged, and a plain text shown.
    const message = error instanceof NcbiError ? error.message : targetMessages.importFailed;
    logger.error('Import failed', { cacheID, error });
    await finishImportJob(cacheID, owner, { status: 'failed', message }).catch((e: unknown) =>
      logger.error('Could not record the failed import', { cacheID, error: e }),
    );
  }
};

/** The job Lambda's entry point, and what the local runner calls. */
export const handler = async (event: { cacheID: string }, context?: Context): Promise<void> =>
  runImportJob(event.cacheID, context ? { remainingMs: () => context.getRemainingTimeInMillis() } : {});
