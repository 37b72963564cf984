import {
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_SECONDS,
} from '@oligowatch/shared/constants';
import { authMessages, successMessages } from '@oligowatch/shared/messages';
import { type LoginResponse, loginRequestSchema, normalizeEmail } from '@oligowatch/shared/schemas/account';
import { decoyPasswordHash, verifyPassword } from '../lib/auth/password';
import { signSessionToken } from '../lib/auth/session-token';
import { findAccountByEmail } from '../lib/db/accounts-repository';
import { clearFailedSignIns, countFailedSignIns, recordFailedSignIn } from '../lib/db/auth-repository';
import { clientAddress } from '../lib/http/client-address';
import { TooManyRequests, Unauthorized } from '../lib/http/errors';
import { makeHandler } from '../lib/http/make-handler';

/**
 * POST /v1/users/login. Wrong e-mail, wrong password, a pending or a deactivated account all get
 * the same 401, in about the same time. Failed attempts are limited per account and per address.
 */
export const handler = makeHandler({ body: loginRequestSchema }, async ({ body, headers, sourceIp }) => {
  const accountKey = `ACCOUNT#${normalizeEmail(body.email)}`;
  const addressKey = `ADDRESS#${clientAddress(headers, sourceIp)}`;
  const [accountFailures, addressFailures] = await Promise.all([
    countFailedSignIns(accountKey),
    countFailedSignIns(addressKey),
  ]);
  if (
    accountFailures >= SIGN_IN_MAX_FAILURES_PER_ACCOUNT ||
    addressFailures >= SIGN_IN_MAX_FAILURES_PER_ADDRESS
  ) {
    throw new TooManyRequests(authMessages.tooManyAttempts);
  }

  const account = await findAccountByEmail(body.email);
  const usable = account?.status === 'active' && account.password_hash !== undefined;
  const passwordOk = await verifyPassword(
    body.password,
    usable ? (account.password_hash as string) : await decoyPasswordHash(),
  );
  if (!usable || !passwordOk) {
    await Promise.all([
      recordFailedSignIn(accountKey, SIGN_IN_WINDOW_SECONDS),
      recordFailedSignIn(addressKey, SIGN_IN_WINDOW_SECONDS),
    ]);
    throw new Unauthorized(authMessages.invalidCredentials);
  }

  await clearFailedSignIns(accountKey);
  const token = await signSessionToken({ id: account._id, accessLevel: account.access_level });
  const response: LoginResponse = { status: 'success', token, message: successMessages.login };
  return { body: response };
});
