import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { catalogTable } from '@oligowatch/shared/tables';
import { catalogKeys } from '@oligowatch/shared/tables/catalog';
import { getDocumentClient } from '../../lib/db/client';
import { getItem, tableNameOf } from '../../lib/db/items';

/**
 * A whole-list read kept in this process (a Lambda instance, or the local server) and reused while
 * the list's version item says nothing changed: one consistent GetItem per request instead of a
 * query of the whole catalogue (1,000 oligos are ~150 KB, read and unmarshalled on every call).
 *
 * Writers bump the version after their write succeeds (`bumpListVersion`), so a reader that read
 * the old version before querying can at worst keep a list under a version that is already gone.
 * The lists come from a global index, which DynamoDB updates a moment after the write: a list
 * read within SETTLE_MS of a bump is used once and not kept, so a lagging index cannot pin an old
 * list. MAX_AGE_MS bounds the cache even if a bump was lost (a writer that died between the two).
 */
const SETTLE_MS = 1000;
const MAX_AGE_MS = 60_000;

interface Version {
  version: number;
  changedAtMs: number;
}

const versionKey = catalogKeys.listVersion;

const readVersion = async (list: string): Promise<Version> => {
  const item = await getItem(catalogTable, versionKey(list));
  return {
    version: typeof item?.version === 'number' ? item.version : 0,
    changedAtMs: typeof item?.changed_at_ms === 'number' ? item.changed_at_ms : 0,
  };
};

/** Marks the list as changed: every process drops its copy at its next read. */
export const bumpListVersion = async (list: string): Promise<void> => {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: tableNameOf(catalogTable),
      Key: versionKey(list),
      UpdateExpression: 'ADD version :one SET changed_at_ms = :now',
      ExpressionAttributeValues: { ':one': 1, ':now': Date.now() },
    }),
  );
};

/** `load` wrapped in the cache above; `list` names the version item its writers bump. */
export const versionedListCache = <T>(list: string, load: (key: string) => Promise<T>) => {
  const cache = new Map<string, { version: number; fetchedAtMs: number; value: T }>();
  return async (key: string): Promise<T> => {
    const current = await readVersion(list);
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.version === current.version && now - hit.fetchedAtMs < MAX_AGE_MS) return hit.value;
    const value = await load(key);
    if (now >= current.changedAtMs + SETTLE_MS)
      cache.set(key, { version: current.version, fetchedAtMs: now, value });
    else cache.delete(key);
    return value;
  };
};
