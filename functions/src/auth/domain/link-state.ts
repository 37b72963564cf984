import type { AccountStatus, PasswordLinkState } from '@oligowatch/shared/schemas/account';
import type { LinkPurpose, LinkRecord } from '@oligowatch/shared/tables/auth';

/**
 * What an enrollment or reset link amounts to, without using it, so the screen it opens can say
 * so before anyone types a password. Used wins over expired: a used link stays used. An
 * enrollment link whose account is already active was made useless by another enrollment link,
 * which for its owner is the same as "already used"; any other account state makes it invalid.
 * `account` is the link's account, when it was read.
 */
export const linkStateOf = (
  link: LinkRecord | undefined,
  purpose: LinkPurpose,
  account: { status: AccountStatus; auth_generation?: number } | undefined,
  nowEpochSeconds: number,
): PasswordLinkState => {
  if (!link || link.purpose !== purpose) return 'invalid';
  if (link.used_at !== undefined) return 'used';
  if (link.expires_at <= nowEpochSeconds) return 'expired';
  // A later password change (another link used, a signed-in change) ended it: for its owner the
  // account's password has been set since, the same as "already used".
  if (account && (account.auth_generation ?? 0) !== link.generation) return 'used';
  const accountStatus = account?.status;
  if (purpose === 'enrollment' && accountStatus !== 'pending')
    return accountStatus === 'active' ? 'used' : 'invalid';
  return 'valid';
};
