import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { authTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';
import { getDocumentClient, nowEpochSeconds } from './client';

/**
 * Security state with a lifetime: logged-out tokens, enrollment/reset links, failed sign-ins.
 * DynamoDB TTL deletes lazily, so every read here also checks `expires_at` itself.
 */
const tableName = () => getConfig()[authTable.envVar];

export type LinkPurpose = 'reset' | 'enrollment';

export interface LinkRecord {
  purpose: LinkPurpose;
  userId: string;
  expires_at: number;
  /** Set when the link is used (epoch seconds): the record stays until it expires, so a second visit can be told "already used". */
  used_at?: number;
}

export const linkKey = (tokenHash: string) => ({ pk: `LINK#${tokenHash}` });

export const denySessionToken = async (jti: string, expiresAt: number): Promise<void> => {
  await getDocumentClient().send(
    new PutCommand({ TableName: tableName(), Item: { pk: `DENY#${jti}`, expires_at: expiresAt } }),
  );
};

export const isSessionTokenDenied = async (jti: string): Promise<boolean> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: { pk: `DENY#${jti}` } }),
  );
  return out.Item !== undefined;
};

export const saveLink = async (tokenHash: string, link: LinkRecord): Promise<void> => {
  await getDocumentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...linkKey(tokenHash), ...link } }),
  );
};

/** The stored link as it is (used, expired or not), else undefined. */
export const findLink = async (tokenHash: string): Promise<LinkRecord | undefined> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: linkKey(tokenHash), ConsistentRead: true }),
  );
  const item = out.Item as (LinkRecord & { pk: string }) | undefined;
  if (!item) return undefined;
  return {
    purpose: item.purpose,
    userId: item.userId,
    expires_at: item.expires_at,
    ...(item.used_at === undefined ? {} : { used_at: item.used_at }),
  };
};

/** A link that exists, is unused and has not expired, else undefined. */
export const findLiveLink = async (tokenHash: string): Promise<LinkRecord | undefined> => {
  const link = await findLink(tokenHash);
  if (!link || link.used_at !== undefined || link.expires_at <= nowEpochSeconds()) return undefined;
  return link;
};

/**
 * The update that uses a link up, for use inside the same transaction as the password change. It
 * marks the link used instead of deleting it, so that opening it again says "already used"; TTL
 * removes it when it expires.
 */
export const consumeLinkItem = (tokenHash: string, purpose: LinkPurpose) => {
  const now = nowEpochSeconds();
  return {
    Update: {
      TableName: tableName(),
      Key: linkKey(tokenHash),
      UpdateExpression: 'SET used_at = :now',
      ConditionExpression:
        'attribute_exists(pk) AND purpose = :purpose AND expires_at > :now AND attribute_not_exists(used_at)',
      ExpressionAttributeValues: { ':purpose': purpose, ':now': now },
    },
  };
};

export const deleteLink = async (tokenHash: string): Promise<void> => {
  await getDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: linkKey(tokenHash) }));
};

/**
 * Counts one failed sign-in for a key within a fixed window and returns the count so far.
 * The window starts at the first failure and the item expires with it.
 */
export const recordFailedSignIn = async (key: string, windowSeconds: number): Promise<number> => {
  const now = nowEpochSeconds();
  const pk = `FAIL#${key}`;
  try {
    const out = await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk },
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND expires_at > :now',
        ExpressionAttributeValues: { ':one': 1, ':now': now },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.attempts ?? 1);
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    // No live window: start a new one.
    await getDocumentClient().send(
      new PutCommand({ TableName: tableName(), Item: { pk, attempts: 1, expires_at: now + windowSeconds } }),
    );
    return 1;
  }
};

export const countFailedSignIns = async (key: string): Promise<number> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: { pk: `FAIL#${key}` }, ConsistentRead: true }),
  );
  const item = out.Item as { attempts?: number; expires_at?: number } | undefined;
  if (!item || (item.expires_at ?? 0) <= nowEpochSeconds()) return 0;
  return Number(item.attempts ?? 0);
};

export const clearFailedSignIns = async (key: string): Promise<void> => {
  await getDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: { pk: `FAIL#${key}` } }));
};
