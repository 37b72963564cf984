import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../config';

let client: DynamoDBDocumentClient | undefined;

/** One document client per process, created on first use (module scope in a Lambda). */
export const getDocumentClient = (): DynamoDBDocumentClient => {
  if (!client) {
    const config = getConfig();
    const base = new DynamoDBClient({
      region: config.AWS_REGION,
      ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
    });
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return client;
};

/**
 * Every item of a query, following every page. Only for lists small by nature (staff accounts,
 * the catalogue, targets and clades), which the screens sort and filter whole.
 */
export const queryAllPages = async (
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await getDocumentClient().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

/** The keys and index attributes that are bookkeeping, never part of an API answer. */
export const withoutKeys = (item: Record<string, unknown>): Record<string, unknown> => {
  const { pk: _pk, gsi1pk: _g1, gsi1sk: _g2, ...rest } = item;
  return rest;
};

/**
 * Ids are UUIDs. Anything much longer cannot be one of ours, and a key past DynamoDB's 2048 bytes
 * would make the lookup fail instead of simply find nothing: such ids are unknown without asking.
 */
const MAX_ID_LENGTH = 200;
export const canBeStoredId = (id: string): boolean => id.length <= MAX_ID_LENGTH;

export const nowEpochSeconds = (): number => Math.floor(Date.now() / 1000);

/** True when a transaction or put failed only because a condition did not hold. */
export const isConditionFailure = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ConditionalCheckFailedException') return true;
  if (error.name === 'TransactionCanceledException') {
    const reasons =
      (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    return reasons.some((r) => r.Code === 'ConditionalCheckFailed');
  }
  return false;
};
