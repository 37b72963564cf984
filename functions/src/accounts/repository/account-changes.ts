import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import { type AccessLevel, type AccountStatus, normalizeEmail } from '@oligowatch/shared/schemas/account';
import {
  type AccountRecord,
  accountKeys,
  decrementActiveAdminsItem,
  incrementActiveAdminsItem,
  isActiveAdmin,
  statusIndexKeys,
} from '@oligowatch/shared/tables/accounts';
import { cancellationCodes, isTransactionCancelled, transactWrite } from '../../lib/db/transactions';
import { DomainError } from '../../lib/errors';
import { accountsTableName, EmailTakenError, getAccountById } from './accounts-repository';

/** What may change on an account through the account calls (passwords change elsewhere). */
export interface AccountChange {
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  email?: string;
  access_level?: AccessLevel;
  status?: AccountStatus;
  /** End every session and link outstanding now (deactivation): raises auth_generation. */
  endSessions?: boolean;
}

/** The change would leave no active Admin. */
export class LastActiveAdminError extends DomainError {
  constructor() {
    super({ code: 'conflict', reason: 'lastActiveAdmin', message: accountsApiMessages.lastActiveAdmin });
  }
}
export class AccountMissingError extends DomainError {
  constructor(id: string) {
    super({ code: 'notFound', subject: 'account', message: accountsApiMessages.fetchUserFailed(id) });
  }
}
/** Someone else changed the account between our read and our write, every time we tried. */
export class AccountBusyError extends DomainError {
  constructor() {
    super({ code: 'conflict', reason: 'accountBusy', message: accountsApiMessages.accountBusy });
  }
}

const MAX_ATTEMPTS = 5;

const writeChange = async (current: AccountRecord, change: AccountChange): Promise<AccountRecord> => {
  const { endSessions, ...fields } = change;
  const next: AccountRecord = {
    ...current,
    ...fields,
    ...(fields.email === undefined ? {} : { email: fields.email.trim() }),
    // Exact, unlike a time cut: the optimistic lock below makes the read generation the one replaced.
    ...(endSessions ? { auth_generation: (current.auth_generation ?? 0) + 1 } : {}),
    updated_at: new Date().toISOString(),
  };
  const TableName = accountsTableName();
  // Each entry names what its failed condition means, by position in the transaction.
  const items: { item: Record<string, unknown>; onConflict: () => Error }[] = [
    {
      // Optimistic lock: the whole record is written only if nobody changed it since we read it.
      item: {
        Put: {
          TableName,
          Item: { ...accountKeys.user(current._id), ...statusIndexKeys(next), ...next },
          ConditionExpression: 'updated_at = :seen',
          ExpressionAttributeValues: { ':seen': current.updated_at },
        },
      },
      onConflict: () => new AccountBusyError(),
    },
  ];
  if (normalizeEmail(next.email) !== normalizeEmail(current.email)) {
    items.push(
      {
        item: {
          Put: {
            TableName,
            Item: { ...accountKeys.email(next.email), userId: current._id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        onConflict: () => new EmailTakenError(),
      },
      {
        item: {
          Delete: {
            TableName,
            Key: accountKeys.email(current.email),
            ConditionExpression: 'userId = :id',
            ExpressionAttributeValues: { ':id': current._id },
          },
        },
        onConflict: () => new AccountBusyError(),
      },
    );
  }
  if (isActiveAdmin(current) && !isActiveAdmin(next)) {
    items.push({ item: decrementActiveAdminsItem(TableName), onConflict: () => new LastActiveAdminError() });
  } else if (!isActiveAdmin(current) && isActiveAdmin(next)) {
    items.push({
      item: incrementActiveAdminsItem(TableName),
      onConflict: () => new AccountBusyError(),
    });
  }
  try {
    await transactWrite(items.map((i) => i.item) as Parameters<typeof transactWrite>[0]);
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    const codes = cancellationCodes(error);
    // A real rule (e-mail taken, last Admin) wins over a lost race: retrying cannot cure it.
    const failed = items.filter((_, index) => codes[index] === 'ConditionalCheckFailed');
    const errors = failed.map((f) => f.onConflict());
    throw errors.find((e) => !(e instanceof AccountBusyError)) ?? errors[0] ?? error;
  }
  return next;
};

/**
 * Reads the account, asks `decide` what to change (it may throw to refuse), and writes the change
 * in one transaction with the e-mail guard and the active-Admin count. A concurrent change to the
 * same account makes it read and decide again.
 */
export const changeAccount = async (
  id: string,
  decide: (current: AccountRecord) => AccountChange,
): Promise<AccountRecord> => {
  for (let attempt = 1; ; attempt++) {
    const current = await getAccountById(id);
    if (!current) throw new AccountMissingError(id);
    try {
      return await writeChange(current, decide(current));
    } catch (error) {
      if (!(error instanceof AccountBusyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
};

/** Undoes a create whose enrollment mail could not be sent: the account and its e-mail guard go. */
export const removeNewAccount = async (record: AccountRecord): Promise<void> => {
  const TableName = accountsTableName();
  await transactWrite([
    { Delete: { TableName, Key: accountKeys.user(record._id) } },
    {
      Delete: {
        TableName,
        Key: accountKeys.email(record.email),
        ConditionExpression: 'userId = :id',
        ExpressionAttributeValues: { ':id': record._id },
      },
    },
  ]);
};
