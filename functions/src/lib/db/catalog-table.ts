import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { catalogTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';
import { getDocumentClient, queryAllPages } from './client';

/** Oligos and products share one table: see the access patterns beside its definition. */
export const catalogTableName = (): string => getConfig()[catalogTable.envVar];

/** The item at a key, read consistently (a name just taken must be seen); undefined when absent. */
export const getCatalogItem = async (key: { pk: string }): Promise<Record<string, unknown> | undefined> =>
  (
    await getDocumentClient().send(
      new GetCommand({ TableName: catalogTableName(), Key: key, ConsistentRead: true }),
    )
  ).Item;

/** Every item of one byKind partition, page after page (the catalogue is small; lists show it whole). */
export const queryWholeKind = (kind: string): Promise<Record<string, unknown>[]> =>
  queryAllPages({
    TableName: catalogTableName(),
    IndexName: catalogTable.globalIndexes[0].indexName,
    KeyConditionExpression: 'gsi1pk = :kind',
    ExpressionAttributeValues: { ':kind': kind },
  });

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
