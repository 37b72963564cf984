import {
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { catalogTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';
import { getDocumentClient } from './client';

/** Oligos and products share one table: see the access patterns beside its definition. */
export const catalogTableName = (): string => getConfig()[catalogTable.envVar];

/**
 * Ids are UUIDs. Anything much longer cannot be one of ours, and a key past DynamoDB's 2048 bytes
 * would make the lookup fail instead of simply find nothing: such ids are unknown without asking.
 */
export const MAX_ID_LENGTH = 200;
export const canBeStoredId = (id: string): boolean => id.length <= MAX_ID_LENGTH;

/** The keys and index attributes that are bookkeeping, never part of an API answer. */
export const withoutKeys = (item: Record<string, unknown>): Record<string, unknown> => {
  const { pk: _pk, gsi1pk: _g1, gsi1sk: _g2, ...rest } = item;
  return rest;
};

/** Every item of one byKind partition, page after page (the catalogue is small; lists show it whole). */
export const queryWholeKind = async (kind: string): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await getDocumentClient().send(
      new QueryCommand({
        TableName: catalogTableName(),
        IndexName: catalogTable.globalIndexes[0].indexName,
        KeyConditionExpression: 'gsi1pk = :kind',
        ExpressionAttributeValues: { ':kind': kind },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
};

/** The per-item codes of a cancelled transaction ('None', 'ConditionalCheckFailed', ...), in item order. */
export const cancellationCodes = (error: unknown): (string | undefined)[] => {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code);
};

const TRANSACTION_ATTEMPTS = 6;

/**
 * Runs a write transaction, retrying when DynamoDB cancelled it only because another transaction
 * was touching the same item at that moment (TransactionConflict). A retry then either succeeds
 * or fails on its conditions like any other write: that is what settles a race for a name.
 */
export const sendTransaction = async (input: TransactWriteCommandInput): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await getDocumentClient().send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const conflictOnly = codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
      if (!conflictOnly || attempt >= TRANSACTION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** attempt));
    }
  }
};
