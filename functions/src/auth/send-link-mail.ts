import {
  ENROLLMENT_TOKEN_LIFETIME_SECONDS,
  RESET_TOKEN_LIFETIME_SECONDS,
} from '@oligowatch/shared/constants';
import type { AccountRecord } from '@oligowatch/shared/tables/accounts';
import { nowEpochSeconds } from '../lib/db/client';
import { sendMail } from '../lib/mail/send-mail';
import { getAppUrl } from '../lib/secrets';
import { enrollmentMail, resetPasswordMail } from './domain/link-mails';
import { createLinkToken } from './domain/link-token';
import { type LinkPurpose, saveLink } from './repository/auth-repository';

const linkSettings: Record<LinkPurpose, { path: string; lifetime: number }> = {
  enrollment: { path: '/changepassword', lifetime: ENROLLMENT_TOKEN_LIFETIME_SECONDS },
  reset: { path: '/reset_password', lifetime: RESET_TOKEN_LIFETIME_SECONDS },
};

/**
 * Stores a new single-use link (only its hash) and mails it: enrollment opens /changepassword,
 * reset opens /reset_password. Returns the link for the caller's logs and tests, never for a response.
 */
export const sendLinkMail = async (account: AccountRecord, purpose: LinkPurpose): Promise<string> => {
  const { token, tokenHash } = createLinkToken();
  const settings = linkSettings[purpose];
  await saveLink(tokenHash, {
    purpose,
    userId: account._id,
    expires_at: nowEpochSeconds() + settings.lifetime,
    generation: account.auth_generation ?? 0,
  });
  const link = `${await getAppUrl()}${settings.path}?token=${encodeURIComponent(token)}`;
  const mail =
    purpose === 'enrollment'
      ? enrollmentMail(account.email, account.first_name, link)
      : resetPasswordMail(account.email, link);
  await sendMail(mail);
  return link;
};
