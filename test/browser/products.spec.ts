import { commonConfirmMessages } from '@oligowatch/shared/messages/common';
import { productsApiMessages, productsFormMessages } from '@oligowatch/shared/messages/products';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  archiveOligoThroughApi,
  createOligoThroughApi,
  createProductThroughApi,
  uniqueName,
} from './catalog-api';
import { search, signInByApi, toast } from './helpers';

/** Picks oligos in the 'Available Oligos' multi-select by searching for each name. */
const pickOligos = async (page: Page, names: readonly string[]) => {
  const input = page.getByRole('combobox', { name: 'Available Oligos' });
  for (const name of names) {
    await input.click();
    await input.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.keyboard.press('Escape');
};

const expectRed = async (locator: Locator) => {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
  expect(r, color).toBeGreaterThan(180);
  expect(g, color).toBeLessThan(130);
  expect(b, color).toBeLessThan(130);
};

// The US CDC N1 assay: real published primers and probe.
let forward: Oligo;
let probe: Oligo;
let reverse: Oligo;

test.beforeAll(async () => {
  forward = await createOligoThroughApi('USCDC_N1_F', 'GACCCCAAAATCAGCGAAAT');
  probe = await createOligoThroughApi('USCDC_N1_P', 'ACCCCGCATTACGTTTGGTGGACC');
  reverse = await createOligoThroughApi('USCDC_N1_R', 'TCTGGTTACTGCCAGTTGAATCTG', false);
});

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
});

test.describe('products', () => {
  test('refuses a product without oligos with its message, after the YES rule, and stores nothing', async ({
    page,
  }) => {
    const name = uniqueName('Empty kit');
    await page.goto('/products/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a New Product' })).toBeVisible();
    await page.getByLabel('Product Name').fill(name);
    await page.getByRole('button', { name: 'Submit' }).click();
    // SPEC's rules come first: the confirmation.
    await expect(toast(page, commonConfirmMessages.confirmYes)).toBeVisible();
    await page.getByLabel(commonConfirmMessages.confirmLabel).fill('YES');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, productsApiMessages.noOligos)).toBeVisible();
    await expect(page).toHaveURL(/\/products\/add$/);
    await page.goto('/products');
    await search(page, name);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('adds a product from the multi-select, sees it in the table, edits it, and views both versions', async ({
    page,
  }) => {
    const name = uniqueName('CDC 2019-nCoV N1');
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a New Product' })).toBeVisible();
    await expect(page.getByPlaceholder('Select Oligos')).toBeVisible();

    await page.getByLabel('Product Name').fill(name);
    await pickOligos(page, [forward.name, reverse.name]);
    await page.getByLabel(commonConfirmMessages.confirmLabel).fill('YES');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, productsFormMessages.created)).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);

    await search(page, name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell')).toHaveText([
      name,
      '1',
      '1',
      `${forward.name}, ${reverse.name}`,
      /View/,
    ]);

    // Edit: the active version's oligos are preselected; adding the probe makes version 2.
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit a Product' })).toBeVisible();
    await expect(page.getByLabel('Product Name')).toHaveValue(name);
    await pickOligos(page, [probe.name]);
    await page.getByLabel(commonConfirmMessages.confirmLabel).fill('YES');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, productsFormMessages.updated)).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
    await search(page, name);
    await expect(row.getByRole('cell')).toHaveText([
      name,
      '2',
      '2',
      `${forward.name}, ${reverse.name}, ${probe.name}`,
      /View/,
    ]);

    await row.getByRole('link', { name: `View ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'View Product' })).toBeVisible();
    // Read-only: shown as text, not as an input.
    await expect(page.getByLabel('Product Name')).toHaveText(name);
    await expect(page.getByRole('textbox', { name: 'Product Name' })).toHaveCount(0);
    await expect(page.getByTestId('active-version')).toHaveText('2 / 2');
    await expect(page.getByRole('combobox', { name: 'Version' })).toHaveValue('Version 2');
    await expect(page.getByRole('table', { name: 'Oligos of version 2' }).getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('table', { name: 'Oligos of version 2' })).toContainText(probe.sequence);

    await page.getByRole('combobox', { name: 'Version' }).click();
    await page.getByRole('option', { name: 'Version 1' }).click();
    const first = page.getByRole('table', { name: 'Oligos of version 1' });
    await expect(first.getByRole('row')).toHaveCount(3);
    await expect(first).toContainText(forward.sequence);
    await expect(first).toContainText(reverse.sequence);
    await expect(first).not.toContainText(probe.name);
    await expect(page.getByTestId('active-version')).toHaveText('2 / 2');

    await page.getByRole('link', { name: 'Return' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('shows each validation rule as a toast with its text, in the spec order', async ({ page }) => {
    const existing = await createProductThroughApi('taken kit', [forward._id]);
    await page.goto('/products/add');
    const submit = page.getByRole('button', { name: 'Submit' });

    await page.getByLabel('Product Name').fill('  ');
    await submit.click();
    await expect(toast(page, productsApiMessages.invalidName)).toBeVisible();

    const clash = `${existing.name.toLowerCase()}  `;
    await page.getByLabel('Product Name').fill(clash);
    await submit.click();
    await expect(toast(page, productsApiMessages.nameInUse(clash.trim()))).toBeVisible();

    await page.getByLabel('Product Name').fill(uniqueName('fresh kit'));
    await page.getByLabel(commonConfirmMessages.confirmLabel).fill('yes');
    await submit.click();
    await expect(toast(page, commonConfirmMessages.confirmYes)).toBeVisible();
    await expect(page).toHaveURL(/\/products\/add$/);
  });

  test('shows archived oligos in red: in the table, and labelled (Archived) in the view and the edit form', async ({
    page,
  }) => {
    const doomed = await createOligoThroughApi('retired', 'ACGTTGCA');
    const product = await createProductThroughApi('kit with retired', [forward._id, doomed._id]);
    await archiveOligoThroughApi(doomed._id);

    await page.goto('/products');
    await search(page, product.name);
    const row = page.getByRole('row').filter({ hasText: product.name });
    await expectRed(row.getByText(doomed.name, { exact: true }));

    await page.goto(`/products/view/${product._id}`);
    // Labelled in the version's oligos (and again in its assays).
    const label = page
      .getByRole('table', { name: 'Oligos of version' })
      .getByText(`${doomed.name} (Archived)`);
    await expect(label).toBeVisible();
    await expectRed(label);

    // The edit form preselects it, as a chip labelled '(Archived)'.
    await page.goto(`/products/edit/${product._id}`);
    const chip = page.locator('.mantine-Pill-label', { hasText: `${doomed.name} (Archived)` });
    await expect(chip).toBeVisible();
    await expectRed(chip);
  });

  test('asks before leaving the edit page with unsaved changes', async ({ page }) => {
    const product = await createProductThroughApi('kit to keep', [forward._id]);
    await page.goto(`/products/edit/${product._id}`);
    await expect(page.getByLabel('Product Name')).toHaveValue(product.name);

    // Nothing changed yet: Back just goes.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/products$/);

    await page.goto(`/products/edit/${product._id}`);
    await page.getByLabel('Product Name').fill(`${product.name} renamed`);
    await page.getByRole('link', { name: 'Back' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(productsFormMessages.leavePage);
    await dialog.getByRole('button', { name: 'Stay on Page' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/products/edit/${product._id}$`));
    await expect(page.getByLabel('Product Name')).toHaveValue(`${product.name} renamed`);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave Page' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await search(page, product.name);
    await expect(
      page.getByRole('row').filter({ hasText: product.name }).getByRole('cell').first(),
    ).toHaveText(product.name);
  });

  test('goes back to /products when the product cannot be loaded', async ({ page }) => {
    await page.goto('/products/edit/no-such-product');
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  });
});
