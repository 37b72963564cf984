import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { authTable } from '@oligowatch/shared/tables';
import { authKeys, type LinkPurpose, type LinkRecord } from '@oligowatch/shared/tables/auth';
import { getDocumentClient, nowEpochSeconds } from '../../lib/db/client';
import { tableNameOf } from '../../lib/db/items';
import { isConditionFailure } from '../../lib/db/transactions';

/**
 * Security state with a lifetime: logged-out tokens, enrollment/reset links, password-attempt
 * budgets and the addresses an account's owner is known to use.
 * DynamoDB TTL deletes lazily, so every read here also checks `expires_at` itself.
 */
const tableName = () => tableNameOf(authTable);

export type { LinkPurpose, LinkRecord };

const linkKey = authKeys.link;

export const denySessionToken = async (jti: string, expiresAt: number): Promise<void> => {
  await getDocumentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...authKeys.deniedToken(jti), expires_at: expiresAt } }),
  );
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
    generation: Number(item.generation ?? 0),
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

/** One attempt taken from a budget: where it was counted, so it can be given back. */
export interface TakenAttempt {
  readonly pk: string;
}

/**
 * Takes one attempt from `key`'s budget of `limit` per fixed window, atomically: a conditional
 * UpdateItem ADD, so concurrent callers can never take more than `limit` between them. The window
 * is part of the key (floor(now / window)), so a new window starts from zero with no read and no
 * reset race; its item expires with it. Undefined when this window's budget is spent.
 */
export const takeAttempt = async (
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<TakenAttempt | undefined> => {
  const now = nowEpochSeconds();
  const window = Math.floor(now / windowSeconds);
  const pk = `FAIL#${key}#${window}`;
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk },
        UpdateExpression: 'ADD attempts :one SET expires_at = if_not_exists(expires_at, :expires)',
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': (window + 1) * windowSeconds },
      }),
    );
    return { pk };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/** Gives back an attempt that checked no password (refused by another limit) or that succeeded. */
export const giveBackAttempt = async (taken: TakenAttempt): Promise<void> => {
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: taken.pk },
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'attempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/** Forgets the window's count altogether (the right password from this account and address). */
export const clearAttempts = async (taken: TakenAttempt): Promise<void> => {
  await getDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: { pk: taken.pk } }));
};

/** The attempts counted so far in the current window of `key` (tests and diagnostics). */
export const attemptsSoFar = async (key: string, windowSeconds: number): Promise<number> => {
  const window = Math.floor(nowEpochSeconds() / windowSeconds);
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: { pk: `FAIL#${key}#${window}` }, ConsistentRead: true }),
  );
  return Number(out.Item?.attempts ?? 0);
};

const knownKey = (account: string, address: string) => ({ pk: `KNOWN#${account}#${address}` });

/** Remembers that the owner of `account` proved themselves from `address` (a sign-in or a reset link). */
export const rememberKnownAddress = async (
  account: string,
  address: string,
  lifetimeSeconds: number,
): Promise<void> => {
  await getDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...knownKey(account, address), expires_at: nowEpochSeconds() + lifetimeSeconds },
    }),
  );
};

export const isKnownAddress = async (account: string, address: string): Promise<boolean> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: knownKey(account, address), ConsistentRead: true }),
  );
  return out.Item !== undefined && Number(out.Item.expires_at) > nowEpochSeconds();
};
