import { randomUUID } from 'node:crypto';
import type { AccessLevel, AccountStatus } from '@oligowatch/shared/schemas/account';
import { hashPassword } from '../auth/password';
import { type AccountRecord, createAccount, newAccountRecord } from '../db/accounts-repository';

export interface NewAccount {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  access_level: AccessLevel;
  status: AccountStatus;
  /** Absent for a pending account: its owner sets one through the enrollment link. */
  password?: string;
}

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
