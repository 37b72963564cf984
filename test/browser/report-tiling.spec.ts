import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reportsViewMessages as m } from '@oligowatch/shared/messages/reports';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { expect, type Page, test } from '@playwright/test';
import { call, createProductThroughApi } from './catalog-api';
import { pageReportIn, signInByApi } from './helpers';
import { createCladeThroughApi, generateReportThroughApi, mutate, WUHAN_HU_1 } from './report-api';

/**
 * A whole tiling scheme in one report, in Chromium: the 192 primers of ARTIC V5.3.2 (the fixture
 * BED, unchanged from artic-network/primer-schemes) against Wuhan-Hu-1 and a copy with one
 * substitution under amplicon 12's LEFT primer. The summary shows 96 amplicons, 10 a page, each its
 * LEFT and RIGHT primers; the filter finds one primer among them.
 */
const BED = fileURLToPath(new URL('../fixtures/oligos/artic_v5.3.2.primer.bed', import.meta.url));
const tag = randomUUID().slice(0, 6);
const TAXON = 900_000 + randomInt(99_999);
// Each name keeps the scheme's own at its end (the amplicon is read from it), tagged in front.
const primers = readFileSync(BED, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [, start, , name, , strand, sequence] = line.split('\t');
    return {
      name: `T${tag}_${name}`,
      start: Number(start),
      sequence: sequence as string,
      plus: strand === '+',
    };
  });
const LEFT_12 = primers.find((p) => p.name.endsWith('_12_LEFT')) as (typeof primers)[number];

let report: ReportDetail;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  expect(primers).toHaveLength(192);
  const oligos: Oligo[] = [];
  for (const primer of primers)
    oligos.push(
      (
        await call<{ data: Oligo }>('POST', '/v1/oligos', {
          name: primer.name,
          sequence: primer.sequence,
          dna_strand_positive: primer.plus,
        })
      ).data,
    );
  const product = await createProductThroughApi(
    'ARTIC V5.3.2',
    oligos.map((o) => o._id),
  );
  await createCladeThroughApi(TAXON, `000 ARTIC tiling ${tag}`, [
    { accessionID: `REF-${tag}`, genome: WUHAN_HU_1, location: 'China: Wuhan', date: '2019-12-26' },
    {
      accessionID: `MUT-${tag}`,
      // The 10th base of amplicon 12's LEFT primer (BED starts are 0-based).
      genome: mutate(WUHAN_HU_1, [LEFT_12.start + 9]),
      location: 'USA: Washington',
      date: '2020-03-15',
    },
  ]);
  report = await generateReportThroughApi({
    report_title: `ARTIC V5.3.2 tiling ${tag}`,
    clade_id: String(TAXON),
    target_name: `000 ARTIC tiling ${tag}`,
    product: product._id,
  });
  expect(report.status).toBe('complete');
});

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page);
  await page.goto(`/reports/view/${report._id}`);
  // 192 oligos' statistics, insights and first rows in one answer: given time on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: report.report_title })).toBeVisible({
    timeout: 60_000,
  });
});

const summarySection = (page: Page) => page.getByRole('region', { name: 'Oligo Summary', exact: true });
const summaryTable = (page: Page) => page.getByRole('table', { name: m.summaryByAmplicon });
// The table's paginator sits beside the <table>, in the section.
const pageReport = (page: Page) => pageReportIn(summarySection(page));
const oligoBlocks = (page: Page) => summaryTable(page).getByRole('region', { name: /^Oligo Summary / });

test('the summary of 192 primers: a page of 10 amplicons at a time, each its LEFT and RIGHT primer', async ({
  page,
}) => {
  const table = summaryTable(page);
  await expect(pageReport(page)).toHaveText('1 / 10');
  await expect(oligoBlocks(page)).toHaveCount(20);
  const first = table.getByRole('row').nth(1);
  await expect(first.getByText('Amplicon 1', { exact: true })).toBeVisible();
  await expect(first.getByRole('region')).toHaveCount(2);
  await summarySection(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(pageReport(page)).toHaveText('2 / 10');
  await expect(table.getByRole('row').nth(2).getByText('Amplicon 12', { exact: true })).toBeVisible();
});

test('the filter finds one primer among 192, with its one mismatch', async ({ page }) => {
  await page.getByRole('textbox', { name: m.oligoFilter }).fill('_12_LEFT');
  await expect(oligoBlocks(page)).toHaveCount(1);
  const block = summaryTable(page).getByRole('region', { name: `Oligo Summary ${LEFT_12.name}` });
  await expect(block.getByLabel(`${LEFT_12.name} total`)).toHaveText(m.totalMismatches(1));
  await expect(block.getByRole('listitem', { name: /^Index 10, base .*: 1$/ })).toBeVisible();
  await page.getByRole('textbox', { name: m.oligoFilter }).fill('no such primer');
  await expect(page.getByText(m.noOligoMatches)).toBeVisible();
});
