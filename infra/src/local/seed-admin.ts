import { randomBytes } from 'node:crypto';
import { registerAccount } from '@oligowatch/functions/accounts/register-account';
import { findAccountByEmail } from '@oligowatch/functions/accounts/repository/accounts-repository';
import { ensureActiveAdminCounter } from '@oligowatch/functions/accounts/repository/active-admin-counter';
import { hashPassword } from '@oligowatch/functions/auth/domain/password';
import { passwordSchema } from '@oligowatch/shared/schemas/account';

export interface SeededAdmin {
  email: string;
  /** Only when this start created the account: printed once, never stored in clear. */
  password?: string;
  created: boolean;
}

/** A password that passes our own rule: 24 random characters plus a letter and a digit. */
const generatePassword = (): string => `${randomBytes(18).toString('base64url')}a7`;

/** Name and phone of the seeded Admin; the operator command (infra/src/aws/create-first-admin) may give real ones. */
export interface AdminProfile {
  first_name: string;
  last_name: string;
  phone_number: string;
}

export const DEFAULT_ADMIN_PROFILE: AdminProfile = {
  first_name: 'Admin',
  last_name: 'OligoWatch',
  phone_number: '(000) 000-0000',
};

/** On first start, creates the Admin account (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password). */
export const seedAdmin = async (
  email: string,
  password?: string,
  profile: AdminProfile = DEFAULT_ADMIN_PROFILE,
): Promise<SeededAdmin> => {
  // Data kept from before the active-Admin count existed gets its count now, before any request.
  await ensureActiveAdminCounter();
  if (await findAccountByEmail(email)) return { email, created: false };
  const chosen = password ?? generatePassword();
  const check = passwordSchema.safeParse(chosen);
  if (!check.success)
    throw new Error(`ADMIN_PASSWORD does not meet the password rule: ${check.error.issues[0]?.message}`);
  await registerAccount({
    ...profile,
    email,
    access_level: 'Admin',
    status: 'active',
    password_hash: await hashPassword(chosen),
  });
  return { email, password: chosen, created: true };
};
