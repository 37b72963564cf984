import { randomUUID } from 'node:crypto';
import { targetsKeys, targetsPartitions } from '@oligowatch/shared/tables/targets';
import { waitBeforeAttempt } from '../../lib/db/backoff';
import { queryAllPages } from '../../lib/db/paging';
import { isTransactionCancelled, transactWrite } from '../../lib/db/transactions';
import { cladeCounter, type TransactItem, targetCounter } from './sample-plan';
import { readItems, tableName } from './targets-items';

/**
 * A batch's counts, taken out of its groups' transactions (issue 32, speed): every group of an
 * import batch used to ADD to the same TARGET and CLADE items, so DynamoDB cancelled any two run
 * at once and the groups went one after the other. A group now writes a TALLY item with its
 * deltas instead; once the batch's groups are written, countTallies adds them to the counters and
 * deletes the TALLY items, in one transaction per up to 100 items, conditioned on each TALLY item
 * still being there: a group is counted once, whoever counts it. A writer's TALLY items are keyed
 * by its tally key (an import's cacheID, a refresh's id), so its next batch, or its resume, counts
 * what an interrupted batch wrote and never counted.
 */

/** Deltas by taxonomic ID or clade ID, with the name a counter item gets when it is first made. */
export type Deltas = Record<string, { delta: number; name: string }>;
export interface Tally {
  /** New samples per taxon (TARGET#{taxonomicID} count). */
  targets: Deltas;
  /** New members per clade (CLADE#{cladeID} sampleCount). */
  clades: Deltas;
}

export const emptyTally = (): Tally => ({ targets: {}, clades: {} });

export const addToDeltas = (deltas: Deltas, id: string | number, delta: number, name: string): void => {
  const key = String(id);
  deltas[key] = { delta: (deltas[key]?.delta ?? 0) + delta, name: deltas[key]?.name ?? name };
};

const isEmpty = (tally: Tally) =>
  Object.keys(tally.targets).length === 0 && Object.keys(tally.clades).length === 0;

/** The Put of a group's TALLY item, written in the group's transaction; undefined when it counts nothing. */
export const tallyPut = (tallyKey: string, tally: Tally): { item: TransactItem; pk: string } | undefined => {
  if (isEmpty(tally)) return undefined;
  const id = randomUUID();
  const key = targetsKeys.tally(tallyKey, id);
  const partition = targetsPartitions.tallies(tallyKey);
  return {
    pk: key.pk,
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...key, [partition.key]: partition.value, gsi1sk: id, ...tally },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
};

/** DynamoDB's items per transaction. */
const TRANSACTION_ITEMS = 100;
const COUNT_ATTEMPTS = 6;

/** The TALLY items of one counting transaction and the counter updates of their summed deltas. */
const countingItems = (tallies: readonly Record<string, unknown>[]): TransactItem[] => {
  const sum = emptyTally();
  for (const t of tallies) {
    for (const [id, d] of Object.entries((t.targets as Deltas | undefined) ?? {}))
      addToDeltas(sum.targets, id, d.delta, d.name);
    for (const [id, d] of Object.entries((t.clades as Deltas | undefined) ?? {}))
      addToDeltas(sum.clades, id, d.delta, d.name);
  }
  return [
    ...tallies.map((t) => ({
      Delete: {
        TableName: tableName(),
        Key: { pk: t.pk as string },
        ConditionExpression: 'attribute_exists(pk)',
      },
    })),
    ...Object.entries(sum.targets).map(([id, d]) => targetCounter(Number(id), d.delta, d.name)),
    ...Object.entries(sum.clades).map(([id, d]) => cladeCounter(id, d.delta, d.name)),
  ];
};

/** Splits TALLY items into transactions of at most 100 items, deletes and counter updates together. */
const chunksOf = (tallies: readonly Record<string, unknown>[]): Record<string, unknown>[][] => {
  const chunks: Record<string, unknown>[][] = [];
  let chunk: Record<string, unknown>[] = [];
  for (const t of tallies) {
    if (chunk.length > 0 && countingItems([...chunk, t]).length > TRANSACTION_ITEMS) {
      chunks.push(chunk);
      chunk = [];
    }
    chunk.push(t);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
};

/**
 * Adds the deltas of the TALLY items `written` (this batch's, known by key: read consistently) and
 * of any other TALLY item of `tallyKey` (left by an interrupted batch: found by the index) to the
 * TARGET and CLADE counters, and deletes them, each transaction conditioned on its TALLY items
 * still being there. When one was counted meanwhile (a repeated count, a runner that took over),
 * the rest are read again and counted: nothing twice, nothing left.
 */
export const countTallies = async (tallyKey: string, written: readonly string[] = []): Promise<void> => {
  const partition = targetsPartitions.tallies(tallyKey);
  const left = await queryAllPages({
    TableName: tableName(),
    IndexName: partition.indexName,
    KeyConditionExpression: '#p = :p',
    ExpressionAttributeNames: { '#p': partition.key },
    ExpressionAttributeValues: { ':p': partition.value },
    ProjectionExpression: 'pk',
  });
  const keys = [...new Set([...written, ...left.map((t) => t.pk as string)])];
  if (keys.length === 0) return;
  for (const chunk of chunksOf(keys.map((pk) => ({ pk })))) {
    for (let attempt = 1; ; attempt++) {
      // Consistent reads of the very items to count: the index may lag, a key read never does.
      const tallies = [...(await readItems(chunk as { pk: string }[])).values()];
      if (tallies.length === 0) break;
      try {
        // Chunked by keys alone; the items read carry their deltas, so the chunk is cut again to fit.
        for (const part of chunksOf(tallies)) await transactWrite(countingItems(part));
        break;
      } catch (error) {
        // Counted meanwhile by another (its TALLY item gone), or a concurrent counter update: read again.
        if (!isTransactionCancelled(error) || attempt >= COUNT_ATTEMPTS) throw error;
        await waitBeforeAttempt(attempt);
      }
    }
  }
};
