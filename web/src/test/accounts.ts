import type { Account } from '@oligowatch/shared/schemas/account';

/** An active User account the screen tests mock the server with; override what a test is about. */
export const testAccount = (overrides: Partial<Account> = {}): Account => ({
  _id: 'u-1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_number: '(555) 867-5309',
  email: 'ada@example.org',
  access_level: 'User',
  status: 'active',
  ...overrides,
});
