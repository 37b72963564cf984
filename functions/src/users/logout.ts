import { successMessages } from '@oligowatch/shared/messages';
import { denySessionToken } from '../lib/db/auth-repository';
import { makeHandler } from '../lib/http/make-handler';

/** POST /v1/users/logout: the token's id goes on the deny-list until the token would expire anyway. */
export const handler = makeHandler({}, async ({ caller }) => {
  if (caller) await denySessionToken(caller.jti, caller.exp);
  return { body: { message: successMessages.logout } };
});
