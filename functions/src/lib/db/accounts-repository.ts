import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  type AccessLevel,
  type Account,
  type AccountStatus,
  normalizeEmail,
} from '@oligowatch/shared/schemas/account';
import { accountsTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';
import { getDocumentClient, isConditionFailure } from './client';

/** The stored account: the public Account plus what never leaves the server. */
export interface AccountRecord extends Account {
  password_hash?: string;
  /** Session tokens issued before this moment (epoch seconds) are refused: set on every password change. */
  sessions_valid_after?: number;
  created_at: string;
  updated_at: string;
}

const tableName = () => getConfig()[accountsTable.envVar];
const userKey = (id: string) => ({ pk: `USER#${id}` });
const emailKey = (email: string) => ({ pk: `EMAIL#${normalizeEmail(email)}` });
/** byStatus index: one partition per status, sorted by name for the account tables. */
const statusIndexKeys = (account: Pick<Account, 'status' | 'last_name' | 'first_name' | '_id'>) => ({
  gsi1pk: `STATUS#${account.status}`,
  gsi1sk: `${account.last_name.toLowerCase()}#${account.first_name.toLowerCase()}#${account._id}`,
});

export class EmailTakenError extends Error {}

const toRecord = (item: Record<string, unknown> | undefined): AccountRecord | undefined => {
  if (!item) return undefined;
  const { pk: _pk, gsi1pk: _g1, gsi1sk: _g2, ...rest } = item;
  return rest as unknown as AccountRecord;
};

/** The shape every API answer uses: no hash, no bookkeeping. */
export const toPublicAccount = (record: AccountRecord): Account => ({
  _id: record._id,
  first_name: record.first_name,
  last_name: record.last_name,
  phone_number: record.phone_number,
  email: record.email,
  access_level: record.access_level,
  status: record.status,
});

export const getAccountById = async (id: string): Promise<AccountRecord | undefined> => {
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
 * same e-mail (in any case) cannot both succeed.
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
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new EmailTakenError(record.email);
    throw error;
  }
};

/** The update part of a password change, for use inside a caller's transaction. */
export const passwordUpdateItem = (userId: string, passwordHash: string, activate: boolean) => {
  const now = new Date().toISOString();
  return {
    Update: {
      TableName: tableName(),
      Key: userKey(userId),
      // Only accounts that are not deactivated may (re)gain a password.
      ConditionExpression: 'attribute_exists(pk) AND #status <> :deactivated',
      UpdateExpression: activate
        ? 'SET password_hash = :hash, sessions_valid_after = :epoch, updated_at = :now, #status = :active, gsi1pk = :activeKey'
        : 'SET password_hash = :hash, sessions_valid_after = :epoch, updated_at = :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':hash': passwordHash,
        ':now': now,
        ':epoch': Math.floor(Date.now() / 1000),
        ':deactivated': 'deactivated' satisfies AccountStatus,
        ...(activate ? { ':active': 'active' satisfies AccountStatus, ':activeKey': 'STATUS#active' } : {}),
      },
    },
  };
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
