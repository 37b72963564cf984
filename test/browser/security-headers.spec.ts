import { SECURITY_HEADERS } from '@oligowatch/infra/security-headers';
import { expect, type Page, test } from '@playwright/test';
import { env, expectSignedInHome, mainNav, signInThroughForm } from './helpers';

/** Every CSP report Chromium prints to the console while the test runs. */
const collectCspViolations = (page: Page): string[] => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

const pickHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, headers[name]]));

test.describe('the security headers CloudFront sends, served locally', () => {
  test('the app shell and its bundles carry them, compressed and cached as in AWS', async ({ page }) => {
    const shell = await page.request.get('/oligos', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(shell.status()).toBe(200);
    expect(pickHeaders(shell.headers())).toEqual(SECURITY_HEADERS);
    expect(shell.headers()['cache-control']).toBe('no-cache');

    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(await shell.text())?.[1];
    expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const bundle = await page.request.get(script ?? '', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(pickHeaders(bundle.headers())).toEqual(SECURITY_HEADERS);
    expect(bundle.headers()['content-encoding']).toBe('br');
    expect(bundle.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the app works under the CSP without one violation, and the CSP does stop an inline script', async ({
    page,
  }) => {
    const violations = collectCspViolations(page);
    await page.goto('/');
    await signInThroughForm(page, env('OW_ADMIN_EMAIL'), env('OW_ADMIN_PASSWORD'));
    await expectSignedInHome(page);
    for (const [link, heading] of [
      ['Oligos', 'Active Oligos'],
      ['Products', 'Products'],
      ['Targets', 'Target Sequences'],
      ['Account', 'Accounts'],
    ] as const) {
      await mainNav(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.goto('/oligos/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a New Oligo' })).toBeVisible();
    expect(violations).toEqual([]);

    // The control: an injected inline script is refused, and Chromium reports it.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
