import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { waitBeforeAttempt } from './backoff';
import { getDocumentClient } from './client';

const BATCH_GET_LIMIT = 100;

/**
 * The items of `keys` in one table, in BatchGets of 100, read consistently (callers decide on what
 * they say), `concurrency` BatchGets at a time (1 unless told: a reader that waits on its reads,
 * like a report segment, asks for more). DynamoDB may hand back part of a batch as unprocessed
 * under load: those keys are asked again after a wait that doubles each round. Absent items are
 * simply not in the answer, which comes in no particular order.
 */
export const batchGetItems = async (
  tableName: string,
  keys: readonly Record<string, unknown>[],
  options: { projection?: string; concurrency?: number } = {},
): Promise<Record<string, unknown>[]> => {
  const found: Record<string, unknown>[] = [];
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_LIMIT) batches.push(keys.slice(i, i + BATCH_GET_LIMIT));
  const readBatch = async (keys: Record<string, unknown>[]) => {
    let batch: Record<string, unknown>[] | undefined = keys;
    for (let attempt = 0; batch && batch.length > 0; attempt++) {
      await waitBeforeAttempt(attempt);
      const out: BatchGetCommandOutput = await getDocumentClient().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName]: {
              Keys: batch,
              ConsistentRead: true,
              ...(options.projection ? { ProjectionExpression: options.projection } : {}),
            },
          },
        }),
      );
      found.push(...(out.Responses?.[tableName] ?? []));
      batch = out.UnprocessedKeys?.[tableName]?.Keys;
    }
  };
  let next = 0;
  const lanes = Math.max(1, Math.min(options.concurrency ?? 1, batches.length));
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < batches.length) await readBatch(batches[next++] as Record<string, unknown>[]);
    }),
  );
  return found;
};
