import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import type { UserResponse } from '@oligowatch/shared/schemas/account';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { toPublicAccount } from '@oligowatch/shared/tables/accounts';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { assertSelfOrAdmin } from '../domain/assert-self-or-admin';
import { getAccountById } from '../repository/accounts-repository';

/** GET /v1/users/get/{id}: an Admin reads any account, a User only their own. */
export const handler = makeHandler('getUser', { params: idParamSchema }, async ({ params, caller }) => {
  assertSelfOrAdmin(caller, params.id);
  const record = await getAccountById(params.id);
  if (!record) throw notFound('account', accountsApiMessages.fetchUserFailed(params.id));
  const response: UserResponse = { user: toPublicAccount(record), message: commonSuccessMessages.fetch };
  return { body: response };
});
