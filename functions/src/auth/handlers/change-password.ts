import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import { authChangePasswordMessages, authPasswordLinkMessages } from '@oligowatch/shared/messages/auth';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { changePasswordRequestSchema } from '@oligowatch/shared/schemas/account';
import { conflict, invalid, rateLimited } from '../../lib/errors';
import { authenticateAccount } from '../../lib/http/authenticate';
import { clientAddress } from '../../lib/http/client-address';
import { makeHandler } from '../../lib/http/make-handler';
import { signSessionToken } from '../../lib/http/session-token';
import { hashPassword, verifyPassword } from '../domain/password';
import { beginPasswordAttempt } from '../password-attempts';
import { changeOwnPassword } from '../repository/credentials';
import { setPasswordWithLink } from '../set-password-with-link';

/**
 * PUT /v1/users/changepassword, two ways:
 * - enrollment: `{ token, password }` from the mailed link sets the first password and activates
 *   the account;
 * - signed in: `{ current_password, password }` changes one's own password. Guesses at the current
 *   password are limited like sign-ins (a stolen token must not become a password oracle). Other
 *   sessions and outstanding links end (the account's generation rises), so the caller gets a
 *   fresh token back.
 */
export const handler = makeHandler(
  'changePassword',
  { body: changePasswordRequestSchema },
  async ({ body, headers, sourceIp }) => {
    if ('token' in body) {
      await setPasswordWithLink(body.token, 'enrollment', body.password);
      // Not the reset default: a first password makes the account ready, and the screen says so.
      return { body: { status: 'success', message: authPasswordLinkMessages.enrollmentDone } };
    }

    // The account authentication read, not a second read of the same item.
    const { account } = await authenticateAccount(headers);
    const attempt = await beginPasswordAttempt(account.email, clientAddress(headers, sourceIp));
    if (!attempt) throw rateLimited(authChangePasswordMessages.tooManyPasswordAttempts);
    if (!account.password_hash || !(await verifyPassword(body.current_password, account.password_hash))) {
      throw invalid(authChangePasswordMessages.currentPasswordWrong);
    }
    await attempt.succeeded();
    const generation = account.auth_generation ?? 0;
    // Another change (a reset link, a deactivation) may have got in between the read and this write.
    if (!(await changeOwnPassword(account._id, await hashPassword(body.password), generation)))
      throw conflict('accountBusy', accountsApiMessages.accountBusy);
    const token = await signSessionToken({
      id: account._id,
      accessLevel: account.access_level,
      generation: generation + 1,
    });
    return { body: { status: 'success', message: commonSuccessMessages.update, token } };
  },
);
