import { type PasswordLinkStatusResponse, passwordLinkQuerySchema } from '@oligowatch/shared/schemas/account';
import * as z from 'zod';
import { nowEpochSeconds } from '../../lib/db/client';
import { makeHandler } from '../../lib/http/make-handler';
import { linkStateOf } from '../domain/link-state';
import { hashLinkToken } from '../domain/link-token';
import { getAccountById } from '../repository/account-reads';
import { findLink } from '../repository/auth-repository';

const paramsSchema = z.object({ token: z.string().min(1) });

/**
 * GET /v1/users/linkstatus/{token}?purpose=enrollment|reset (public, ours): says whether a mailed
 * link is valid, used, expired or invalid, and changes nothing. It tells no more than using the
 * link would: the token itself is the secret, and no account detail is returned.
 */
export const handler = makeHandler(
  'getPasswordLinkStatus',
  { params: paramsSchema, query: passwordLinkQuerySchema },
  async ({ params, query }) => {
    const link = await findLink(hashLinkToken(params.token));
    const account = link && link.purpose === query.purpose ? await getAccountById(link.userId) : undefined;
    const response: PasswordLinkStatusResponse = {
      state: linkStateOf(link, query.purpose, account, nowEpochSeconds()),
    };
    return { body: response };
  },
);
