import { loadFixtureRecords } from '@oligowatch/infra/local/ncbi-fixture/fixture-records';
import { targetsFollowMessages, targetsImportMessages } from '@oligowatch/shared/messages/targets';
import { expect, type Page, test } from '@playwright/test';
import { env, signInByApi, toast } from './helpers';

/**
 * Issue 32 in Chromium against the fixture NCBI: an import confirmed with "Keep this target up to
 * date" makes its clade follow the query; the target's page says so; NCBI publishes a genome, Refresh
 * now runs a refresh, its row shows in the page's table of refreshes and the new genome among the
 * target's samples. RSV-B by taxonomic ID, so the clade is the
 * taxon's own (what the target's page shows).
 */
const RSV_B = 208895;
const RSV_B_NAME = 'Human respiratory syncytial virus B';
const rsvB = loadFixtureRecords().filter((r) => r.taxonomicID === RSV_B);
/** An accession of this run's own: the fixture NCBI publishes it during the test. */
const NEW_ACCESSION = `PX${String(Date.now()).slice(-6)}.1`;
const today = () => new Date().toISOString().slice(0, 10);

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test.afterAll(async () => {
  // The other specs' fixture NCBI: the records it started with.
  await fetch(`${env('OW_NCBI_URL')}__fixture/records/reset`, { method: 'POST' });
});

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
});

test('ticks "Keep this target up to date" on an import, then sees the follow and a refresh on the target page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/targets');
  await page.getByRole('button', { name: 'Add Target' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Target' });
  await modal.getByText('Batch by TaxonomicID').click();
  await choose(page, 'Uploaded After', 'All');
  await choose(page, 'Source Database', 'NCBI Nucleotide (GenBank)');
  await modal.getByRole('textbox', { name: 'Taxonomic ID' }).fill(String(RSV_B));
  await modal.getByRole('button', { name: 'Submit' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Import' });
  await expect(confirm).toContainText(`${rsvB.length} sequences of ${RSV_B_NAME} were found.`);
  const keep = confirm.getByRole('checkbox', { name: targetsFollowMessages.keepUpToDate });
  await expect(keep).not.toBeChecked();
  await keep.check();
  // Daily unless chosen otherwise.
  await expect(confirm.getByRole('combobox', { name: targetsFollowMessages.frequencyLabel })).toHaveValue(
    targetsFollowMessages.daily,
  );
  await confirm
    .getByRole('textbox', { name: `Type ${rsvB.length} to confirm the import` })
    .fill(String(rsvB.length));
  await confirm.getByRole('button', { name: 'Yes, Import' }).click();
  await expect(toast(page, targetsImportMessages.importStarted(rsvB.length, RSV_B_NAME))).toBeVisible();
  await expect(page).toHaveURL(/\/targets$/, { timeout: 10_000 });
  const progress = page.getByTestId('import-progress').filter({ hasText: RSV_B_NAME });
  await expect(progress).toContainText(/Import finished/, { timeout: 30_000 });

  await page.getByRole('link', { name: `View ${RSV_B_NAME}` }).click();
  const panel = page.getByRole('region', { name: 'Follows NCBI' });
  await expect(panel.getByRole('heading', { name: targetsFollowMessages.followingTitle })).toBeVisible();
  await expect(panel.getByTestId('follow-summary')).toContainText(
    `Refreshed daily from NCBI (txid${RSV_B}[Organism:exp])`,
  );
  const history = panel.getByRole('table', { name: targetsFollowMessages.historyTitle });
  await expect(panel).toContainText(targetsFollowMessages.noRefreshes);

  // Meanwhile NCBI publishes a new RSV-B genome (a copy of a real one, under an accession of its own).
  const published = await fetch(`${env('OW_NCBI_URL')}__fixture/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      publish: [{ from: rsvB[0]?.accessionID, accession: NEW_ACCESSION, publicationDate: today() }],
    }),
  });
  expect(published.status).toBe(200);

  await panel.getByRole('button', { name: targetsFollowMessages.refreshNow }).click();
  await expect(toast(page, targetsFollowMessages.refreshStarted)).toBeVisible();
  // The refresh runs in the background; the page polls it to its end and lists it.
  const done = history.getByRole('row').filter({ hasText: 'done' });
  await expect(done).toHaveCount(1, { timeout: 30_000 });
  await expect(history).toContainText(`txid${RSV_B}[Organism:exp]`);
  // Every column, the Failure column last, fits the card at 1280 pixels: nothing to scroll to.
  await expect(history.getByRole('columnheader', { name: 'Failure' })).toBeVisible();
  const overflow = await history.evaluate(
    (table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0),
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(panel.getByTestId('follow-summary')).toContainText('Last refresh:');
  // The refresh's new sample is the target's now.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: NEW_ACCESSION })).toBeVisible({ timeout: 10_000 });

  await panel.getByRole('button', { name: targetsFollowMessages.stopFollowing }).click();
  await expect(toast(page, targetsFollowMessages.unfollowed)).toBeVisible();
  await expect(panel.getByRole('heading', { name: targetsFollowMessages.notFollowingTitle })).toBeVisible();
  // Its history stays.
  await expect(history.getByRole('row').filter({ hasText: 'done' })).toHaveCount(1);
});
