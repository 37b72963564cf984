import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import { notFound } from '../../lib/errors';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { getAccountById } from '../repository/account-reads';
import { sendLinkMail } from '../send-link-mail';

/**
 * The sendPasswordLink job's Lambda, which the accounts feature calls and awaits: a new account's
 * enrollment link, or an Admin's reset for an account, stored (its hash only) and mailed. Password
 * links are auth's: accounts ask for them here rather than writing them.
 */
export const handler = makeJobHandler('sendPasswordLink', async ({ userId, purpose }) => {
  const account = await getAccountById(userId);
  if (!account) throw notFound('account', accountsApiMessages.fetchUserFailed(userId));
  await sendLinkMail(account, purpose);
  return {};
});
