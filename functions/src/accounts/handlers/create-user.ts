import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { createUserRequestSchema, type UserResponse } from '@oligowatch/shared/schemas/account';
import { toPublicAccount } from '@oligowatch/shared/tables/accounts';
import { makeHandler } from '../../lib/http/make-handler';
import { callJob } from '../../lib/jobs/call-job';
import { logger } from '../../lib/logger';
import { registerAccount } from '../register-account';
import { removeNewAccount } from '../repository/account-changes';

/**
 * POST /v1/users/create (Admin): a pending account, and an enrollment mail whose single-use link
 * opens /changepassword. The e-mail is unique case-insensitively (409 'Email already exists').
 * If the mail cannot be sent the account is removed again, so the Admin can simply retry.
 */
export const handler = makeHandler(
  'createUser',
  { body: createUserRequestSchema },
  async ({ body, caller }) => {
    const record = await registerAccount({ ...body, status: 'pending' });
    try {
      // Password links are auth's: its sendPasswordLink job stores and mails one.
      await callJob('sendPasswordLink', { userId: record._id, purpose: 'enrollment' });
    } catch (error) {
      logger.error('Enrollment mail failed; removing the new account', { error, userId: record._id });
      await removeNewAccount(record);
      throw error;
    }
    logger.info('Account created', { userId: record._id, by: caller?.id });
    const response: UserResponse = { message: commonSuccessMessages.create, user: toPublicAccount(record) };
    return { statusCode: 201, body: response };
  },
);
