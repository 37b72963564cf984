import { authPasswordLinkMessages } from '@oligowatch/shared/messages/auth';
import { accountsTable } from '@oligowatch/shared/tables';
import { incrementActiveAdminsItem, passwordUpdateItem } from '@oligowatch/shared/tables/accounts';
import { tableNameOf } from '../lib/db/items';
import { isConditionFailure, transactWrite } from '../lib/db/transactions';
import { invalid } from '../lib/errors';
import { hashLinkToken } from './domain/link-token';
import { hashPassword } from './domain/password';
import { getAccountById } from './repository/account-reads';
import { consumeLinkItem, findLiveLink, type LinkPurpose } from './repository/auth-repository';

/**
 * Uses an enrollment or reset link: the link is deleted and the password set in ONE transaction,
 * so a link works exactly once even when used twice at the same moment. Enrollment also activates
 * the account (only a pending one: a second enrollment link mailed to the same person stops working
 * once the first is used). The password change raises the account's auth_generation, which ends every
 * other link and every session of the account. A missing, expired, used, superseded or wrong-purpose
 * link is a 400 with one plain message. Returns the account the link belonged to.
 */
export const setPasswordWithLink = async (
  token: string,
  purpose: LinkPurpose,
  password: string,
): Promise<{ userId: string; email: string }> => {
  const tokenHash = hashLinkToken(token);
  const link = await findLiveLink(tokenHash);
  if (!link || link.purpose !== purpose) throw invalid(authPasswordLinkMessages.linkInvalid);
  const account = await getAccountById(link.userId);
  // A later password change (another link used, a signed-in change) or a deactivation ended it.
  if (!account || (account.auth_generation ?? 0) !== link.generation)
    throw invalid(authPasswordLinkMessages.linkInvalid);
  if (purpose === 'enrollment' && account.status !== 'pending')
    throw invalid(authPasswordLinkMessages.linkInvalid);
  // Hashed only once the link is known good: the hash is the slow part of this call.
  const passwordHash = await hashPassword(password);
  try {
    const accounts = tableNameOf(accountsTable);
    const change = { userId: link.userId, passwordHash, generation: link.generation };
    await transactWrite([
      consumeLinkItem(tokenHash, purpose),
      // Enrollment activates: an Admin who enrolls joins the active-Admin count in the same transaction.
      purpose === 'enrollment'
        ? passwordUpdateItem(accounts, { ...change, activation: { accessLevel: account.access_level } })
        : passwordUpdateItem(accounts, change),
      ...(purpose === 'enrollment' && account.access_level === 'Admin'
        ? [incrementActiveAdminsItem(accounts)]
        : []),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw invalid(authPasswordLinkMessages.linkInvalid);
    throw error;
  }
  return { userId: account._id, email: account.email };
};
