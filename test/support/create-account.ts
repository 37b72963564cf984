import { randomUUID } from 'node:crypto';
import { hashPassword } from '@oligowatch/functions/lib/auth/password';
import { createAccount, newAccountRecord } from '@oligowatch/functions/lib/db/accounts-repository';
import type { AccessLevel } from '@oligowatch/shared/schemas/account';

/**
 * An active account written through the handlers' own repository, in a process whose environment
 * already points at the stack (the browser global setup). The account calls come in a later issue.
 */
export const createAccountDirectly = async (options: {
  email: string;
  password: string;
  accessLevel: AccessLevel;
}) => {
  const id = randomUUID();
  await createAccount(
    newAccountRecord({
      id,
      first_name: 'Lab',
      last_name: 'User',
      phone_number: '(555) 010-0001',
      email: options.email,
      access_level: options.accessLevel,
      status: 'active',
      password_hash: await hashPassword(options.password),
    }),
  );
  return id;
};
