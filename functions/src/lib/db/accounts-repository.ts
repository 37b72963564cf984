import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  type AccessLevel,
  type Account,
  type AccountStatus,
  normalizeEmail,
} from '@oligowatch/shared/schemas/account';
import { accountsTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';
import { incrementActiveAdminsItem, isActiveAdmin } from './active-admin-counter';
import { canBeStoredId, getDocumentClient, withoutKeys } from './client';
import { isConditionFailure, transactWrite } from './transactions';

/** The stored account: the public Account plus what never leaves the server. */
export interface AccountRecord extends Account {
  password_hash?: string;
  /** Session tokens issued before this moment (epoch seconds) are refused. Written by earlier
   * versions only; auth_generation replaced it (exact, where whole seconds were not). */
  sessions_valid_after?: number;
  /**
   * Raised by one on every password change (any way) and deactivation. Session tokens and
   * enrollment/reset links carry the value they were issued at and work only while it is current,
   * so one change ends every outstanding session and link of the account, exactly.
   */
  auth_generation?: number;
  created_at: string;
  updated_at: string;
}

export const accountsTableName = () => getConfig()[accountsTable.envVar];
const tableName = accountsTableName;
export const userKey = (id: string) => ({ pk: `USER#${id}` });
export const emailKey = (email: string) => ({ pk: `EMAIL#${normalizeEmail(email)}` });
/** byStatus index: one partition per status, sorted by name for the account tables. */
export const statusIndexKeys = (account: Pick<Account, 'status' | 'last_name' | 'first_name' | '_id'>) => ({
  gsi1pk: `STATUS#${account.status}`,
  gsi1sk: `${account.last_name.toLowerCase()}#${account.first_name.toLowerCase()}#${account._id}`,
});

export class EmailTakenError extends Error {}

export const toRecord = (item: Record<string, unknown> | undefined): AccountRecord | undefined =>
  item ? (withoutKeys(item) as unknown as AccountRecord) : undefined;

/** The shape every API answer uses: no hash, no keys, no session bookkeeping; its two times for the lists. */
export const toPublicAccount = (record: AccountRecord): Account => ({
  _id: record._id,
  first_name: record.first_name,
  last_name: record.last_name,
  phone_number: record.phone_number,
  email: record.email,
  access_level: record.access_level,
  status: record.status,
  created_at: record.created_at,
  updated_at: record.updated_at,
});

export const getAccountById = async (id: string): Promise<AccountRecord | undefined> => {
  if (!canBeStoredId(id)) return undefined;
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: userKey(id), ConsistentRead: true }),
  );
  return toRecord(out.Item);
};

export const findAccountByEmail = async (email: string): Promise<AccountRecord | undefined> => {
  const guard = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: emailKey(email), ConsistentRead: true }),
  );
  const userId = guard.Item?.userId;
  return typeof userId === 'string' ? getAccountById(userId) : undefined;
};

/**
 * Creates the account and its e-mail guard in one transaction: two concurrent creates with the
 * same e-mail (in any case) cannot both succeed. An account born an active Admin (the seeded one,
 * test accounts) is counted in the same transaction, so the last-Admin rule always has a true count.
 */
export const createAccount = async (record: AccountRecord): Promise<void> => {
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...emailKey(record.email), userId: record._id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...userKey(record._id), ...statusIndexKeys(record), ...record },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...(isActiveAdmin(record) ? [incrementActiveAdminsItem()] : []),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new EmailTakenError(record.email);
    throw error;
  }
};

/**
 * The update part of a password change, for use inside a caller's transaction. It holds only while
 * the account's auth_generation is still `generation` (the one the caller's link or session was
 * issued at), and raises it: every other session and link of the account ends with it. With
 * `activation` (enrollment) the account must still be pending and of the access level the caller
 * counted with, so a used or stale enrollment link cannot activate twice and the active-Admin
 * count stays true.
 */
export const passwordUpdateItem = (
  userId: string,
  passwordHash: string,
  generation: number,
  activation?: { accessLevel: AccessLevel },
) => {
  const now = new Date().toISOString();
  // Accounts from before the generation existed have none: that is generation 0.
  const sameGeneration =
    generation === 0
      ? '(attribute_not_exists(auth_generation) OR auth_generation = :generation)'
      : 'auth_generation = :generation';
  return {
    Update: {
      TableName: tableName(),
      Key: userKey(userId),
      // Only accounts that are not deactivated may (re)gain a password.
      ConditionExpression: activation
        ? `attribute_exists(pk) AND #status = :pending AND access_level = :level AND ${sameGeneration}`
        : `attribute_exists(pk) AND #status <> :deactivated AND ${sameGeneration}`,
      UpdateExpression: activation
        ? 'SET password_hash = :hash, auth_generation = :next, updated_at = :now, #status = :active, gsi1pk = :activeKey'
        : 'SET password_hash = :hash, auth_generation = :next, updated_at = :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':hash': passwordHash,
        ':now': now,
        ':generation': generation,
        ':next': generation + 1,
        ...(activation
          ? {
              ':pending': 'pending' satisfies AccountStatus,
              ':level': activation.accessLevel,
              ':active': 'active' satisfies AccountStatus,
              ':activeKey': 'STATUS#active',
            }
          : { ':deactivated': 'deactivated' satisfies AccountStatus }),
      },
    },
  };
};

/**
 * A signed-in account's own password change: the new hash, and the generation raised so that every
 * other session and link of the account ends. False, and nothing written, when the account changed
 * since `generation` was read (a reset link used, a deactivation) or is deactivated.
 */
export const changeOwnPassword = async (
  userId: string,
  passwordHash: string,
  generation: number,
): Promise<boolean> => {
  try {
    await transactWrite([passwordUpdateItem(userId, passwordHash, generation)]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

export const newAccountRecord = (fields: {
  id: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  access_level: AccessLevel;
  status: AccountStatus;
  password_hash?: string;
}): AccountRecord => {
  const now = new Date().toISOString();
  const { id, ...rest } = fields;
  return { _id: id, ...rest, email: fields.email.trim(), created_at: now, updated_at: now };
};
