import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { authMessages, successMessages } from '@oligowatch/shared/messages';
import { changePasswordRequestSchema } from '@oligowatch/shared/schemas/account';
import { setPasswordWithLink } from '../lib/accounts/set-password-with-link';
import { authenticateAccount } from '../lib/auth/authenticate';
import { hashPassword, verifyPassword } from '../lib/auth/password';
import { signSessionToken } from '../lib/auth/session-token';
import { passwordUpdateItem } from '../lib/db/accounts-repository';
import { getDocumentClient } from '../lib/db/client';
import { ValidationError } from '../lib/http/errors';
import { makeHandler } from '../lib/http/make-handler';

/**
 * PUT /v1/users/changepassword, two ways:
 * - enrollment: `{ token, password }` from the mailed link sets the first password and activates
 *   the account;
 * - signed in: `{ current_password, password }` changes one's own password. Other sessions end
 *   (their tokens predate the change), so the caller gets a fresh token back.
 */
export const handler = makeHandler({ body: changePasswordRequestSchema }, async ({ body, headers }) => {
  if ('token' in body) {
    await setPasswordWithLink(body.token, 'enrollment', body.password);
    // Not the reset default: a first password makes the account ready, and the screen says so.
    return { body: { status: 'success', message: authMessages.enrollmentDone } };
  }

  // The account authentication read, not a second read of the same item.
  const { account } = await authenticateAccount(headers);
  if (!account.password_hash || !(await verifyPassword(body.current_password, account.password_hash))) {
    throw new ValidationError(authMessages.currentPasswordWrong);
  }
  await getDocumentClient().send(
    new TransactWriteCommand({
      TransactItems: [passwordUpdateItem(account._id, await hashPassword(body.password))],
    }),
  );
  const token = await signSessionToken({ id: account._id, accessLevel: account.access_level });
  return { body: { status: 'success', message: successMessages.update, token } };
});
