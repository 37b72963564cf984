import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { targetsImportMessages } from '@oligowatch/shared/messages/targets';
import type { ImportProgress } from '@oligowatch/shared/schemas/target';
import { importsTable } from '@oligowatch/shared/tables';
import { getDocumentClient, nowEpochSeconds, withoutKeys } from '../../lib/db/client';
import { tableNameOf } from '../../lib/db/items';
import { isConditionFailure } from '../../lib/db/transactions';
import { DomainError } from '../../lib/errors';
import {
  acquireLease,
  commitUnderLease,
  isLeaseStale,
  QUEUED_OWNER,
  releaseLease,
} from '../../lib/jobs/job-lease';

/**
 * Cached NCBI queries (CACHE#{cacheID}) and the import jobs run from them (JOB#{cacheID}); see the
 * access patterns of `importsTable`. A job's progress is written only by the holder of its lease,
 * so two runners of the same job (a retried asynchronous invocation, a restart) never both work.
 */

const tableName = () => tableNameOf(importsTable);
const cacheKey = (cacheID: string) => ({ pk: `CACHE#${cacheID}` });
const jobKey = (cacheID: string) => ({ pk: `JOB#${cacheID}` });

/** Jobs stay listed for a week after they start. */
const JOB_RETENTION_SECONDS = 7 * 24 * 60 * 60;

export interface ImportFilters {
  collectedAfter: 'All' | number;
  completeOnly: boolean;
  usaOnly: boolean;
}

/** What POST /v1/cache found and what the import needs to fetch it again. */
export interface CachedQuery {
  cacheID: string;
  term: string;
  count: number;
  webEnv: string;
  queryKey: string;
  /**
   * By taxonomy: the target every sample goes under, and its name. By search term: the main
   * taxon of the breakdown (for the progress line); each sample goes under its record's taxon.
   */
  taxonomicID: number;
  commonName: string;
  /** True when the query asked for a taxonomic ID (absent on caches of earlier versions). */
  byTaxonomy?: boolean;
  /** Names of the taxa the query's records declare (taxonomic ID -> common name), as shown. */
  taxonNames?: Record<string, string>;
  cladeID: string;
  cladeName: string;
  /**
   * True when a clade ID was given: every sample joins it. Otherwise each sample joins the clade
   * of its own taxon (its taxonomic ID).
   */
  cladeGiven?: boolean;
  filters: ImportFilters;
  created_by: string;
  created_at: string;
  /** Epoch seconds. */
  expires_at: number;
}

/** What a committed batch reports: the counters and message of the public progress. */
export type BatchProgress = Pick<
  ImportProgress,
  | 'processed'
  | 'imported'
  | 'updated'
  | 'unchanged'
  | 'skipped'
  | 'filtered'
  | 'conflicts'
  | 'conflictList'
  | 'emptyDates'
  | 'message'
>;

export interface ImportJob
  extends CachedQuery,
    BatchProgress,
    Pick<ImportProgress, 'status' | 'started_at' | 'updated_at' | 'finished_at'> {
  lease_owner?: string;
  /** Epoch seconds; the lease is free after this. */
  lease_until?: number;
}

export const putCachedQuery = async (query: CachedQuery): Promise<void> => {
  await getDocumentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...cacheKey(query.cacheID), ...query } }),
  );
};

/** The cached query, unless unknown or expired (TTL deletes lazily, so expiry is checked here). */
export const getCachedQuery = async (cacheID: string): Promise<CachedQuery | undefined> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: cacheKey(cacheID), ConsistentRead: true }),
  );
  const item = out.Item as (CachedQuery & { pk: string }) | undefined;
  if (!item || item.expires_at <= nowEpochSeconds()) return undefined;
  const { pk: _pk, ...query } = item;
  return query;
};

const stripKeys = (item: Record<string, unknown>): ImportJob => withoutKeys(item) as unknown as ImportJob;

export const getImportJob = async (cacheID: string): Promise<ImportJob | undefined> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: jobKey(cacheID), ConsistentRead: true }),
  );
  return out.Item ? stripKeys(out.Item) : undefined;
};

/** Another runner holds the import's lease: it is running. */
export class ImportBusyError extends DomainError {
  constructor() {
    super({ code: 'conflict', reason: 'importRunning', message: targetsImportMessages.importRunning });
  }
}

/**
 * Queues a job for a cached query: a new job, a finished one run again from the start (the upsert
 * makes that a refresh without duplicates), or a failed or interrupted one resumed from its last
 * committed batch, into the clade it started with. Refused while another runner holds the lease.
 */
export const queueImportJob = async (
  query: CachedQuery,
  options: { startLeaseSeconds: number; message: string },
): Promise<ImportJob> => {
  const now = new Date().toISOString();
  const nowEpoch = nowEpochSeconds();
  const existing = await getImportJob(query.cacheID);
  const restart = !existing || existing.status === 'done';
  const job: ImportJob = {
    ...query,
    // A resumed job keeps its clade: a clade ID given on resume would split one import in two.
    ...(restart
      ? {}
      : { cladeID: existing.cladeID, cladeName: existing.cladeName, cladeGiven: existing.cladeGiven }),
    status: 'queued',
    // A new or finished job counts from zero; a resumed one from its last committed batch.
    ...(restart ? noImportCounts() : importCountsOf(existing)),
    message: options.message,
    started_at: restart ? now : existing.started_at,
    updated_at: now,
    // Holds off a second start until the runner has had time to take the lease itself.
    lease_owner: QUEUED_OWNER,
    lease_until: nowEpoch + options.startLeaseSeconds,
  };
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...jobKey(query.cacheID),
          ...job,
          expires_at: nowEpoch + JOB_RETENTION_SECONDS,
          gsi1pk: 'JOBS',
          gsi1sk: `${job.started_at}#${query.cacheID}`,
        },
        ConditionExpression:
          'attribute_not_exists(pk) OR attribute_not_exists(lease_until) OR lease_until < :now',
        ExpressionAttributeValues: { ':now': nowEpoch },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ImportBusyError();
    throw error;
  }
  return job;
};

const leaseItem = (cacheID: string) => ({ tableName: tableName(), key: jobKey(cacheID) });

/**
 * Takes the job's lease for `owner` (free, expired, or still the queued placeholder), marking it
 * running (lib/jobs/job-lease). Undefined when another runner holds it or the job is gone.
 */
export const acquireImportLease = async (
  cacheID: string,
  owner: string,
  leaseSeconds: number,
): Promise<ImportJob | undefined> => {
  const item = await acquireLease(leaseItem(cacheID), owner, leaseSeconds, {
    runnable: ['queued', 'running'],
    set: { status: 'running', updated_at: new Date().toISOString() },
  });
  return item ? stripKeys(item) : undefined;
};

/** Records a committed batch and renews the lease; only the lease holder may. */
export const commitImportBatch = (
  cacheID: string,
  owner: string,
  leaseSeconds: number,
  progress: BatchProgress,
): Promise<void> =>
  // Every field of the progress as given: a counter added to BatchProgress is committed with it.
  commitUnderLease(leaseItem(cacheID), owner, leaseSeconds, {
    ...progress,
    updated_at: new Date().toISOString(),
  });

/**
 * Ends the runner's turn: done or failed (finished), or queued again for a fresh runner (a Lambda
 * nearing its time limit). Releases the lease.
 */
export const finishImportJob = (
  cacheID: string,
  owner: string,
  outcome: { status: 'done' | 'failed' | 'queued'; message: string; handOverSeconds?: number },
): Promise<void> => {
  const now = new Date().toISOString();
  const handOver = outcome.status === 'queued';
  return releaseLease(
    leaseItem(cacheID),
    owner,
    {
      status: outcome.status,
      message: outcome.message,
      updated_at: now,
      ...(handOver ? {} : { finished_at: now }),
    },
    handOver ? { handOverSeconds: outcome.handOverSeconds ?? 60 } : {},
  );
};

/** The most recent jobs, newest first. */
export const listRecentImportJobs = async (limit: number): Promise<ImportJob[]> => {
  const out = await getDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byKind',
      KeyConditionExpression: 'gsi1pk = :jobs',
      ExpressionAttributeValues: { ':jobs': 'JOBS' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(stripKeys);
};

/** A job's counters: what each committed batch reports, without its message. */
export type ImportCounts = Omit<BatchProgress, 'message'>;

/** The counters of a job that has handled no record yet. */
export const noImportCounts = (): ImportCounts => ({
  processed: 0,
  imported: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  filtered: 0,
  conflicts: 0,
  conflictList: [],
  emptyDates: 0,
});

/**
 * A stored job's counters, the ones a job stored before they existed read as empty: the runner
 * resumes from them and the public view shows them, so both read them the same way.
 */
export const importCountsOf = (job: ImportJob): ImportCounts => ({
  processed: job.processed,
  imported: job.imported,
  updated: job.updated,
  unchanged: job.unchanged ?? 0,
  skipped: job.skipped,
  filtered: job.filtered ?? 0,
  conflicts: job.conflicts ?? 0,
  conflictList: job.conflictList ?? [],
  emptyDates: job.emptyDates ?? 0,
});

/**
 * The public view of a job. A job marked running whose lease has run out lost its runner (a crash,
 * a stopped server): it shows as failed with `interruptedMessage`, and starting it again resumes.
 */
export const toImportProgress = (job: ImportJob, interruptedMessage: string): ImportProgress => {
  const stale = (job.status === 'running' || job.status === 'queued') && isLeaseStale(job);
  return {
    cacheID: job.cacheID,
    commonName: job.commonName,
    taxonomicID: job.taxonomicID,
    cladeID: job.cladeID,
    status: stale ? 'failed' : job.status,
    total: job.count,
    ...importCountsOf(job),
    message: stale ? interruptedMessage : job.message,
    started_at: job.started_at,
    updated_at: job.updated_at,
    ...(job.finished_at ? { finished_at: job.finished_at } : {}),
  };
};
