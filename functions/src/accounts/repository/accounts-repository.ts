import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import type { AccessLevel, AccountStatus } from '@oligowatch/shared/schemas/account';
import { accountsTable } from '@oligowatch/shared/tables';
import {
  type AccountRecord,
  accountKeys,
  incrementActiveAdminsItem,
  isActiveAdmin,
  statusIndexKeys,
  toAccountRecord,
} from '@oligowatch/shared/tables/accounts';
import { canBeStoredId, getDocumentClient } from '../../lib/db/client';
import { tableNameOf } from '../../lib/db/items';
import { isConditionFailure } from '../../lib/db/transactions';
import { DomainError } from '../../lib/errors';

export const accountsTableName = () => tableNameOf(accountsTable);
const tableName = accountsTableName;

/** The e-mail is another account's (compared trimmed and case-insensitively). */
export class EmailTakenError extends DomainError {
  constructor() {
    super({ code: 'conflict', reason: 'emailExists', message: accountsApiMessages.emailExists });
  }
}

export const getAccountById = async (id: string): Promise<AccountRecord | undefined> => {
  if (!canBeStoredId(id)) return undefined;
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: accountKeys.user(id), ConsistentRead: true }),
  );
  return toAccountRecord(out.Item);
};

export const findAccountByEmail = async (email: string): Promise<AccountRecord | undefined> => {
  const guard = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: accountKeys.email(email), ConsistentRead: true }),
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
              Item: { ...accountKeys.email(record.email), userId: record._id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...accountKeys.user(record._id), ...statusIndexKeys(record), ...record },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...(isActiveAdmin(record) ? [incrementActiveAdminsItem(tableName())] : []),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new EmailTakenError();
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
