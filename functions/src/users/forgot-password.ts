import { successMessages } from '@oligowatch/shared/messages';
import { forgotPasswordRequestSchema, type StatusMessageResponse } from '@oligowatch/shared/schemas/account';
import { sendLinkMail } from '../lib/accounts/send-link-mail';
import { findAccountByEmail } from '../lib/db/accounts-repository';
import { makeHandler } from '../lib/http/make-handler';
import { logger } from '../lib/logger';

/**
 * POST /v1/users/forgotpassword. The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who works here.
 */
export const handler = makeHandler({ body: forgotPasswordRequestSchema }, async ({ body }) => {
  const account = await findAccountByEmail(body.email);
  if (account?.status === 'active') {
    await sendLinkMail(account, 'reset');
    logger.info('Reset link sent', { userId: account._id });
  }
  const response: StatusMessageResponse = { status: 'success', message: successMessages.resetEmailSent };
  return { body: response };
});
