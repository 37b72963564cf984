import { authSignInMessages } from '@oligowatch/shared/messages/auth';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { type LoginResponse, loginRequestSchema } from '@oligowatch/shared/schemas/account';
import { rateLimited, unauthenticated } from '../../lib/errors';
import { clientAddress } from '../../lib/http/client-address';
import { makeHandler } from '../../lib/http/make-handler';
import { signSessionToken } from '../../lib/http/session-token';
import { decoyPasswordHash, verifyPassword } from '../domain/password';
import { beginPasswordAttempt } from '../password-attempts';
import { findAccountByEmail } from '../repository/account-reads';

/**
 * POST /v1/users/login. Wrong e-mail, wrong password, a pending or a deactivated account all get
 * the same 401, in about the same time. Each attempt is counted before the password is checked
 * (per account and address, per address, and per account from new addresses: decision 0011).
 */
export const handler = makeHandler(
  'login',
  { body: loginRequestSchema },
  async ({ body, headers, sourceIp }) => {
    const attempt = await beginPasswordAttempt(body.email, clientAddress(headers, sourceIp));
    if (!attempt) throw rateLimited(authSignInMessages.tooManyAttempts);

    const account = await findAccountByEmail(body.email);
    const usable = account?.status === 'active' && account.password_hash !== undefined;
    const passwordOk = await verifyPassword(
      body.password,
      usable ? (account.password_hash as string) : await decoyPasswordHash(),
    );
    if (!usable || !passwordOk) throw unauthenticated(authSignInMessages.invalidCredentials);

    await attempt.succeeded();
    const token = await signSessionToken({
      id: account._id,
      accessLevel: account.access_level,
      generation: account.auth_generation ?? 0,
    });
    const response: LoginResponse = { status: 'success', token, message: commonSuccessMessages.login };
    return { body: response };
  },
);
