import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../config';

let client: DynamoDBDocumentClient | undefined;

/**
 * Binary attributes (the stored genomes, 9 KB each) decoded straight from DynamoDB's base64. The
 * SDK's own decoder first tests every string against a regular expression: with it, a report of
 * 100,000 genomes took 85 s of CPU and 69.5 s; without, 56 s and 46 s (npm run bench:report). What
 * DynamoDB answers needs no such check.
 */
export const decodeBase64 = (input: string): Uint8Array => {
  const bytes = Buffer.from(input, 'base64');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

/** One document client per process, created on first use (module scope in a Lambda). */
export const getDocumentClient = (): DynamoDBDocumentClient => {
  if (!client) {
    const config = getConfig();
    const base = new DynamoDBClient({
      region: config.AWS_REGION,
      base64Decoder: decodeBase64,
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
