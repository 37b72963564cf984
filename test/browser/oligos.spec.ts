import { commonConfirmMessages } from '@oligowatch/shared/messages/common';
import {
  oligosAddMessages,
  oligosApiMessages,
  oligosListMessages,
  oligosRoleMessages,
} from '@oligowatch/shared/messages/oligos';
import { expect, type Page, test } from '@playwright/test';
import {
  archiveOligoThroughApi,
  createOligoThroughApi,
  createProductThroughApi,
  uniqueName,
} from './catalog-api';
import { search, signInByApi, toast } from './helpers';

const fillOligoForm = async (page: Page, fields: { name?: string; sequence?: string; confirm?: string }) => {
  if (fields.name !== undefined) await page.getByLabel('Oligo Name').fill(fields.name);
  if (fields.sequence !== undefined) await page.getByLabel('Oligo Strings').fill(fields.sequence);
  if (fields.confirm !== undefined)
    await page.getByLabel(commonConfirmMessages.confirmLabel).fill(fields.confirm);
};

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
});

test.describe('oligos', () => {
  test('adds an oligo by typing its sequence, then finds it in the table and views it', async ({ page }) => {
    const name = uniqueName('USCDC_N2_F');
    await page.goto('/oligos');
    await expect(page.getByRole('heading', { level: 1, name: 'Active Oligos' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Oligo' }).click();
    await expect(page).toHaveURL(/\/oligos\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a New Oligo' })).toBeVisible();
    await expect(page.getByLabel('DNA Strand Positive?')).toBeChecked();

    await fillOligoForm(page, { name, sequence: 'tta caa act\nttc ctt gct', confirm: 'YES' });
    await page.getByLabel('DNA Strand Positive?').uncheck();
    // The name suggests a forward primer; it counts once a person confirms it (issue 23).
    await expect(page.getByRole('radio', { name: 'Forward primer' })).toBeChecked();
    await page.getByRole('button', { name: oligosRoleMessages.confirmRole }).click();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(toast(page, oligosAddMessages.created)).toBeVisible();
    await expect(page).toHaveURL(/\/oligos$/);
    await search(page, name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('TTACAAACTTTCCTTGCT');
    await expect(row).toContainText('No');

    await row.getByRole('link', { name: `View ${name}` }).click();
    await expect(page).toHaveURL(/\/oligos\/view\?id=/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const details = page.getByRole('table', { name: 'Oligo details' });
    await expect(details).toContainText('TTACAAACTTTCCTTGCT');
    await expect(details).toContainText('18 bases');
    await expect(details).toContainText('Active');
    await expect(page.getByText('No product uses this oligo.')).toBeVisible();
  });

  // Issue 34: SPEC's add-oligo flow as written (Oligo Name, Oligo Strings, 'DNA Strand Positive?',
  // the confirm box, Submit) never touches the role; the oligo's view asks for it afterwards.
  for (const { label, shown, note } of [
    { label: 'USCDC_N3_P', shown: 'Probe', note: oligosRoleMessages.roleInferredNote },
    { label: 'RSVQA', shown: oligosRoleMessages.roleUnknown, note: oligosRoleMessages.roleUnknownNote },
  ]) {
    test(`adds ${label} by SPEC's flow without touching the role, and its view asks for the role`, async ({
      page,
    }) => {
      const name = uniqueName(label);
      await page.goto('/oligos/add');
      await expect(page.getByRole('heading', { level: 1, name: 'Add a New Oligo' })).toBeVisible();
      await page.getByLabel('Oligo Name').fill(name);
      await page.getByLabel('Oligo Strings').fill('ACCCCGCATTACGTTTGGTGGACC');
      await page.getByLabel('DNA Strand Positive?').uncheck();
      await page.getByLabel('DNA Strand Positive?').check();
      await page.getByLabel(commonConfirmMessages.confirmLabel).fill('YES');
      await page.getByRole('button', { name: 'Submit' }).click();

      await expect(toast(page, oligosAddMessages.created)).toBeVisible();
      await expect(page).toHaveURL(/\/oligos$/);
      await search(page, name);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('link', { name: `View ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Oligo details' })).toContainText(shown);

      const role = page.getByRole('region', { name: oligosRoleMessages.roleLabel });
      await expect(role).toContainText(note);
      if (shown === oligosRoleMessages.roleUnknown) {
        // Nothing to confirm: a role is chosen, then saved.
        await expect(role.getByRole('button')).toHaveCount(0);
        await role.getByRole('radio', { name: 'Forward primer' }).check();
        await role.getByRole('button', { name: oligosRoleMessages.saveRole }).click();
      } else {
        await expect(role.getByRole('radio', { name: shown })).toBeChecked();
        await role.getByRole('button', { name: oligosRoleMessages.confirmRole }).click();
      }
      await expect(toast(page, oligosRoleMessages.roleSaved)).toBeVisible();
      await expect(role).not.toContainText(note);
      await expect(page.getByRole('table', { name: 'Oligo details' })).not.toContainText(
        oligosRoleMessages.roleInferred,
      );
    });
  }

  test('loads the sequence from a .txt file, whose whole text replaces the field; other files are refused', async ({
    page,
  }) => {
    const name = uniqueName('from-file');
    await page.goto('/oligos/add');
    await fillOligoForm(page, { name, sequence: 'this text is replaced', confirm: 'YES' });
    const fileInput = page.locator('input[type="file"]');
    await expect(fileInput).toHaveAttribute('accept', /\.txt/);

    await fileInput.setInputFiles({
      name: 'probe.fasta',
      mimeType: 'text/plain',
      buffer: Buffer.from('ACGT'),
    });
    await expect(toast(page, oligosAddMessages.txtOnly)).toBeVisible();
    await expect(page.getByLabel('Oligo Strings')).toHaveValue('this text is replaced');

    const text = 'ACCCCGCATT ACGTTTGGTG\ngacc\n';
    await fileInput.setInputFiles({
      name: 'n1-probe.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(text),
    });
    await expect(page.getByLabel('Oligo Strings')).toHaveValue(text);
    await expect(page.getByText('n1-probe.txt')).toBeVisible();
    await page.getByRole('radio', { name: 'Probe' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(toast(page, oligosAddMessages.created)).toBeVisible();
    await search(page, name);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('ACCCCGCATTACGTTTGGTGGACC');
  });

  test('shows each validation rule as a toast with its text, in the spec order', async ({ page }) => {
    const existing = await createOligoThroughApi('taken', 'ACGT');
    await page.goto('/oligos/add');
    const submit = page.getByRole('button', { name: 'Submit' });

    await fillOligoForm(page, { name: '   ', sequence: 'ACGT-X', confirm: '' });
    await submit.click();
    await expect(toast(page, oligosApiMessages.nameRequired)).toBeVisible();

    const clash = ` ${existing.name.toUpperCase()} `;
    await fillOligoForm(page, { name: clash });
    await submit.click();
    await expect(toast(page, oligosApiMessages.nameInUse(clash.trim()))).toBeVisible();

    await fillOligoForm(page, { name: uniqueName('fresh') });
    await submit.click();
    await expect(toast(page, commonConfirmMessages.confirmYes)).toBeVisible();

    await fillOligoForm(page, { confirm: 'YES' });
    await submit.click();
    await expect(toast(page, oligosApiMessages.invalidSequence)).toBeVisible();

    await fillOligoForm(page, { sequence: '' });
    await submit.click();
    await expect(toast(page, oligosApiMessages.invalidSequence)).toHaveCount(2);
    await expect(page).toHaveURL(/\/oligos\/add$/);
  });

  test('refuses a name an archived oligo has', async ({ page }) => {
    const archived = await createOligoThroughApi('old', 'ACGT');
    await archiveOligoThroughApi(archived._id);
    await page.goto('/oligos/add');
    await fillOligoForm(page, { name: archived.name.toLowerCase(), sequence: 'ACGT', confirm: 'YES' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, oligosApiMessages.nameInUse(archived.name.toLowerCase()))).toBeVisible();
  });

  test('archives an oligo and restores it, each with its toast', async ({ page }) => {
    const oligo = await createOligoThroughApi('to-archive', 'GGGGTTTTCCCCAAAA');
    await page.goto('/oligos');
    await search(page, oligo.name);
    await page.getByRole('button', { name: `Archive ${oligo.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Archive oligo' })
      .getByRole('button', { name: 'Archive' })
      .click();
    await expect(toast(page, oligosListMessages.archived)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: oligo.name })).toHaveCount(0);

    await page.getByRole('link', { name: 'View Archived Oligos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Archived Oligos' })).toBeVisible();
    await search(page, oligo.name);
    await page.getByRole('button', { name: `Restore ${oligo.name}` }).click();
    await expect(toast(page, oligosListMessages.restored)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: oligo.name })).toHaveCount(0);

    await page.getByRole('link', { name: 'View Active Oligos' }).click();
    await search(page, oligo.name);
    await expect(page.getByRole('row').filter({ hasText: oligo.name })).toContainText('GGGGTTTTCCCCAAAA');
  });

  test('the oligo view names the products and versions that use it', async ({ page }) => {
    const oligo = await createOligoThroughApi('used', 'ACGTACGT');
    const product = await createProductThroughApi('kit-using', [oligo._id]);
    await page.goto(`/oligos/view?id=${oligo._id}`);
    const used = page.getByRole('region', { name: 'Used in products' });
    await expect(used.getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      `/products/view/${product._id}`,
    );
    await expect(used).toContainText('Version 1');
  });

  test('the oligo table pages 10 rows, with a page report and first/last-page links', async ({ page }) => {
    const tag = uniqueName('page');
    for (let i = 0; i < 12; i++) await createOligoThroughApi(`${tag}-${String(i).padStart(2, '0')}`, 'ACGT');
    await page.goto('/oligos');
    await search(page, tag);
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(10);
    await expect(page.getByText('1 / 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    await expect(page.getByText('2 / 2', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'First page' })).toBeVisible();
  });
});
