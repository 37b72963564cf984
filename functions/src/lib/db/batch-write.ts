import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { waitBeforeAttempt } from './backoff';
import { getDocumentClient } from './client';

const BATCH_WRITE_ITEMS = 25;
const PARALLEL_BATCHES = 4;

const sendBatch = async (tableName: string, requests: Record<string, unknown>[]): Promise<void> => {
  let pending: Record<string, unknown>[] | undefined = requests;
  for (let attempt = 0; pending && pending.length > 0; attempt++) {
    // Unprocessed items come back under throttling: wait a little longer each round.
    await waitBeforeAttempt(attempt);
    const out = await getDocumentClient().send(
      new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
    );
    pending = out.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined;
  }
};

/**
 * Writes items (PutRequest) or deletes keys (DeleteRequest) in one table, in BatchWrites of 25, a
 * few at a time, every unprocessed request asked again.
 */
export const batchWriteItems = async (
  tableName: string,
  requests: Record<string, unknown>[],
): Promise<void> => {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < requests.length; i += BATCH_WRITE_ITEMS)
    batches.push(requests.slice(i, i + BATCH_WRITE_ITEMS));
  for (let i = 0; i < batches.length; i += PARALLEL_BATCHES)
    await Promise.all(batches.slice(i, i + PARALLEL_BATCHES).map((batch) => sendBatch(tableName, batch)));
};
