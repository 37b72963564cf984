import { type AccessLevel, type Account, type AccountStatus, normalizeEmail } from '../schemas/account';
import { toStoredRecord } from './stored-item';

/**
 * The accounts table's published contract (owner: the accounts feature; see `accountsTable` in
 * ../tables.ts for its access patterns). Other features read accounts, and auth writes an account's
 * credential (password hash, auth generation, enrollment's activation) in its own transactions,
 * only through what this file publishes: never through the accounts feature's code.
 */

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

export const accountKeys = {
  user: (id: string) => ({ pk: `USER#${id}` }),
  /** The e-mail guard: holds the userId, keeps e-mails unique. */
  email: (email: string) => ({ pk: `EMAIL#${normalizeEmail(email)}` }),
  /** How many accounts are active Admins (active-admin counter). */
  activeAdmins: { pk: 'COUNTER#ACTIVE_ADMINS' },
} as const;

/** byStatus index: one partition per status, sorted by name for the account tables. */
export const statusIndexKeys = (account: Pick<Account, 'status' | 'last_name' | 'first_name' | '_id'>) => ({
  gsi1pk: `STATUS#${account.status}`,
  gsi1sk: `${account.last_name.toLowerCase()}#${account.first_name.toLowerCase()}#${account._id}`,
});

export const toAccountRecord = (item: Record<string, unknown> | undefined): AccountRecord | undefined =>
  item ? toStoredRecord<AccountRecord>(item) : undefined;

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

export const isActiveAdmin = (account: Pick<Account, 'access_level' | 'status'>): boolean =>
  account.access_level === 'Admin' && account.status === 'active';

/**
 * Every change that makes or unmakes an active Admin adds to or takes from the counter in the same
 * transaction, and taking from it requires more than one: two Admins demoting each other at the
 * same moment cannot leave none (one of the two transactions fails its condition).
 */
export const incrementActiveAdminsItem = (tableName: string) => ({
  Update: {
    TableName: tableName,
    Key: accountKeys.activeAdmins,
    UpdateExpression: 'ADD #count :one',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** Fails its condition when this would take the count below one: the last active Admin stays. */
export const decrementActiveAdminsItem = (tableName: string) => ({
  Update: {
    TableName: tableName,
    Key: accountKeys.activeAdmins,
    ConditionExpression: '#count > :one',
    UpdateExpression: 'ADD #count :minusOne',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1, ':minusOne': -1 },
  },
});

/**
 * The update part of a password change, for use inside a caller's transaction. It holds only while
 * the account's auth_generation is still `generation` (the one the caller's link or session was
 * issued at), and raises it: every other session and link of the account ends with it. With
 * `activation` (enrollment) the account must still be pending and of the access level the caller
 * counted with, so a used or stale enrollment link cannot activate twice and the active-Admin
 * count stays true.
 */
export const passwordUpdateItem = (
  tableName: string,
  change: {
    userId: string;
    passwordHash: string;
    generation: number;
    activation?: { accessLevel: AccessLevel };
  },
) => {
  const { userId, passwordHash, generation, activation } = change;
  const now = new Date().toISOString();
  // Accounts from before the generation existed have none: that is generation 0.
  const sameGeneration =
    generation === 0
      ? '(attribute_not_exists(auth_generation) OR auth_generation = :generation)'
      : 'auth_generation = :generation';
  return {
    Update: {
      TableName: tableName,
      Key: accountKeys.user(userId),
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
