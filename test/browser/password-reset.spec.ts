import { PASSWORD_RULES_TEXT } from '@oligowatch/shared/constants';
import { authPasswordLinkMessages } from '@oligowatch/shared/messages/auth';
import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { expect, test } from '@playwright/test';
import { env, expectSignedInHome, linkInMail, newestMailTo, signInThroughForm } from './helpers';

test('forgot password: the mailed link sets a new password that signs in', async ({ page }) => {
  // The account kept for this flow, so no other spec's password changes under it.
  const email = env('OW_RESET_EMAIL');
  const oldPassword = env('OW_RESET_PASSWORD');
  const newPassword = `Browser-reset-${Date.now()}`;
  const before = (await newestMailTo(email))?.at ?? 0;

  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your email for the reset link.', { exact: true })).toBeVisible();

  await expect
    .poll(async () => (await newestMailTo(email))?.at ?? 0, { timeout: 10_000 })
    .toBeGreaterThan(before);
  const mail = await newestMailTo(email);
  const link = linkInMail(mail as NonNullable<typeof mail>);
  expect(link.pathname).toBe('/reset_password');

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(PASSWORD_RULES_TEXT, { exact: true })).toBeVisible();
  // The rule is enforced on screen before anything is sent…
  await page.getByLabel(/^New password/).fill('short1');
  await page.getByLabel(/^Confirm new password/).fill('short1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(PASSWORD_RULES_TEXT, { exact: true })).toHaveCount(2);

  // …and a password that follows it is accepted.
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(commonSuccessMessages.passwordReset, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signInThroughForm(page, email, oldPassword);
  await expect(page.getByText("Invalid 'Email' or 'Password'", { exact: true })).toBeVisible();
  await signInThroughForm(page, email, newPassword);
  await expectSignedInHome(page);

  // The link was single-use: it says so on arrival, before anyone types a password.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toHaveText(authPasswordLinkMessages.linkUsed);
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  // Still signed in from above, so the way back to / goes on to Home.
  await page.getByRole('link', { name: 'Return to Login Page' }).click();
  await expect(page).toHaveURL(/\/reports$/);
});
