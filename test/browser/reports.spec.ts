import { randomInt, randomUUID } from 'node:crypto';
import {
  reportsApiMessages,
  reportsGenerateMessages,
  reportsViewMessages,
} from '@oligowatch/shared/messages/reports';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import type { Product } from '@oligowatch/shared/schemas/product';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { expect, type Page, test } from '@playwright/test';
import { createOligoThroughApi, createProductThroughApi, uniqueName } from './catalog-api';
import { openHomeSignedIn, pageReportIn, search } from './helpers';
import { createCladeThroughApi, generateReportThroughApi, mutate, WUHAN_HU_1 } from './report-api';

/**
 * Mismatch reports in Chromium against the real API and report job: the US CDC N1 assay (real
 * published oligos) on a clade of Wuhan-Hu-1 and two copies with substitutions under the forward
 * primer, so its statistics are known: index 5 differs in both copies, index 10 in one.
 */
const N1_F = 'GACCCCAAAATCAGCGAAAT';
const F_AT = WUHAN_HU_1.indexOf(N1_F);
const tag = randomUUID().slice(0, 6);
// A taxonomic ID of its own, so the clade holds exactly these three samples.
const TAXON = 900_000 + randomInt(99_999);
// Sorts first in the Select Target overlay (digits before letters).
const CLADE_NAME = `000 N1 clade ${tag}`;
const MUT_B = `MUTB-${tag}`;

// The report's colours (web/src/features/reports/utils/heat-color.ts): navy at the oligo's minimum.
const DARK_NAVY = 'rgb(11, 29, 81)';
const YELLOW = 'rgb(253, 231, 37)';

let forward: Oligo;
let product: Product;
let report: ReportDetail;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect(F_AT).toBeGreaterThan(0);
  forward = await createOligoThroughApi('USCDC_N1_F', N1_F);
  const probe = await createOligoThroughApi('USCDC_N1_P', 'ACCCCGCATTACGTTTGGTGGACC');
  const reverse = await createOligoThroughApi('USCDC_N1_R', 'TCTGGTTACTGCCAGTTGAATCTG', false);
  product = await createProductThroughApi('US CDC N1', [forward._id, probe._id, reverse._id]);
  await createCladeThroughApi(TAXON, CLADE_NAME, [
    { accessionID: `REF-${tag}`, genome: WUHAN_HU_1, location: 'China: Wuhan', date: '2019-12-26' },
    {
      accessionID: `MUTA-${tag}`,
      genome: mutate(WUHAN_HU_1, [F_AT + 4]),
      location: 'USA: Washington',
      date: '2020-03-15',
    },
    {
      accessionID: MUT_B,
      genome: mutate(WUHAN_HU_1, [F_AT + 4, F_AT + 9]),
      location: 'USA: California',
      date: '2020-04-02',
    },
  ]);
  report = await generateReportThroughApi({
    report_title: uniqueName('N1 heat check'),
    clade_id: String(TAXON),
    target_name: CLADE_NAME,
    product: product._id,
  });
  expect(report.status).toBe('complete');
});

test.beforeEach(async ({ page }) => {
  await openHomeSignedIn(page);
});

const backgroundOf = (page: Page, oligo: string, index: number) =>
  page
    .getByRole('region', { name: `Oligo Summary ${oligo}` })
    .getByRole('listitem', { name: new RegExp(`^Index ${index}, `) })
    .evaluate((cell) => getComputedStyle(cell).backgroundColor);

test('generates a report through the form with both overlays, up to the success panel', async ({ page }) => {
  const title = uniqueName('N1 from the form');
  await page.getByRole('link', { name: /Generate New Report/ }).click();
  await expect(page).toHaveURL(/\/reports\/generate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Generate New Report' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);

  await page.getByRole('button', { name: 'Select Target' }).click();
  const targets = page.getByRole('dialog', { name: 'Select Target' });
  await expect(pageReportIn(targets)).toHaveText(/^1 \/ \d+$/);
  for (const control of ['First page', 'Previous page', 'Next page', 'Last page']) {
    await expect(targets.getByRole('button', { name: control })).toBeVisible();
  }
  await targets.getByRole('button', { name: /^Clade Name/ }).click();
  const cladeRow = targets.getByRole('row').filter({ hasText: CLADE_NAME });
  await expect(cladeRow).toContainText('3');
  await expect(cladeRow).toContainText(String(TAXON));
  await cladeRow.getByRole('button', { name: `Add ${CLADE_NAME}` }).click();
  await expect(targets).toBeHidden();
  await expect(page.getByText(CLADE_NAME)).toBeVisible();

  await page.getByRole('button', { name: 'Select Product' }).click();
  const products = page.getByRole('dialog', { name: 'Select Product' });
  await products.getByRole('textbox', { name: 'Keyword Search' }).fill(product.name);
  const productRow = products.getByRole('row').filter({ hasText: product.name });
  await expect(productRow.getByRole('cell')).toHaveText([product.name, '3', '1', 'Select']);
  await productRow.getByRole('button', { name: `Select ${product.name}` }).click();
  await expect(products).toBeHidden();
  await expect(page.getByText(product.name)).toBeVisible();

  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: /^Type 'YES'/ }).fill('YES');
  await expect(submit).toBeEnabled();
  await submit.click();

  const panel = page.getByRole('status', { name: 'Report requested' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(reportsApiMessages.generateStarted(title, 3));
  // The form is reset for the next report.
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await expect(page.getByText(reportsGenerateMessages.noTargetSelected)).toBeVisible();
  await expect(submit).toBeDisabled();

  await panel.getByRole('link', { name: 'View Reports' }).click();
  await expect(page).toHaveURL(/\/reports\/browse$/);
  await search(page, title);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(CLADE_NAME);
});

test('browses to a report and reads its totals, heat colours and an alignment', async ({ page }) => {
  await page.getByRole('link', { name: /Browse All Reports/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Reports' })).toBeVisible();
  await search(page, report.report_title);
  const row = page.getByRole('row').filter({ hasText: report.report_title });
  await expect(row.getByRole('cell')).toHaveText([
    report.report_title,
    /^\d\d\/\d\d\/\d\d$/,
    CLADE_NAME,
    product.name,
    '3',
    'View',
  ]);
  await row.getByRole('link', { name: `View ${report.report_title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/view/${report._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: report.report_title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(CLADE_NAME);
  await expect(page.getByRole('region', { name: 'Provenance' })).toContainText(`${product.name}, version 1`);

  // 'Show Percentages' switches the total's text: 3 mismatches in all, 2 of 3 samples.
  const summary = page.getByRole('region', { name: `Oligo Summary ${forward.name}` });
  await expect(summary.getByText('3 total mismatches')).toBeVisible();
  await summary.getByRole('switch', { name: 'Show Percentages' }).click();
  await expect(summary.getByText('66.67% of samples')).toBeVisible();
  await expect(summary.getByText('3 total mismatches')).toBeHidden();

  // Index 5 differs in both copies (the oligo's maximum), index 1 in none (its minimum).
  await expect(summary.getByRole('listitem', { name: /^Index 5, base C: 66\.67%$/ })).toBeVisible();
  expect(await backgroundOf(page, forward.name, 5)).toBe(YELLOW);
  expect(await backgroundOf(page, forward.name, 1)).toBe(DARK_NAVY);
  expect(await backgroundOf(page, forward.name, 10)).not.toBe(DARK_NAVY);

  const table = page.getByRole('table', { name: `Mismatches ${forward.name}` });
  await table.getByRole('button', { name: `View ${forward.name} on ${MUT_B}` }).click();
  const dialog = page.getByRole('dialog', { name: `Alignment: ${forward.name} on ${MUT_B}` });
  await expect(dialog.getByLabel('Alignment')).toHaveText(
    [
      `Oligo  ${' '.repeat(String(F_AT + 1).length + 2)}${N1_F}`,
      `       ${' '.repeat(String(F_AT + 1).length + 2)}||||x||||x||||||||||`,
      `Target ${F_AT + 1}  ${mutate(N1_F, [4, 9])}  ${F_AT + 20}`,
    ].join('\n'),
    { useInnerText: true },
  );
  await expect(dialog.getByLabel('Legend')).toContainText(reportsViewMessages.legendSubstitution);
});
