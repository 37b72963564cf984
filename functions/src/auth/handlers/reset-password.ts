import { ID_MAX_LENGTH } from '@oligowatch/shared/constants';
import { authPasswordLinkMessages } from '@oligowatch/shared/messages/auth';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { resetPasswordRequestSchema, type StatusMessageResponse } from '@oligowatch/shared/schemas/account';
import * as z from 'zod';
import { clientAddress } from '../../lib/http/client-address';
import { makeHandler } from '../../lib/http/make-handler';
import { rememberOwnerAddress } from '../password-attempts';
import { setPasswordWithLink } from '../set-password-with-link';

const paramsSchema = z.object({
  token: z.string().min(1).max(ID_MAX_LENGTH, authPasswordLinkMessages.linkInvalid),
});

/**
 * POST /v1/users/resetpassword/{token}: the mailed reset link sets a new password, once, and ends
 * every other link and session of the account. Whoever used it holds the mailbox: the address it
 * was used from becomes one of the owner's known addresses, so the owner can sign in from there
 * even while strangers spend the account's budget for new addresses (decision 0011).
 */
export const handler = makeHandler(
  'resetPassword',
  { body: resetPasswordRequestSchema, params: paramsSchema },
  async ({ body, params, headers, sourceIp }) => {
    const account = await setPasswordWithLink(params.token, 'reset', body.password);
    await rememberOwnerAddress(account.email, clientAddress(headers, sourceIp));
    const response: StatusMessageResponse = {
      status: 'success',
      message: commonSuccessMessages.passwordReset,
    };
    return { body: response };
  },
);
