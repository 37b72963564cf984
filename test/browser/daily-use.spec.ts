import { accountsListMessages } from '@oligowatch/shared/messages/accounts';
import { commonAccessMessages } from '@oligowatch/shared/messages/common';
import { oligosListMessages } from '@oligowatch/shared/messages/oligos';
import { expect, test } from '@playwright/test';
import { enrolledUserThroughApi } from './accounts-api';
import { createOligoThroughApi, uniqueName } from './catalog-api';
import { expectSignedInHome, mainNav, search, signInByApi, signInThroughForm, toast } from './helpers';

/** Issue 16: the rough edges a lab user meets every day, on the screens that exist. */

test.describe('actions a click cannot undo ask first, naming what they act on', () => {
  test('Deactivate asks, Cancel keeps the account; confirmed, the person signed in is told their account was deactivated', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const person = await enrolledUserThroughApi('Barbara');
    // The person is signed in, in a browser of their own.
    const theirs = await browser.newContext();
    const theirPage = await theirs.newPage();
    await signInThroughForm(theirPage, person.email, person.password);
    await expectSignedInHome(theirPage);

    await signInByApi(page);
    await page.goto('/accounts');
    const row = page.getByRole('row').filter({ hasText: person.email });
    // When the account was created (and changed) shows under its e-mail.
    await expect(row.getByTestId('account-times')).toHaveText(/^Created \d\d\/\d\d\/\d\d \d\d:\d\d/);

    const dialog = page.getByRole('dialog', { name: 'Deactivate account' });
    await row.getByRole('button', { name: `Deactivate ${person.email}` }).click();
    await expect(dialog).toContainText(
      accountsListMessages.deactivateConfirm('Barbara Browser', person.email),
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    await theirPage.reload();
    await expect(theirPage.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    await row.getByRole('button', { name: `Deactivate ${person.email}` }).click();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    const done = toast(page, accountsListMessages.deactivatedToast);
    await expect(done).toBeVisible();
    await expect(row).toHaveCount(0);

    // Toasts sit top right, below the navigation bar, never over its links.
    // The app's header (a closing dialog's own header may still be in the page).
    const header = await page.locator('header.mantine-AppShell-header').boundingBox();
    const box = await done.boundingBox();
    const viewport = page.viewportSize();
    expect(header && box && viewport).toBeTruthy();
    if (header && box && viewport) {
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 64);
    }

    // Their next step in the app is refused, and the sign-in screen says why.
    await mainNav(theirPage).getByRole('link', { name: 'Oligos', exact: true }).click();
    await expect(theirPage).toHaveURL(/\/$/);
    await expect(theirPage.getByRole('status')).toHaveText(commonAccessMessages.accountDeactivated);
    await expect(theirPage.getByText(commonAccessMessages.sessionExpired)).toHaveCount(0);
    await theirs.close();
  });

  test('Archive asks, Cancel keeps the oligo; confirmed, it shows the spec toast', async ({ page }) => {
    const oligo = await createOligoThroughApi('to-archive-asked', 'ACGTACGTACGT');
    await signInByApi(page);
    await page.goto('/oligos');
    await search(page, oligo.name);
    const row = page.getByRole('row').filter({ hasText: oligo.name });
    const dialog = page.getByRole('dialog', { name: 'Archive oligo' });

    await row.getByRole('button', { name: `Archive ${oligo.name}` }).click();
    await expect(dialog).toContainText(oligosListMessages.archiveConfirm(oligo.name));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Archive ${oligo.name}` }).click();
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(toast(page, oligosListMessages.archived)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test("'Available Oligos' keeps its search text across picks until the list closes", async ({ page }) => {
  // One assay's forward, reverse and probe share a name: one filter finds all three.
  const assay = uniqueName('ASSAY');
  const oligos = [
    await createOligoThroughApi(`${assay}_F`, 'GACCCCAAAATCAGCGAAAT'),
    await createOligoThroughApi(`${assay}_R`, 'TCTGGTTACTGCCAGTTGAATCTG', false),
    await createOligoThroughApi(`${assay}_P`, 'ACCCCGCATTACGTTTGGTGGACC'),
  ];
  await signInByApi(page);
  await page.goto('/products/add');
  const input = page.getByRole('combobox', { name: 'Available Oligos' });
  await input.click();
  await input.fill(assay);
  await expect(page.getByRole('option')).toHaveCount(3);
  for (const oligo of oligos) {
    await page.getByRole('option', { name: oligo.name, exact: true }).click();
    await expect(input).toHaveValue(assay);
    await expect(page.getByRole('option')).toHaveCount(3);
  }
  for (const oligo of oligos)
    await expect(page.locator('.mantine-Pill-label', { hasText: oligo.name })).toBeVisible();
  // Closing the list clears the search.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(input).toHaveValue('');
});

test.describe('signing in', () => {
  test('the e-mail field has focus on arrival', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel(/^Email/)).toBeFocused();
  });

  test('visiting / while signed in goes to /reports', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  });
});
