import { targetsImportMessages } from '@oligowatch/shared/messages/targets';
import { hasCode, isDomainError } from '../../lib/errors';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import {
  HAND_OVER_LEASE_SECONDS,
  LEASE_SECONDS,
  type RunOptions,
  runLeasedJob,
  runOptionsOf,
} from '../../lib/jobs/run-leased-job';
import { startJob } from '../../lib/jobs/start-job';
import { logger } from '../../lib/logger';
import { getEutilsClient } from '../../lib/ncbi/ncbi-config';
import type { ParsedRecords } from '../../lib/ncbi/ncbi-record';
import { JOB_LIMITS, limitCalls } from '../../lib/ncbi/request-budget';
import {
  acquireImportLease,
  commitImportBatch,
  finishImportJob,
  type ImportCounts,
  type ImportJob,
  importCountsOf,
} from '../repository/imports-repository';
import { countTallies } from '../repository/sample-tallies';
import { upsertSamples } from '../repository/sample-upserts';
import { storeImportRecords } from '../store-import-records';
import { importBatchSize } from './import-batch-size';

/**
 * The import job (not a route): started by POST /v1/processCachedImport through startJob, as an
 * asynchronous Lambda invocation in AWS or in the local server's process. It fetches the cached
 * NCBI set batch by batch from the job's committed offset, upserts every valid record by accession
 * and commits the offset and counts after each batch, so a stopped job resumes without duplicates.
 */

/**
 * A batch's NCBI call is bounded by JOB_LIMITS (about 2.5 min at worst), so it always ends before
 * a Lambda with HAND_OVER_MS left runs out, and inside the lease, which every commit renews.
 * `lib/ncbi/request-budget.test.ts` ("the import job's budget") checks the order of the three.
 */
export { HAND_OVER_MS, LEASE_SECONDS } from '../../lib/jobs/run-leased-job';

/** The job's NCBI client: a job has minutes, not a gateway's 30 s, but a batch must still fit the hand-over window. */
const jobClient = async () => limitCalls(await getEutilsClient(), JOB_LIMITS);

/**
 * Whose TALLY items the job's batches write: the job's own, so that a resumed job counts what a
 * batch it stopped in wrote and never counted (sample-tallies.ts).
 */
export const importTallyKey = (cacheID: string) => `import#${cacheID}`;

/**
 * Who stores the samples of one run of the job (sample-plan.ts, PlanOptions.writer): a resumed
 * run keeps its start time, a finished job run again gets a new one, so a batch the run redoes
 * counts what it stored before as it stored it, and a second run counts it unchanged.
 */
export const importWriter = (job: Pick<ImportJob, 'cacheID' | 'started_at'>) =>
  `import#${job.cacheID}@${job.started_at}`;

/** One batch of the job's NCBI set: `batchSize` records from `retstart`. */
const fetchBatch = async (job: ImportJob, retstart: number, batchSize: number): Promise<ParsedRecords> =>
  (await jobClient()).efetchRecords({
    webEnv: job.webEnv,
    queryKey: job.queryKey,
    retstart,
    retmax: batchSize,
  });

/** Stores the batch at the job's offset: `fetched` when it was fetched ahead, else fetched now. */
const importBatch = async (
  job: ImportJob,
  counts: ImportCounts,
  batchSize: number,
  fetched: Promise<ParsedRecords> = fetchBatch(job, counts.processed, batchSize),
): Promise<ImportCounts> => {
  const { records, skipped } = await fetched;
  const ncbi = await jobClient();
  for (const s of skipped) logger.info('Skipped a malformed NCBI record', { cacheID: job.cacheID, ...s });
  // Where each record goes, conflicts and emptied dates: storeImportRecords.
  const stored = await storeImportRecords(
    job,
    records,
    { ...counts, skipped: counts.skipped + skipped.length },
    ncbi,
    (upserts) => upsertSamples(upserts, { tallyKey: importTallyKey(job.cacheID), writer: importWriter(job) }),
  );
  const next = { ...counts, ...stored };
  // The set's offset moves by what was asked for: a short answer means the set ended.
  next.processed = Math.min(job.count, counts.processed + batchSize);
  return next;
};

export const runImportJob = (cacheID: string, options: RunOptions = {}): Promise<void> =>
  runLeasedJob<ImportJob>(
    {
      name: 'import',
      id: cacheID,
      acquire: (owner) => acquireImportLease(cacheID, owner, LEASE_SECONDS),
      work: async (job, turn) => {
        const batchSize = await importBatchSize();
        let counts: ImportCounts = importCountsOf(job);
        // A batch this job stopped in may have written groups it never counted: count them first.
        await countTallies(importTallyKey(cacheID));
        /** The next batch, fetched from NCBI while this one is stored (the rate limiter still spaces the calls). */
        let ahead: Promise<ParsedRecords> | undefined;
        while (counts.processed < job.count) {
          if (turn.timeToHandOver()) {
            await finishImportJob(cacheID, turn.owner, {
              status: 'queued',
              message: targetsImportMessages.importProgress(counts.processed, job.count),
              handOverSeconds: HAND_OVER_LEASE_SECONDS,
            });
            return 'handOver';
          }
          const fetched = ahead ?? fetchBatch(job, counts.processed, batchSize);
          const following = counts.processed + batchSize;
          ahead = following < job.count ? fetchBatch(job, following, batchSize) : undefined;
          // Awaited by the next batch; left unawaited by a hand-over or a failure, it must not count as unhandled.
          ahead?.catch(() => undefined);
          counts = await importBatch(job, counts, batchSize, fetched);
          await commitImportBatch(cacheID, turn.owner, LEASE_SECONDS, {
            ...counts,
            message: targetsImportMessages.importProgress(counts.processed, job.count),
          });
        }
        await finishImportJob(cacheID, turn.owner, {
          status: 'done',
          message:
            counts.conflicts > 0 || counts.emptyDates > 0
              ? targetsImportMessages.importDoneWithNotes(
                  counts.imported,
                  counts.updated,
                  counts.unchanged,
                  counts.skipped,
                  counts.conflicts,
                  counts.emptyDates,
                )
              : targetsImportMessages.importDone(
                  counts.imported,
                  counts.updated,
                  counts.unchanged,
                  counts.skipped,
                ),
        });
        logger.info('Import done', { cacheID, ...counts });
        return 'finished';
      },
      // The lease went back to the placeholder in `work`, with the last committed batch.
      handOver: () => startJob('import', { cacheID }),
      fail: (owner, error) =>
        // NCBI's failures are written for users; anything else is logged, and a plain text shown.
        finishImportJob(cacheID, owner, {
          status: 'failed',
          message:
            isDomainError(error) && hasCode(error, 'upstreamFailed', { service: 'ncbi' })
              ? error.message
              : targetsImportMessages.importFailed,
        }),
    },
    options,
  );

/** The job Lambda's entry point, and what the local runner calls. */
export const handler = makeJobHandler('import', ({ cacheID }, context) =>
  runImportJob(cacheID, runOptionsOf(context)),
);
