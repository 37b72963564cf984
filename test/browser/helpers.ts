import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { expect, type Locator, type Page } from '@playwright/test';

/** What test/support/browser-global-setup.ts exports for the specs. */
export const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs with -c test/playwright.config.ts`);
  return value;
};

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A table's page report ('2 / 10'), inside `scope`: empty while the table loads. */
export const pageReportIn = (scope: Locator) => scope.locator('.mantine-datatable-pagination-text');

/** A toast (Mantine notification) carrying the text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Narrows a table to rows matching the text with its Keyword Search. */
export const search = (page: Page, text: string) =>
  page.getByRole('textbox', { name: 'Keyword Search' }).fill(text);

export const readStoredToken = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY);

export const writeStoredToken = (page: Page, token: string) =>
  page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    AUTH_TOKEN_STORAGE_KEY,
    token,
  ] as const);

/** The JWT's payload, decoded as the SPA decodes it (no verification). */
export const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** An unsigned token with a past exp: enough for the SPA's guard, which only decodes. */
export const expiredToken = (): string => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 60;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'someone', access_level: 'Admin', exp, jti: 'expired' })}.x`;
};

export const signInThroughForm = async (page: Page, email: string, password: string) => {
  await page.goto('/');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

export const expectSignedInHome = async (page: Page) => {
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
};

/** One request to the app's API, as the given session (or none): its status and JSON body, whatever they are. */
export const apiCall = async (method: string, path: string, body?: unknown, token?: string) => {
  const res = await fetch(`${env('OW_BASE_URL')}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** A new session's token from POST /v1/users/login (the Admin's by default), as the API answers it. */
export const signInForToken = async (
  email = env('OW_ADMIN_EMAIL'),
  password = env('OW_ADMIN_PASSWORD'),
): Promise<string> => {
  const res = await fetch(`${env('OW_BASE_URL')}/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const text = await res.text();
  expect(res.status, `sign-in of ${email}: ${text}`).toBe(200);
  return (JSON.parse(text) as { token: string }).token;
};

/**
 * Signs in by the API and leaves the tab as the form leaves it, the session's token in its
 * sessionStorage, on a file of the app's origin that starts no app (its favicon): the test's first
 * `page.goto` opens the app signed in. For the tests whose subject is not signing in; the sign-in,
 * account and password specs sign in through the form, as people do. Rendering the form and then
 * Home before every test's own first step cost half a second of CPU a test
 * (docs/decisions/0035-browser-tests-sign-in-by-the-api.md).
 */
export const signInByApi = async (
  page: Page,
  email = env('OW_ADMIN_EMAIL'),
  password = env('OW_ADMIN_PASSWORD'),
): Promise<void> => {
  const token = await signInForToken(email, password);
  await page.goto('/favicon.svg');
  await writeStoredToken(page, token);
};

/** Signed in by the API, then Home, where the form lands a person: for the tests that start there. */
export const openHomeSignedIn = async (page: Page): Promise<void> => {
  await signInByApi(page);
  await page.goto('/');
  await expectSignedInHome(page);
};

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** The newest mail the SES emulator holds for an address, if any. */
export const newestMailTo = async (address: string): Promise<Mail | undefined> => {
  const res = await fetch(`${env('OW_SES_URL')}/store`);
  const { emails } = (await res.json()) as { emails: Mail[] };
  return emails.filter((m) => m.destination.to.includes(address)).sort((a, b) => b.at - a.at)[0];
};

/** The one link into the app a mail carries. */
export const linkInMail = (mail: Mail): URL => {
  const match = /https?:\/\/\S+\?token=[\w-]+/.exec(mail.body.text ?? '');
  if (!match) throw new Error(`No link in mail "${mail.subject}"`);
  return new URL(match[0]);
};
