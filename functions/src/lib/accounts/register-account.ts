import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { type AccountRecord, createAccount, newAccountRecord } from '../db/accounts-repository';

/** The new account's fields; `password` is absent for a pending account (its owner sets one when enrolling). */
export type NewAccount = Omit<Parameters<typeof newAccountRecord>[0], 'id' | 'password_hash'> & {
  password?: string;
};

/** Stores a new account (hashing its password, if any); refuses a taken e-mail with EmailTakenError. */
export const registerAccount = async (account: NewAccount): Promise<AccountRecord> => {
  const { password, ...fields } = account;
  const record = newAccountRecord({
    id: randomUUID(),
    ...fields,
    ...(password === undefined ? {} : { password_hash: await hashPassword(password) }),
  });
  await createAccount(record);
  return record;
};
