import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { conflict } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { logger } from '../../lib/logger';
import { changeAccount } from '../repository/account-changes';

/**
 * DELETE /v1/users/delete/{id} (Admin): the account is deactivated, not deleted. Its sessions end
 * at once (every token issued before now is refused), and the last active Admin cannot go.
 */
export const handler = makeHandler(
  'deactivateUser',
  { params: idParamSchema },
  async ({ params, caller }) => {
    await changeAccount(params.id, (current) => {
      if (current.status === 'deactivated')
        throw conflict('alreadyDeactivated', accountsApiMessages.alreadyDeactivated);
      return { status: 'deactivated', endSessions: true };
    });
    logger.info('Account deactivated', { userId: params.id, by: caller?.id });
    return { body: { message: commonSuccessMessages.deletion } };
  },
);
