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
