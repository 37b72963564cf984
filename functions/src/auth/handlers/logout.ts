import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { makeHandler } from '../../lib/http/make-handler';
import { denySessionToken } from '../repository/auth-repository';

/** POST /v1/users/logout: the token's id goes on the deny-list until the token would expire anyway. */
export const handler = makeHandler('logout', {}, async ({ caller }) => {
  if (caller) await denySessionToken(caller.jti, caller.exp);
  return { body: { message: commonSuccessMessages.logout } };
});
