import {
  accountsApiMessages,
  accountsFormMessages,
  accountsListMessages,
} from '@oligowatch/shared/messages/accounts';
import { authChangePasswordMessages, authPasswordLinkMessages } from '@oligowatch/shared/messages/auth';
import { expect, type Page, test } from '@playwright/test';
import { enrolledUserThroughApi, unique } from './accounts-api';
import {
  apiCall,
  claimsOf,
  env,
  expectSignedInHome,
  linkInMail,
  mainNav,
  newestMailTo,
  readStoredToken,
  signInByApi,
  signInThroughForm,
} from './helpers';

/**
 * Accounts, as an Admin and a User see them. Every account acted on here is made by this spec
 * (the shared Admin and User of the other specs are never changed).
 */

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

const signOut = async (page: Page) => {
  await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
};

test('an Admin adds an account; its owner enrolls through the mailed link and signs in', async ({ page }) => {
  // The longest flow here: two forms, a sign-out, the enrollment screen and two sign-ins.
  test.setTimeout(60_000);
  const email = unique('new.hire');
  await signInThroughForm(page, env('OW_ADMIN_EMAIL'), env('OW_ADMIN_PASSWORD'));
  await expectSignedInHome(page);
  await mainNav(page).getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Account' }).click();
  await expect(page).toHaveURL(/\/accounts\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Accounts' })).toHaveAttribute('href', '/accounts');

  // Every field is required, the e-mail must match the pattern, the phone formats itself.
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const text of [
    accountsApiMessages.firstNameRequired,
    accountsApiMessages.lastNameRequired,
    accountsApiMessages.phoneRequired,
    accountsApiMessages.emailRequired,
    accountsApiMessages.accessLevelRequired,
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByLabel(/^First Name/).fill('Rosalind');
  await page.getByLabel(/^Last Name/).fill('Franklin');
  const phone = page.getByLabel(/^Phone Number/);
  await phone.pressSequentially('555-867-530912');
  await expect(phone).toHaveValue('(555) 867-5309');
  await page.getByLabel(/^Email/).fill('not-an-address');
  await page.getByRole('combobox', { name: 'Access Level' }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(accountsApiMessages.invalidEmail, { exact: true })).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText(accountsFormMessages.accountCreatedToast, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/accounts$/);
  const row = rowOf(page, email);
  await expect(row).toContainText('Rosalind');
  await expect(row).toContainText('(555) 867-5309');
  await expect(row).toContainText('(pending)');

  // The same address again, in capitals: 409.
  await page.getByRole('link', { name: 'Add Account' }).click();
  await page.getByLabel(/^First Name/).fill('Second');
  await page.getByLabel(/^Last Name/).fill('Try');
  await page.getByLabel(/^Phone Number/).fill('5551112222');
  await page.getByLabel(/^Email/).fill(email.toUpperCase());
  await page.getByRole('combobox', { name: 'Access Level' }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: accountsApiMessages.emailExists }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/add$/);
  await signOut(page);

  // The enrollment mail's link: set a password, then sign in with it.
  await expect.poll(async () => (await newestMailTo(email)) !== undefined).toBe(true);
  const link = linkInMail(
    (await newestMailTo(email)) as NonNullable<Awaited<ReturnType<typeof newestMailTo>>>,
  );
  expect(link.pathname).toBe('/changepassword');
  const password = `Enrolled-in-browser-${Date.now()}`;
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm new password/).fill(password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  // Not the reset wording: a first password makes the account ready, and the screen says so.
  await expect(page.getByText(authPasswordLinkMessages.enrollmentDone, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await signInThroughForm(page, email, password);
  await expectSignedInHome(page);
  await signOut(page);

  // Used once: the link says so on arrival, before anyone types, and offers the way back.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toHaveText(authPasswordLinkMessages.linkUsed);
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to Login Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a User's Account button opens their own page, where they edit name and phone and change their password", async ({
  page,
}) => {
  const user = await enrolledUserThroughApi('Marie');
  await signInThroughForm(page, user.email, user.password);
  await expectSignedInHome(page);
  const sub = claimsOf((await readStoredToken(page)) ?? '').sub as string;
  await mainNav(page).getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/useraccount/${sub}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Access Level', { exact: true })).toHaveValue('User');

  await page.getByLabel(/^First Name/).fill('Maria');
  const phone = page.getByLabel(/^Phone Number/);
  await phone.fill('');
  await phone.pressSequentially('2025550143');
  await expect(phone).toHaveValue('(202) 555-0143');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(accountsFormMessages.accountUpdatedToast, { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Maria');
  await expect(page.getByLabel(/^Phone Number/)).toHaveValue('(202) 555-0143');

  // A wrong current password is refused with the server's words.
  const newPassword = `Changed-in-browser-${Date.now()}`;
  await page.getByLabel(/^Current password/).fill('Not-my-password-1');
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: authChangePasswordMessages.currentPasswordWrong }),
  ).toBeVisible();
  await page.getByLabel(/^Current password/).fill(user.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByText(authChangePasswordMessages.passwordChangedToast, { exact: true }),
  ).toBeVisible();
  // The session goes on with the fresh token, and the new password is the one that signs in.
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await mainNav(page).getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByLabel(/^First Name/)).toHaveValue('Maria');
  await signOut(page);
  await signInThroughForm(page, user.email, user.password);
  await expect(page.getByText("Invalid 'Email' or 'Password'", { exact: true })).toBeVisible();
  await signInThroughForm(page, user.email, newPassword);
  await expectSignedInHome(page);
});

test('deactivate and restore: an account goes through both tables and back', async ({ page }) => {
  const user = await enrolledUserThroughApi('Dorothy');
  await signInByApi(page);
  await page.goto('/accounts');
  const active = rowOf(page, user.email);
  await expect(active).toContainText('Dorothy');
  await expect(active).not.toContainText('(pending)');
  await active.getByRole('button', { name: /^Deactivate/ }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate account' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText(accountsListMessages.deactivatedToast, { exact: true })).toBeVisible();
  await expect(rowOf(page, user.email)).toHaveCount(0);
  expect(
    (await apiCall('POST', '/v1/users/login', { email: user.email, password: user.password })).status,
  ).toBe(401);

  // The deactivated list shows 'Loading...' while it fetches: its answer is held back until the
  // text was seen (a fixed delay was not enough on a loaded CI machine).
  let release: () => void = () => {};
  const seen = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v1/users/get_all_deactivated_users', async (route) => {
    await seen;
    await route.continue();
  });
  await page.getByRole('link', { name: 'View Deactivated Accounts' }).click();
  await expect(page).toHaveURL(/\/accounts\/deactivated$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deactivated Accounts' })).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
  release();
  const deactivated = rowOf(page, user.email);
  await expect(deactivated).toContainText('Dorothy');
  // 10 rows a page, 5/10/15, and no last-page link.
  await expect(page.getByRole('button', { name: '10', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last page' })).toHaveCount(0);
  await deactivated.getByRole('button', { name: /^Restore/ }).click();
  await expect(page.getByText(accountsListMessages.restoredToast, { exact: true })).toBeVisible();
  await expect(rowOf(page, user.email)).toHaveCount(0);

  await page.getByRole('link', { name: 'View Active Accounts' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(rowOf(page, user.email)).toContainText('Dorothy');
  expect(
    (await apiCall('POST', '/v1/users/login', { email: user.email, password: user.password })).status,
  ).toBe(200);
});
