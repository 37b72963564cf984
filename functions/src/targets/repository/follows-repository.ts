import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CladeFollow, Refresh } from '@oligowatch/shared/schemas/target-follow';
import { targetsTable } from '@oligowatch/shared/tables';
import { targetsKeys } from '@oligowatch/shared/tables/targets';
import { getDocumentClient, nowEpochSeconds } from '../../lib/db/client';
import { type Page, type PageOptions, queryPage } from '../../lib/db/paging';
import { isConditionFailure } from '../../lib/db/transactions';
import {
  acquireLease,
  commitUnderLease,
  isLeaseStale,
  QUEUED_OWNER,
  releaseLease,
} from '../../lib/jobs/job-lease';
import type { CachedQuery } from './imports-repository';
import { cladeKey, tableName } from './targets-items';

/**
 * Issue 32 in the targets table: the query an import made a clade from (`imported_query` on its
 * CLADE item), the query it follows (`follow`), and its refreshes (REFRESH#{cladeID}#{refreshId},
 * listed per clade by byParent REFRESHES#{cladeID}). See the access patterns of `targetsTable`.
 */

/** What an import's query leaves on its clade, so the clade can follow it later. */
export type ImportedQuery = Pick<
  CachedQuery,
  | 'term'
  | 'filters'
  | 'taxonomicID'
  | 'commonName'
  | 'taxonNames'
  | 'cladeID'
  | 'cladeName'
  | 'cladeGiven'
  | 'byTaxonomy'
> & {
  /** When NCBI was searched (the cache's creation): what was published up to that day was fetched. */
  searched_at: string;
  cacheID: string;
};

/** A followed clade's stored follow: what the API shows and the query a refresh runs. */
export type StoredFollow = CladeFollow & { query: ImportedQuery };

export interface CladeFollowState {
  exists: boolean;
  importedQuery?: ImportedQuery;
  follow?: StoredFollow;
  sampleCount: number;
}

export const getCladeFollowState = async (cladeID: string): Promise<CladeFollowState> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: cladeKey(cladeID), ConsistentRead: true }),
  );
  const item = out.Item;
  return {
    exists: item !== undefined,
    ...(item?.imported_query ? { importedQuery: item.imported_query as ImportedQuery } : {}),
    ...(item?.follow ? { follow: item.follow as StoredFollow } : {}),
    sampleCount: (item?.sampleCount as number | undefined) ?? 0,
  };
};

/**
 * Records the query an import makes the clade from (the clade's item is made if it is not there
 * yet; the import's counters name it). A later import of the clade replaces it.
 */
export const recordImportedQuery = async (query: ImportedQuery): Promise<void> => {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: cladeKey(query.cladeID),
      UpdateExpression: 'SET imported_query = :query, cladeID = if_not_exists(cladeID, :clade)',
      ExpressionAttributeValues: { ':query': query, ':clade': query.cladeID },
    }),
  );
};

/** Sets the follow; false when the clade has no imported query (it cannot follow). */
export const putFollow = async (cladeID: string, follow: StoredFollow): Promise<boolean> => {
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cladeKey(cladeID),
        UpdateExpression: 'SET follow = :follow',
        ConditionExpression: 'attribute_exists(imported_query)',
        ExpressionAttributeValues: { ':follow': follow },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Removes the follow; its samples and history stay. False when it followed nothing. */
export const removeFollow = async (cladeID: string): Promise<boolean> => {
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cladeKey(cladeID),
        UpdateExpression: 'REMOVE follow',
        ConditionExpression: 'attribute_exists(follow)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/**
 * A finished refresh moves the follow on: the high-water mark, the modification window and the last
 * completed refresh to its end (only when it completed), and the last refresh. Nothing when the
 * clade stopped following.
 */
export const advanceFollow = async (
  cladeID: string,
  refresh: { refreshId: string; finishedAt: string; through?: string },
): Promise<void> => {
  const moves = refresh.through
    ? ', follow.high_water = :through, follow.modified_through = :through, follow.refreshed_id = :id, follow.refreshed_at = :at'
    : '';
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: cladeKey(cladeID),
        UpdateExpression: `SET follow.last_refresh_id = :id, follow.last_refresh_at = :at${moves}`,
        ConditionExpression: 'attribute_exists(follow)',
        ExpressionAttributeValues: {
          ':id': refresh.refreshId,
          ':at': refresh.finishedAt,
          ...(refresh.through ? { ':through': refresh.through } : {}),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/** A refresh as stored: the public record, the accessions it fetches, and its lease. */
export type StoredRefresh = Refresh & {
  /** Set once its searches ran: the distinct accessions of both windows, fetched in this order. */
  accessions?: string[];
  lease_owner?: string;
  lease_until?: number;
};

const refreshKey = targetsKeys.refresh;
const leaseItem = (cladeID: string, refreshId: string) => ({
  tableName: tableName(),
  key: refreshKey(cladeID, refreshId),
});

/**
 * Stores a new refresh, queued (the lease's placeholder holds it until its runner takes it). False
 * when a refresh of that id exists: a repeated firing of one scheduled time starts nothing.
 */
export const putQueuedRefresh = async (refresh: Refresh, startLeaseSeconds: number): Promise<boolean> => {
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...refreshKey(refresh.cladeID, refresh.refreshId),
          ...refresh,
          lease_owner: QUEUED_OWNER,
          lease_until: nowEpochSeconds() + startLeaseSeconds,
          gsi1pk: `REFRESHES#${refresh.cladeID}`,
          gsi1sk: `${refresh.started_at}#${refresh.refreshId}`,
          gsi2pk: 'REFRESHES',
          gsi2sk: `${refresh.started_at}#${refresh.refreshId}`,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Queues a failed refresh again, to resume from its last committed batch. False when it is not failed. */
export const requeueRefresh = async (
  cladeID: string,
  refreshId: string,
  startLeaseSeconds: number,
): Promise<boolean> => {
  const nowEpoch = nowEpochSeconds();
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: refreshKey(cladeID, refreshId),
        UpdateExpression:
          'SET #status = :queued, lease_owner = :placeholder, lease_until = :until, updated_at = :now REMOVE reason',
        ConditionExpression:
          'attribute_exists(pk) AND (#status = :failed OR ((#status = :running OR #status = :queued) AND lease_until < :epoch))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':queued': 'queued',
          ':failed': 'failed',
          ':running': 'running',
          ':placeholder': QUEUED_OWNER,
          ':until': nowEpoch + startLeaseSeconds,
          ':epoch': nowEpoch,
          ':now': new Date().toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

const stripRefresh = (item: Record<string, unknown>): StoredRefresh => {
  const { pk: _pk, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, ...rest } = item;
  return rest as StoredRefresh;
};

export const getRefresh = async (cladeID: string, refreshId: string): Promise<StoredRefresh | undefined> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: refreshKey(cladeID, refreshId), ConsistentRead: true }),
  );
  return out.Item ? stripRefresh(out.Item) : undefined;
};

/** Takes the refresh's lease (lib/jobs/job-lease), marking it running; undefined when it may not run. */
export const acquireRefreshLease = async (
  cladeID: string,
  refreshId: string,
  owner: string,
  leaseSeconds: number,
): Promise<StoredRefresh | undefined> => {
  const item = await acquireLease(leaseItem(cladeID, refreshId), owner, leaseSeconds, {
    runnable: ['queued', 'running'],
    set: { status: 'running', updated_at: new Date().toISOString() },
  });
  return item ? stripRefresh(item) : undefined;
};

/** Commits the refresh's progress (its searches, or a batch) and renews the lease. */
export const commitRefresh = (
  cladeID: string,
  refreshId: string,
  owner: string,
  leaseSeconds: number,
  fields: Partial<StoredRefresh>,
): Promise<void> =>
  commitUnderLease(leaseItem(cladeID, refreshId), owner, leaseSeconds, {
    ...fields,
    updated_at: new Date().toISOString(),
  });

/** Ends the runner's turn: done, failed, or queued again for a fresh runner (hand-over). */
export const finishRefresh = (
  cladeID: string,
  refreshId: string,
  owner: string,
  fields: Partial<StoredRefresh> & { status: Refresh['status'] },
  options: { handOverSeconds?: number } = {},
): Promise<void> =>
  releaseLease(
    leaseItem(cladeID, refreshId),
    owner,
    { ...fields, updated_at: new Date().toISOString() },
    options,
  );

/** The public record: a running refresh whose lease ran out lost its runner and shows as failed. */
export const toPublicRefresh = (refresh: StoredRefresh, interruptedReason: string): Refresh => {
  const { accessions: _a, lease_owner: _o, lease_until: _u, ...rest } = refresh;
  const stale = (refresh.status === 'running' || refresh.status === 'queued') && isLeaseStale(refresh);
  return stale ? { ...rest, status: 'failed', reason: interruptedReason } : rest;
};

/** A clade's refreshes, newest first, a page at a time (toPublicRefresh leaves their accession lists out). */
export const listRefreshes = async (
  cladeID: string,
  options: PageOptions = {},
): Promise<Page<StoredRefresh>> => {
  const page = await queryPage(
    targetsTable,
    {
      TableName: tableName(),
      IndexName: 'byParent',
      KeyConditionExpression: 'gsi1pk = :refreshes',
      ExpressionAttributeValues: { ':refreshes': `REFRESHES#${cladeID}` },
      ScanIndexForward: false,
    },
    options,
  );
  return { items: page.items.map(stripRefresh), nextCursor: page.nextCursor };
};

/** The latest refreshes of every clade, newest first (byClade REFRESHES), for the progress on /targets. */
export const listRecentRefreshes = async (limit: number): Promise<StoredRefresh[]> =>
  (
    await queryPage(
      targetsTable,
      {
        TableName: tableName(),
        IndexName: 'byClade',
        KeyConditionExpression: 'gsi2pk = :refreshes',
        ExpressionAttributeValues: { ':refreshes': 'REFRESHES' },
        ScanIndexForward: false,
      },
      { limit },
    )
  ).items.map(stripRefresh);
