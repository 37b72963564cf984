import type { AccountStatus, PasswordLinkState } from '@oligowatch/shared/schemas/account';
import type { LinkPurpose, LinkRecord } from '../db/auth-repository';

/**
 * What an enrollment or reset link amounts to, without using it, so the screen it opens can say
 * so before anyone types a password. Used wins over expired: a used link stays used. An
 * enrollment link whose account is already active was made useless by another enrollment link,
 * which for its owner is the same as "already used"; any other account state makes it invalid.
 */
export const linkStateOf = (
  link: LinkRecord | undefined,
  purpose: LinkPurpose,
  accountStatus: AccountStatus | undefined,
  nowEpochSeconds: number,
): PasswordLinkState => {
  if (!link || link.purpose !== purpose) return 'invalid';
  if (link.used_at !== undefined) return 'used';
  if (link.expires_at <= nowEpochSeconds) return 'expired';
  if (purpose === 'enrollment' && accountStatus !== 'pending')
    return accountStatus === 'active' ? 'used' : 'invalid';
  return 'valid';
};
