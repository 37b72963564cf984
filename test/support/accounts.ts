import type { AccessLevel, AccountStatus } from '@oligowatch/shared/schemas/account';
import { stack } from './api';

/**
 * Accounts for tests, written through the same repositories the handlers use (the account calls
 * themselves belong to a later issue). The handlers' environment is loaded first, so the
 * repositories talk to this suite's DynamoDB Local.
 */
const useStackEnv = () => {
  Object.assign(process.env, stack().env);
};

export interface TestAccount {
  id: string;
  email: string;
  password: string;
}

let counter = 0;
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now().toString(36)}-${++counter}@oligowatch.test`;

export const createAccountDirectly = async (
  options: { accessLevel?: AccessLevel; status?: AccountStatus; email?: string; password?: string } = {},
): Promise<TestAccount> => {
  useStackEnv();
  const { createTestAccount } = await import('./create-account');
  const email = options.email ?? uniqueEmail('user');
  const password = options.password ?? 'Test-password-123';
  const id = await createTestAccount({
    email,
    password,
    accessLevel: options.accessLevel ?? 'User',
    ...(options.status ? { status: options.status } : {}),
  });
  return { id, email, password };
};

/**
 * Sets an account's status in the table, bypassing the deactivate and restore calls (no session
 * end, no active-Admin count): for User accounts only, so the last-Admin rule's count stays true.
 */
export const setAccountStatusDirectly = async (id: string, status: AccountStatus): Promise<void> => {
  useStackEnv();
  const { getAccountById } = await import('@oligowatch/functions/accounts/repository/accounts-repository');
  if ((await getAccountById(id))?.access_level === 'Admin')
    throw new Error(
      'setAccountStatusDirectly is for User accounts: use the deactivate/restore calls for an Admin',
    );
  const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: stack().env.ACCOUNTS_TABLE,
      Key: { pk: `USER#${id}` },
      UpdateExpression: 'SET #s = :s, gsi1pk = :g',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': status, ':g': `STATUS#${status}` },
    }),
  );
};

/** A pending account with its enrollment mail sent, the way account creation will do it. */
export const createPendingAccountWithEnrollment = async (): Promise<TestAccount> => {
  const account = await createAccountDirectly({ status: 'pending' });
  const { getAccountById } = await import('@oligowatch/functions/accounts/repository/accounts-repository');
  const { sendLinkMail } = await import('@oligowatch/functions/auth/send-link-mail');
  const record = await getAccountById(account.id);
  if (!record) throw new Error('pending account not stored');
  await sendLinkMail(record, 'enrollment');
  return account;
};

/** A link saved straight into the auth table, expiring `expiresInSeconds` from now (negative: already expired). */
export const saveLinkDirectly = async (
  userId: string,
  purpose: 'reset' | 'enrollment',
  expiresInSeconds: number,
): Promise<string> => {
  useStackEnv();
  const { createLinkToken } = await import('@oligowatch/functions/auth/domain/link-token');
  const { saveLink } = await import('@oligowatch/functions/auth/repository/auth-repository');
  const { token, tokenHash } = createLinkToken();
  await saveLink(tokenHash, {
    purpose,
    userId,
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    // Accounts made by these helpers start at generation 0 (no password change yet).
    generation: 0,
  });
  return token;
};
