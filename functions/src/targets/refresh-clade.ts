import { randomUUID } from 'node:crypto';
import { targetsFollowMessages } from '@oligowatch/shared/messages/targets';
import type { Refresh } from '@oligowatch/shared/schemas/target-follow';
import { getConfig } from '../lib/config';
import { conflict, hasCode, invalid, isDomainError } from '../lib/errors';
import {
  HAND_OVER_LEASE_SECONDS,
  LEASE_SECONDS,
  type RunOptions,
  runLeasedJob,
} from '../lib/jobs/run-leased-job';
import { logger } from '../lib/logger';
import type { EutilsClient } from '../lib/ncbi/eutils-client';
import { getEutilsClient } from '../lib/ncbi/ncbi-config';
import type { ParsedRecords } from '../lib/ncbi/ncbi-record';
import { JOB_LIMITS, limitCalls } from '../lib/ncbi/request-budget';
import {
  accessionsToFetch,
  addBatchCounts,
  emptyRefreshCounts,
  REFRESH_MAX_IDS,
  type RefreshCounts,
  refreshWindow,
} from './domain/refresh-window';
import {
  acquireRefreshLease,
  advanceFollow,
  commitRefresh,
  finishRefresh,
  getCladeFollowState,
  getRefresh,
  listRefreshes,
  putQueuedRefresh,
  requeueRefresh,
  type StoredFollow,
  type StoredRefresh,
} from './repository/follows-repository';
import { type CachedQuery, noImportCounts } from './repository/imports-repository';
import { upsertSampleVersions } from './repository/sample-versions';
import { storeImportRecords } from './store-import-records';

/**
 * A followed clade's refresh (issue 32): the import job run on what NCBI published or revised
 * since. Two esearch calls (a publication window from the high-water mark, a modification window
 * from the last refresh, each with a few days of overlap) list the accessions; nothing found ends
 * there. Otherwise the distinct accessions are fetched in batches (the next while one is stored)
 * and stored as an import stores them (under their own taxon, upserted by accession), a new version
 * replacing the stored one; only those accessions (and their earlier versions) are read, never the
 * clade's members. The progress is committed after each batch under the job lease, so a stopped
 * refresh resumes there.
 */

/** Time a queued refresh's runner has to take the lease before the refresh counts as not started. */
const START_LEASE_SECONDS = 2 * 60;

/** A refresh id from a scheduled time: every delivery of one firing names the same refresh. */
export const scheduledRefreshId = (scheduledTime: string): string =>
  `s-${new Date(scheduledTime)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}`;

const isLive = (r: StoredRefresh) =>
  (r.status === 'queued' || r.status === 'running') &&
  typeof r.lease_until === 'number' &&
  r.lease_until >= Math.floor(Date.now() / 1000);

/** A failed or interrupted refresh whose searches ran and that stopped between batches. */
const isResumable = (r: StoredRefresh) =>
  !isLive(r) && r.status !== 'done' && r.accessions !== undefined && r.processed < r.total;

export interface StartedRefresh {
  refreshId: string;
  /** True when it resumes a refresh that stopped, from its last committed batch. */
  resumed: boolean;
}

/**
 * Queues a refresh of a followed clade: the one that stopped half-way is resumed, else a new one
 * is stored (for a scheduled firing, named after its time: a repeated delivery starts nothing and
 * answers undefined). A refresh already running is a conflict (Refresh now) or nothing (a firing).
 */
export const queueRefresh = async (
  cladeID: string,
  options: { trigger: string; scheduledTime?: string },
): Promise<StartedRefresh | undefined> => {
  const state = await getCladeFollowState(cladeID);
  if (!state.follow) throw invalid(targetsFollowMessages.notFollowing);
  const latest = (await listRefreshes(cladeID, { limit: 1 })).items[0];
  if (latest && isLive(latest)) {
    if (options.scheduledTime) return undefined;
    throw conflict('refreshRunning', targetsFollowMessages.refreshRunning);
  }
  if (latest && isResumable(latest)) {
    if (await requeueRefresh(cladeID, latest.refreshId, START_LEASE_SECONDS))
      return { refreshId: latest.refreshId, resumed: true };
  }
  const now = new Date();
  const window = refreshWindow(state.follow, now.getTime());
  const refreshId = options.scheduledTime ? scheduledRefreshId(options.scheduledTime) : randomUUID();
  const refresh: Refresh = {
    refreshId,
    cladeID,
    status: 'queued',
    trigger: options.trigger,
    term: state.follow.term,
    published_from: window.publishedFrom,
    modified_from: window.modifiedFrom,
    through: window.through,
    ncbi_new: 0,
    ncbi_modified: 0,
    total: 0,
    ...emptyRefreshCounts(),
    started_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  if (!(await putQueuedRefresh(refresh, START_LEASE_SECONDS))) return undefined;
  return { refreshId, resumed: false };
};

/** Accessions per efetch of a refresh unless IMPORT_BATCH_SIZE says otherwise (they go in its URL). */
const REFRESH_BATCH_SIZE = 100;

/** The cached query an import would have run: what storeImportRecords files records by. */
const queryOf = (follow: StoredFollow, refreshId: string): CachedQuery => ({
  ...follow.query,
  cacheID: `refresh:${refreshId}`,
  count: 0,
  webEnv: '',
  queryKey: '',
  created_by: follow.followed_by,
  created_at: follow.followed_at,
  expires_at: 0,
});

/** Both windows' searches: the accessions to fetch and what NCBI counted in each. */
const search = async (ncbi: EutilsClient, refresh: StoredRefresh) => {
  const window = { retmax: REFRESH_MAX_IDS, maxdate: refresh.through };
  const published = await ncbi.esearch(refresh.term, {
    ...window,
    datetype: 'pdat',
    mindate: refresh.published_from,
  });
  const modified = await ncbi.esearch(refresh.term, {
    ...window,
    datetype: 'mdat',
    mindate: refresh.modified_from,
  });
  if (published.count > REFRESH_MAX_IDS || modified.count > REFRESH_MAX_IDS)
    throw invalid(targetsFollowMessages.refreshTooLarge(REFRESH_MAX_IDS));
  return {
    accessions: accessionsToFetch(published.ids, modified.ids),
    ncbi_new: published.count,
    ncbi_modified: modified.count,
  };
};

const countsOf = (r: StoredRefresh): RefreshCounts => ({
  processed: r.processed,
  new: r.new,
  updated: r.updated,
  unchanged: r.unchanged,
  conflicts: r.conflicts,
  skipped: r.skipped,
});

/** One batch of accessions stored, once NCBI's answer for them (`fetched`) is in: the counts moved on. */
const refreshBatch = async (
  ncbi: EutilsClient,
  follow: StoredFollow,
  refresh: StoredRefresh,
  ids: string[],
  fetched: Promise<ParsedRecords>,
  counts: RefreshCounts,
): Promise<RefreshCounts> => {
  const { records, skipped } = await fetched;
  for (const s of skipped)
    logger.info('Skipped a malformed NCBI record', { refreshId: refresh.refreshId, ...s });
  const stored = await storeImportRecords(
    queryOf(follow, refresh.refreshId),
    records,
    noImportCounts(),
    ncbi,
    // The refresh's own TALLY items: its resume counts what a stopped batch wrote (sample-tallies.ts);
    // and the writer of its samples, so a redone batch counts them new or updated as they were.
    (upserts) => {
      const writer = `refresh#${follow.cladeID}#${refresh.refreshId}`;
      return upsertSampleVersions(upserts, { tallyKey: writer, writer });
    },
  );
  return addBatchCounts(counts, {
    asked: ids.length,
    inserted: stored.imported,
    updated: stored.updated,
    conflicts: stored.conflicts,
    skipped: skipped.length + stored.skipped + stored.filtered,
  });
};

const failureReason = (error: unknown): string =>
  isDomainError(error) && (hasCode(error, 'upstreamFailed', { service: 'ncbi' }) || hasCode(error, 'invalid'))
    ? error.message
    : targetsFollowMessages.refreshFailed;

/**
 * Runs a queued refresh under the job lease; `handOver` starts a fresh invocation when a Lambda's
 * time runs short. Resolves when this runner's turn ends (finished, failed, handed over, or not run).
 */
export const runRefresh = (
  cladeID: string,
  refreshId: string,
  options: RunOptions & { handOver?: () => Promise<void> } = {},
): Promise<void> =>
  runLeasedJob<StoredRefresh>(
    {
      name: 'refresh',
      id: `${cladeID}/${refreshId}`,
      acquire: (owner) => acquireRefreshLease(cladeID, refreshId, owner, LEASE_SECONDS),
      work: async (refresh, turn) => {
        const state = await getCladeFollowState(cladeID);
        if (!state.follow) throw invalid(targetsFollowMessages.notFollowing);
        const follow = state.follow;
        const ncbi = limitCalls(await getEutilsClient(), JOB_LIMITS);
        let current = refresh;
        if (!current.accessions) {
          const found = await search(ncbi, current);
          current = { ...current, ...found, total: found.accessions.length };
          await commitRefresh(cladeID, refreshId, turn.owner, LEASE_SECONDS, {
            ...found,
            total: found.accessions.length,
          });
        }
        const accessions = current.accessions ?? [];
        const batchSize = getConfig().IMPORT_BATCH_SIZE ?? REFRESH_BATCH_SIZE;
        let counts = countsOf(current);
        /**
         * The next batch, fetched from NCBI while this one is stored, as the import does (the rate
         * limiter still spaces the calls): NCBI's time and DynamoDB's overlap instead of adding up.
         */
        let ahead: Promise<ParsedRecords> | undefined;
        while (counts.processed < accessions.length) {
          if (turn.timeToHandOver() && options.handOver) {
            await finishRefresh(
              cladeID,
              refreshId,
              turn.owner,
              { status: 'queued', ...counts },
              { handOverSeconds: HAND_OVER_LEASE_SECONDS },
            );
            return 'handOver';
          }
          const ids = accessions.slice(counts.processed, counts.processed + batchSize);
          const fetched = ahead ?? ncbi.efetchRecords({ ids });
          const following = accessions.slice(counts.processed + batchSize, counts.processed + 2 * batchSize);
          ahead = following.length > 0 ? ncbi.efetchRecords({ ids: following }) : undefined;
          // Awaited by the next batch; left unawaited by a hand-over or a failure, it must not count as unhandled.
          ahead?.catch(() => undefined);
          counts = await refreshBatch(ncbi, follow, current, ids, fetched, counts);
          await commitRefresh(cladeID, refreshId, turn.owner, LEASE_SECONDS, { ...counts });
        }
        const finishedAt = new Date().toISOString();
        const after = await getCladeFollowState(cladeID);
        await finishRefresh(cladeID, refreshId, turn.owner, {
          status: 'done',
          ...counts,
          finished_at: finishedAt,
          duration_ms: Math.max(0, Date.parse(finishedAt) - Date.parse(current.started_at)),
          sample_count: after.sampleCount,
        });
        await advanceFollow(cladeID, { refreshId, finishedAt, through: current.through });
        logger.info('Refresh done', { cladeID, refreshId, ...counts });
        return 'finished';
      },
      handOver: async () => {
        await options.handOver?.();
      },
      fail: async (owner, error) => {
        const finishedAt = new Date().toISOString();
        const stored = await getRefresh(cladeID, refreshId);
        await finishRefresh(cladeID, refreshId, owner, {
          status: 'failed',
          reason: failureReason(error),
          finished_at: finishedAt,
          duration_ms: stored ? Math.max(0, Date.parse(finishedAt) - Date.parse(stored.started_at)) : 0,
        });
        await advanceFollow(cladeID, { refreshId, finishedAt });
      },
    },
    options,
  );
