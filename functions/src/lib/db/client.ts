import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
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
