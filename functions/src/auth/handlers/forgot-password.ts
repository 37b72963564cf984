import { setTimeout as sleep } from 'node:timers/promises';
import {
  FORGOT_PASSWORD_ANSWER_MS,
  FORGOT_PASSWORD_MAX_PER_ACCOUNT,
  FORGOT_PASSWORD_MAX_PER_ADDRESS,
  FORGOT_PASSWORD_WINDOW_SECONDS,
} from '@oligowatch/shared/constants';
import { authForgotPasswordMessages } from '@oligowatch/shared/messages/auth';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import {
  forgotPasswordRequestSchema,
  normalizeEmail,
  type StatusMessageResponse,
} from '@oligowatch/shared/schemas/account';
import { rateLimited } from '../../lib/errors';
import { clientAddress } from '../../lib/http/client-address';
import { makeHandler } from '../../lib/http/make-handler';
import { logger } from '../../lib/logger';
import { findAccountByEmail } from '../repository/account-reads';
import { giveBackAttempt, takeAttempt } from '../repository/auth-repository';
import { sendLinkMail } from '../send-link-mail';

/** Looks the address up and mails a link if it has an active account; never throws. */
const mailResetLink = async (email: string): Promise<void> => {
  try {
    const account = await findAccountByEmail(email);
    if (account?.status !== 'active') return;
    await sendLinkMail(account, 'reset');
    logger.info('Reset link sent', { userId: account._id });
  } catch (error) {
    // Logged, not answered: a failure only a real account can have would tell who works here.
    logger.error('Reset link not sent', { error });
  }
};

/**
 * POST /v1/users/forgotpassword. The answer is the same, in the same time, whether or not the
 * address has an account, so the form cannot be used to find out who works here: the lookup and
 * the mail run inside a fixed answer time. Requests are limited per caller's address and per
 * e-mail address (counted for unknown addresses too, so the limit tells nothing either).
 */
export const handler = makeHandler(
  'forgotPassword',
  { body: forgotPasswordRequestSchema },
  async ({ body, headers, sourceIp }) => {
    const started = Date.now();
    const byAddress = await takeAttempt(
      `FORGOT#ADDRESS#${clientAddress(headers, sourceIp)}`,
      FORGOT_PASSWORD_MAX_PER_ADDRESS,
      FORGOT_PASSWORD_WINDOW_SECONDS,
    );
    if (!byAddress) throw rateLimited(authForgotPasswordMessages.tooManyResetRequests);
    const byAccount = await takeAttempt(
      `FORGOT#ACCOUNT#${normalizeEmail(body.email)}`,
      FORGOT_PASSWORD_MAX_PER_ACCOUNT,
      FORGOT_PASSWORD_WINDOW_SECONDS,
    );
    if (!byAccount) {
      await giveBackAttempt(byAddress);
      throw rateLimited(authForgotPasswordMessages.tooManyResetRequests);
    }

    await mailResetLink(body.email);
    const elapsed = Date.now() - started;
    if (elapsed > FORGOT_PASSWORD_ANSWER_MS)
      logger.warn('Forgot password took longer than its answer time', { elapsed });
    await sleep(Math.max(0, FORGOT_PASSWORD_ANSWER_MS - elapsed));
    const response: StatusMessageResponse = {
      status: 'success',
      message: commonSuccessMessages.resetEmailSent,
    };
    return { body: response };
  },
);
