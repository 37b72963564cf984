import { successMessages } from '@oligowatch/shared/messages';
import { resetPasswordRequestSchema, type StatusMessageResponse } from '@oligowatch/shared/schemas/account';
import { z } from 'zod';
import { setPasswordWithLink } from '../lib/accounts/set-password-with-link';
import { makeHandler } from '../lib/http/make-handler';

const paramsSchema = z.object({ token: z.string().min(1) });

/** POST /v1/users/resetpassword/{token}: the mailed reset link sets a new password, once. */
export const handler = makeHandler(
  { body: resetPasswordRequestSchema, params: paramsSchema },
  async ({ body, params }) => {
    await setPasswordWithLink(params.token, 'reset', body.password);
    const response: StatusMessageResponse = { status: 'success', message: successMessages.passwordReset };
    return { body: response };
  },
);
