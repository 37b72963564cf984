import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import type { DeactivatedUsersResponse } from '@oligowatch/shared/schemas/account';
import { toPublicAccount } from '@oligowatch/shared/tables/accounts';
import { makeHandler } from '../../lib/http/make-handler';
import { listAccountsByStatus } from '../repository/account-lists';

/** GET /v1/users/get_all_deactivated_users (Admin): the Deactivated Accounts table. */
export const handler = makeHandler('listDeactivatedUsers', {}, async () => {
  const data = (await listAccountsByStatus('deactivated')).map(toPublicAccount);
  const response: DeactivatedUsersResponse = { data, message: commonSuccessMessages.fetch };
  return { body: response };
});
