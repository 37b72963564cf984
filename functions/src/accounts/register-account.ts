import { randomUUID } from 'node:crypto';
import type { AccountRecord } from '@oligowatch/shared/tables/accounts';
import { createAccount, newAccountRecord } from './repository/accounts-repository';

/**
 * The new account's fields. `password_hash` is absent for a pending account (its owner sets a
 * password when enrolling); the seeded first Admin and test accounts bring one, hashed by auth.
 */
export type NewAccount = Omit<Parameters<typeof newAccountRecord>[0], 'id'>;

/** Stores a new account; refuses a taken e-mail with EmailTakenError. */
export const registerAccount = async (account: NewAccount): Promise<AccountRecord> => {
  const record = newAccountRecord({ id: randomUUID(), ...account });
  await createAccount(record);
  return record;
};
