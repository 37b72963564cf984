import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import type { ActiveUsersResponse } from '@oligowatch/shared/schemas/account';
import { toPublicAccount } from '@oligowatch/shared/tables/accounts';
import { makeHandler } from '../../lib/http/make-handler';
import { listActiveAndPendingAccounts } from '../repository/account-lists';

/**
 * GET /v1/users/get_all_users (Admin): the accounts table. Accounts whose owner has not enrolled
 * yet are listed too (status 'pending'), so an Admin can see them and mail the link again.
 */
export const handler = makeHandler('listActiveUsers', {}, async () => {
  const users = (await listActiveAndPendingAccounts()).map(toPublicAccount);
  const response: ActiveUsersResponse = {
    status: 'success',
    data: users,
    message: commonSuccessMessages.fetch,
    users,
  };
  return { body: response };
});
