import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import { commonAccessMessages, commonSuccessMessages } from '@oligowatch/shared/messages/common';
import {
  type AccountStatus,
  normalizeEmail,
  type UserResponse,
  updateUserRequestSchema,
} from '@oligowatch/shared/schemas/account';
import { idParamSchema } from '@oligowatch/shared/schemas/common';
import { toPublicAccount } from '@oligowatch/shared/tables/accounts';
import { forbidden, invalid } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { assertSelfOrAdmin } from '../domain/assert-self-or-admin';
import { changeAccount } from '../repository/account-changes';

const changesStatus = (sent: AccountStatus | undefined, current: AccountStatus) =>
  sent !== undefined && sent !== current;

/**
 * PUT /v1/users/update/{id}. An Admin may change every field of any account except its status
 * (that is what deactivate and restore are for), and cannot demote the last active Admin. A User
 * may change the name and phone of their own account; sending a different e-mail, access level or
 * status is a 403, sending the same ones back is harmless.
 */
export const handler = makeHandler(
  'updateUser',
  { body: updateUserRequestSchema, params: idParamSchema },
  async ({ body, params, caller }) => {
    assertSelfOrAdmin(caller, params.id);
    const isAdmin = caller?.accessLevel === 'Admin';
    const record = await changeAccount(params.id, (current) => {
      const { first_name, last_name, phone_number, email, access_level, status } = body;
      if (!isAdmin) {
        const emailChanged = email !== undefined && normalizeEmail(email) !== normalizeEmail(current.email);
        const levelChanged = access_level !== undefined && access_level !== current.access_level;
        if (emailChanged || levelChanged || changesStatus(status, current.status))
          throw forbidden(commonAccessMessages.forbidden);
        return { first_name, last_name, phone_number };
      }
      if (changesStatus(status, current.status)) throw invalid(accountsApiMessages.statusByOwnCall);
      return {
        first_name,
        last_name,
        phone_number,
        ...(email === undefined ? {} : { email }),
        ...(access_level === undefined ? {} : { access_level }),
      };
    });
    const response: UserResponse = { message: commonSuccessMessages.update, user: toPublicAccount(record) };
    return { body: response };
  },
);
