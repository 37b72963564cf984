import { accountMessages, successMessages } from '@oligowatch/shared/messages';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { sendLinkMail } from '../../auth/send-link-mail';
import { Conflict, NotFound } from '../../lib/http/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { logger } from '../../lib/logger';
import { getAccountById } from '../repository/accounts-repository';

/**
 * POST /v1/users/reset/{id} (Admin): mails the account's owner a single-use reset link to
 * /reset_password; an account still pending gets a fresh enrollment link to /changepassword
 * instead. The current password keeps working until the owner sets a new one.
 */
export const handler = makeHandler({ params: idParamSchema }, async ({ params, caller }) => {
  const account = await getAccountById(params.id);
  if (!account) throw new NotFound(accountMessages.fetchUserFailed(params.id));
  if (account.status === 'deactivated') throw new Conflict(accountMessages.resetDeactivated);
  const purpose = account.status === 'pending' ? 'enrollment' : 'reset';
  await sendLinkMail(account, purpose);
  logger.info('Admin sent a password link', { userId: account._id, purpose, by: caller?.id });
  return { body: { message: successMessages.adminResetEmailSent } };
});
