import { loadFixtureRecords } from '@oligowatch/infra/local/ncbi-fixture/fixture-records';
import { targetFollowMessages, targetMessages } from '@oligowatch/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { env, expectSignedInHome, signInThroughForm, toast } from './helpers';

/**
 * Issue 32 in Chromium against the fixture NCBI: an import confirmed with "Keep this target up to
 * date" makes its clade follow the query; the target's page says so, Refresh now runs a refresh,
 * and its row shows in the page's table of refreshes. RSV-B by taxonomic ID, so the clade is the
 * taxon's own (what the target's page shows).
 */
const RSV_B = 208895;
const RSV_B_NAME = 'Human respiratory syncytial virus B';
const rsvB = loadFixtureRecords().filter((r) => r.taxonomicID === RSV_B);

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test.beforeEach(async ({ page }) => {
  await signInThroughForm(page, env('OW_ADMIN_EMAIL'), env('OW_ADMIN_PASSWORD'));
  await expectSignedInHome(page);
});

test('ticks "Keep this target up to date" on an import, then sees the follow and a refresh on the target page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Targets', exact: true })
    .click();
  await page.getByRole('button', { name: 'Add Target' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Target' });
  await modal.getByText('Batch by TaxonomicID').click();
  await choose(page, 'Uploaded After', 'All');
  await choose(page, 'Source Database', 'NCBI Nucleotide (GenBank)');
  await modal.getByRole('textbox', { name: 'Taxonomic ID' }).fill(String(RSV_B));
  await modal.getByRole('button', { name: 'Submit' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Import' });
  await expect(confirm).toContainText(`${rsvB.length} sequences of ${RSV_B_NAME} were found.`);
  const keep = confirm.getByRole('checkbox', { name: targetFollowMessages.keepUpToDate });
  await expect(keep).not.toBeChecked();
  await keep.check();
  // Daily unless chosen otherwise.
  await expect(confirm.getByRole('combobox', { name: targetFollowMessages.frequencyLabel })).toHaveValue(
    targetFollowMessages.daily,
  );
  await confirm
    .getByRole('textbox', { name: `Type ${rsvB.length} to confirm the import` })
    .fill(String(rsvB.length));
  await confirm.getByRole('button', { name: 'Yes, Import' }).click();
  await expect(toast(page, targetMessages.importStarted(rsvB.length, RSV_B_NAME))).toBeVisible();
  await expect(page).toHaveURL(/\/targets$/, { timeout: 10_000 });
  const progress = page.getByTestId('import-progress').filter({ hasText: RSV_B_NAME });
  await expect(progress).toContainText(/Import finished/, { timeout: 30_000 });

  await page.getByRole('link', { name: `View ${RSV_B_NAME}` }).click();
  const panel = page.getByRole('region', { name: 'Follows NCBI' });
  await expect(panel.getByRole('heading', { name: targetFollowMessages.followingTitle })).toBeVisible();
  await expect(panel.getByTestId('follow-summary')).toContainText(
    `Refreshed daily from NCBI (txid${RSV_B}[Organism:exp])`,
  );
  const history = panel.getByRole('table', { name: targetFollowMessages.historyTitle });
  await expect(panel).toContainText(targetFollowMessages.noRefreshes);

  await panel.getByRole('button', { name: targetFollowMessages.refreshNow }).click();
  await expect(toast(page, targetFollowMessages.refreshStarted)).toBeVisible();
  // The refresh runs in the background; the page polls it to its end and lists it.
  await expect(history.getByRole('row').filter({ hasText: 'done' })).toHaveCount(1, { timeout: 30_000 });
  await expect(history).toContainText(`txid${RSV_B}[Organism:exp]`);
  await expect(panel.getByTestId('follow-summary')).toContainText('Last refresh:');

  await panel.getByRole('button', { name: targetFollowMessages.stopFollowing }).click();
  await expect(toast(page, targetFollowMessages.unfollowed)).toBeVisible();
  await expect(panel.getByRole('heading', { name: targetFollowMessages.notFollowingTitle })).toBeVisible();
  // Its history stays.
  await expect(history.getByRole('row').filter({ hasText: 'done' })).toHaveCount(1);
});
