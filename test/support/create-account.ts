import { registerAccount } from '@oligowatch/functions/accounts/register-account';
import { hashPassword } from '@oligowatch/functions/auth/domain/password';
import type { AccessLevel, AccountStatus } from '@oligowatch/shared/schemas/account';

/**
 * An account written through the handlers' own code, for tests, in a process whose environment
 * already points at the stack. (Creating accounts over the API belongs to a later issue.)
 */
export const createTestAccount = async (options: {
  email: string;
  password: string;
  accessLevel: AccessLevel;
  status?: AccountStatus;
}) => {
  const status = options.status ?? 'active';
  const record = await registerAccount({
    first_name: 'Test',
    last_name: 'Person',
    phone_number: '(555) 010-0000',
    email: options.email,
    access_level: options.accessLevel,
    status,
    ...(status === 'pending' ? {} : { password_hash: await hashPassword(options.password) }),
  });
  return record._id;
};
