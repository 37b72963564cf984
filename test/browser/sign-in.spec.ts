import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { expect, type Page, test } from '@playwright/test';
import {
  claimsOf,
  env,
  expectSignedInHome,
  expiredToken,
  mainNav,
  readStoredToken,
  signInThroughForm,
  writeStoredToken,
} from './helpers';

test.describe('signing in and out', () => {
  test('the seeded admin signs in, lands on Home with the navigation bar, and signs out', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);

    await signInThroughForm(page, env('OW_ADMIN_EMAIL'), env('OW_ADMIN_PASSWORD'));
    await expectSignedInHome(page);
    const token = await readStoredToken(page);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(claimsOf(token ?? '')).toMatchObject({ access_level: 'Admin' });

    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'OligoWatch' })).toHaveAttribute('href', '/reports');
    for (const [name, href] of [
      ['Home', '/reports'],
      ['Targets', '/targets'],
      ['Oligos', '/oligos'],
      ['Products', '/products'],
      ['Account', '/accounts'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href as string);
    }
    // Home's areas (their cards depend on what other specs made on this stack: schedules.spec.ts
    // tests the cards themselves).
    for (const name of ['New Reports', 'Scheduled Reports', 'Actions']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Generate New Report/ })).toHaveAttribute(
      'href',
      '/reports/generate',
    );

    await nav.getByRole('link', { name: 'Targets', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Target Sequences' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Target' })).toBeVisible();

    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    expect(await readStoredToken(page)).toBeNull();

    // The token is gone for good: a guarded screen sends the visitor back.
    await page.goto('/reports');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  });

  test("a wrong password shows the inline line Invalid 'Email' or 'Password'", async ({ page }) => {
    await signInThroughForm(page, env('OW_ADMIN_EMAIL'), `${env('OW_ADMIN_PASSWORD')}-wrong`);
    await expect(page.getByText("Invalid 'Email' or 'Password'", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await readStoredToken(page)).toBeNull();
  });

  test("a User's Account link opens their own account page", async ({ page }) => {
    await signInThroughForm(page, env('OW_USER_EMAIL'), env('OW_USER_PASSWORD'));
    await expectSignedInHome(page);
    const { sub, access_level } = claimsOf((await readStoredToken(page)) ?? '');
    expect(access_level).toBe('User');
    await mainNav(page).getByRole('link', { name: 'Account', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/useraccount/${String(sub)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  });
});

test.describe('route guard and unknown paths', () => {
  test('an unknown path goes to /404 without the navigation bar', async ({ page }) => {
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText('The page you are looking for does not exist or another error occurred.'),
    ).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a session the server has ended (signed out elsewhere) is dropped and the user goes to /', async ({
    page,
  }) => {
    await signInThroughForm(page, env('OW_USER_EMAIL'), env('OW_USER_PASSWORD'));
    await expectSignedInHome(page);
    const token = await readStoredToken(page);
    // Sign this very session out from somewhere else: the server puts its jti on the deny-list.
    const logout = await fetch(`${env('OW_BASE_URL')}/v1/users/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);

    // The token has not expired, so the guard lets Home render; Home's calls get 401.
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(await readStoredToken(page)).toBeNull();
  });

  test('an expired token is removed and the user goes to /', async ({ page }) => {
    await page.goto('/404');
    await writeStoredToken(page, expiredToken());
    await page.goto('/products');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  test('the expiry is checked again at each navigation inside the app', async ({ page }) => {
    await signInThroughForm(page, env('OW_ADMIN_EMAIL'), env('OW_ADMIN_PASSWORD'));
    await expectSignedInHome(page);
    // The session runs out while the user sits on Home; the next click finds out.
    await writeStoredToken(page, expiredToken());
    await mainNav(page).getByRole('link', { name: 'Oligos', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(await readStoredToken(page)).toBeNull();
  });
});

test.describe('less motion for whoever asks for it', () => {
  /** How long an endlessly spinning element of the page would spin: the app's style sheets decide. */
  const spinDuration = (page: Page) =>
    page.evaluate(() => {
      const spinner = document.createElement('div');
      spinner.style.animation = 'spin 1.5s linear infinite';
      document.body.append(spinner);
      const { animationDuration, animationIterationCount } = getComputedStyle(spinner);
      spinner.remove();
      return `${animationDuration} × ${animationIterationCount}`;
    });

  test('stands loaders and transitions still when the system asks for reduced motion, and moves them otherwise', async ({
    page,
  }) => {
    // The suite runs with reduced motion (playwright.config.ts); a person without the setting sees motion.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(await spinDuration(page)).toBe('1.5s × infinite');
    await expect(page.locator('html')).toHaveAttribute('data-respect-reduced-motion', 'true');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await spinDuration(page)).toBe('0s × 1');
  });
});
