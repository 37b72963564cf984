import { expect } from '@playwright/test';
import { apiCall, linkInMail, newestMailTo, signInForToken } from './helpers';

/**
 * Accounts a spec needs before its screen, made through the real API as the seeded Admin. Each
 * carries a unique address, so specs never act on one another's accounts.
 */

let made = 0;
export const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++made}@oligowatch.test`;

/** An enrolled User made through the API (create, mailed link, password), for the flows that need one. */
export const enrolledUserThroughApi = async (firstName: string) => {
  const adminToken = await signInForToken();
  const email = unique(firstName.toLowerCase());
  const created = await apiCall(
    'POST',
    '/v1/users/create',
    {
      first_name: firstName,
      last_name: 'Browser',
      phone_number: '(555) 010-2020',
      email,
      access_level: 'User',
    },
    adminToken,
  );
  expect(created.status).toBe(201);
  await expect.poll(async () => (await newestMailTo(email)) !== undefined).toBe(true);
  const token = linkInMail(
    (await newestMailTo(email)) as NonNullable<Awaited<ReturnType<typeof newestMailTo>>>,
  ).searchParams.get('token');
  const password = `Browser-user-${Date.now()}`;
  expect((await apiCall('PUT', '/v1/users/changepassword', { token, password })).status).toBe(200);
  return { email, password };
};
