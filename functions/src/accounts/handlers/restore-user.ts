import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { conflict } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { logger } from '../../lib/logger';
import { changeAccount } from '../repository/account-changes';

/**
 * PUT /v1/users/restore/{id} (Admin): a deactivated account becomes active again, and can sign in
 * with its old password. One deactivated before its owner enrolled goes back to pending instead
 * (it has no password yet; the Admin's reset button mails a new enrollment link).
 */
export const handler = makeHandler('restoreUser', { params: idParamSchema }, async ({ params, caller }) => {
  await changeAccount(params.id, (current) => {
    if (current.status !== 'deactivated')
      throw conflict('notDeactivated', accountsApiMessages.notDeactivated);
    return { status: current.password_hash ? 'active' : 'pending' };
  });
  logger.info('Account restored', { userId: params.id, by: caller?.id });
  return { body: { message: commonSuccessMessages.restoration } };
});
