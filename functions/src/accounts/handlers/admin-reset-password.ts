import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { conflict, notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { callJob } from '../../lib/jobs/call-job';
import { logger } from '../../lib/logger';
import { getAccountById } from '../repository/accounts-repository';

/**
 * POST /v1/users/reset/{id} (Admin): mails the account's owner a single-use reset link to
 * /reset_password; an account still pending gets a fresh enrollment link to /changepassword
 * instead. The current password keeps working until the owner sets a new one.
 */
export const handler = makeHandler(
  'adminResetPassword',
  { params: idParamSchema },
  async ({ params, caller }) => {
    const account = await getAccountById(params.id);
    if (!account) throw notFound('account', accountsApiMessages.fetchUserFailed(params.id));
    if (account.status === 'deactivated')
      throw conflict('resetDeactivated', accountsApiMessages.resetDeactivated);
    const purpose = account.status === 'pending' ? 'enrollment' : 'reset';
    // Password links are auth's: its sendPasswordLink job stores and mails one.
    await callJob('sendPasswordLink', { userId: account._id, purpose });
    logger.info('Admin sent a password link', { userId: account._id, purpose, by: caller?.id });
    return { body: { message: commonSuccessMessages.adminResetEmailSent } };
  },
);
