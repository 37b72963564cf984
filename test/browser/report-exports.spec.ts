import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { reportsExportsMessages, reportsOutcomesMessages } from '@oligowatch/shared/messages/reports';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { parseCsv } from '../../functions/src/lib/testing/parse-csv';
import { createOligoThroughApi, createProductThroughApi, uniqueName } from './catalog-api';
import { signInByApi } from './helpers';
import { createCladeThroughApi, generateReportThroughApi, mutate, WUHAN_HU_1, withNRun } from './report-api';

/**
 * Exports from the report view in Chromium: the Export menu asks the real API for a file, which
 * lands in s3rver, and the browser downloads it from the presigned link. A sample's location is
 * formula-like, and must come back as text; another sample's N run covers the primer's site, so the
 * primer cannot be assessed on it.
 */
const N1_F = 'GACCCCAAAATCAGCGAAAT';
const F_AT = WUHAN_HU_1.indexOf(N1_F);
const tag = randomUUID().slice(0, 6);
const TAXON = 900_000 + randomInt(99_999);
const CLADE_NAME = `000 export clade ${tag}`;
const HYPERLINK = '=HYPERLINK("http://example.invalid","click")';

let report: ReportDetail;
/** The forward primer's name (made unique by the catalogue helper). */
let oligo: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect(F_AT).toBeGreaterThan(0);
  const forward = await createOligoThroughApi('USCDC_N1_F', N1_F);
  oligo = forward.name;
  const product = await createProductThroughApi('Export N1', [forward._id]);
  await createCladeThroughApi(TAXON, CLADE_NAME, [
    { accessionID: `REF-${tag}`, genome: WUHAN_HU_1, location: 'China: Wuhan', date: '2019-12-26' },
    {
      accessionID: `MUTA-${tag}`,
      genome: mutate(WUHAN_HU_1, [F_AT + 4]),
      location: HYPERLINK,
      date: '2020-03-15',
    },
    {
      accessionID: `MUTB-${tag}`,
      genome: mutate(WUHAN_HU_1, [F_AT + 4, F_AT + 9]),
      location: 'USA: California, "Bay Area"',
      date: '2020-04-02',
    },
    {
      accessionID: `NRUN-${tag}`,
      genome: withNRun(WUHAN_HU_1, F_AT - 5, 30),
      location: 'Peru: Lima',
      date: '2020-05-11',
    },
  ]);
  report = await generateReportThroughApi({
    report_title: uniqueName('Export check'),
    clade_id: String(TAXON),
    target_name: CLADE_NAME,
    product: product._id,
  });
  expect(report.status).toBe('complete');
  expect(report.mismatches).toHaveLength(2);
});

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
  await page.goto(`/reports/view/${report._id}`);
  await expect(page.getByRole('heading', { level: 1, name: report.report_title })).toBeVisible();
});

/** Chooses an item of the Export menu and waits for the download it starts. */
const exportFile = async (page: Page, item: string) => {
  await page.getByRole('button', { name: reportsExportsMessages.menuLabel }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  const download = await downloading;
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
};

test('Mismatch rows (CSV) downloads every row, the formula-like location as text', async ({ page }) => {
  const { name, bytes } = await exportFile(page, reportsExportsMessages.rowsItem);
  expect(name).toMatch(/^Export-check-[a-z0-9-]+-mismatch-rows\.csv$/);
  const [header, ...lines] = parseCsv(bytes.toString('utf8'));
  expect(header?.slice(0, 7)).toEqual([
    'Oligo',
    'Common Name',
    'Mismatches',
    'Undetermined',
    'Sample Location',
    'Sample Date',
    'Accession ID',
  ]);
  const byAccession = (a: string[], b: string[]) => String(a[6]).localeCompare(String(b[6]));
  // The N run's sample has no row: it was not assessed.
  expect(lines.map((l) => l.slice(0, 7)).sort(byAccession)).toEqual([
    [oligo, CLADE_NAME, '1', '0', `'${HYPERLINK}`, '2020-03-15', `MUTA-${tag}`],
    [oligo, CLADE_NAME, '2', '0', 'USA: California, "Bay Area"', '2020-04-02', `MUTB-${tag}`],
  ]);
  // The page stays where it was: a download, not a navigation.
  await expect(page).toHaveURL(new RegExp(`/reports/view/${report._id}$`));
});

test('Statistics (CSV) downloads the per-index counts', async ({ page }) => {
  const { name, bytes } = await exportFile(page, reportsExportsMessages.statsItem);
  expect(name).toMatch(/-statistics\.csv$/);
  const [, ...lines] = parseCsv(bytes.toString('utf8'));
  expect(lines).toHaveLength(N1_F.length + 1);
  // Percentages are of the 3 samples assessed; the N run's sample is counted apart, on the total.
  expect(lines[4]).toEqual([oligo, '5', N1_F[4], '2', '0', String((100 * 2) / 3), '3', '', '']);
  expect(lines[9]?.slice(0, 4)).toEqual([oligo, '10', N1_F[9], '1']);
  // The total counts mismatches: one in the first copy, two in the second.
  expect(lines.at(-1)).toEqual([oligo, 'Total', '', '3', '0', String((100 * 2) / 3), '3', '1', '0']);
});

test('Variants (CSV) downloads the binding sites the report job found', async ({ page }) => {
  const insight = report.insights?.oligos.find((o) => o.name === oligo);
  if (!insight) throw new Error('the report has no insights');
  const { name, bytes } = await exportFile(page, reportsExportsMessages.variantsItem);
  expect(name).toMatch(/-variants\.csv$/);
  const [header, ...lines] = parseCsv(bytes.toString('utf8'));
  const samplesAt = header?.indexOf('Samples') ?? -1;
  expect(lines.map((l) => [l[0], l[2], l[samplesAt]])).toEqual(
    insight.variants.map((v) => [oligo, v.binding_site, String(v.samples)]),
  );
  // Three samples, two of them with a mismatch under the primer: at least those two sites.
  expect(lines.length).toBeGreaterThanOrEqual(2);
});

test('Assays (CSV) downloads the product’s detection by assay (issue 23)', async ({ page }) => {
  const { name, bytes } = await exportFile(page, reportsExportsMessages.assaysItem);
  expect(name).toMatch(/-assays\.csv$/);
  const [header, ...lines] = parseCsv(bytes.toString('utf8'));
  expect(header?.slice(0, 5)).toEqual(['Assay', 'Oligos', 'Verdict', 'Assessed Samples', 'Detected Samples']);
  // One primer alone makes no amplicon: its one assay detects none of the samples it was judged on.
  expect(lines.map((l) => [l[0], l[1], l[4]])).toEqual([['Assay 1', oligo, '0']]);
});

test('Workbook (XLSX) downloads the summary and the sheets', async ({ page }) => {
  const { name, bytes } = await exportFile(page, reportsExportsMessages.workbookItem);
  expect(name).toMatch(/-workbook\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets.map((s) => s.name)).toEqual([
    'Summary',
    'Mismatch rows',
    'Statistics',
    'Variants',
    'Samples left out',
    'Assays',
    'Samples not detected',
  ]);
  expect(workbook.getWorksheet('Summary')?.getCell('B1').value).toBe(report.report_title);
  const rows = workbook.getWorksheet('Mismatch rows') as ExcelJS.Worksheet;
  expect(rows.rowCount).toBe(3);
  const locations: unknown[] = [];
  rows.eachRow((r, n) => {
    if (n > 1) locations.push(r.getCell(5).value);
  });
  expect(locations.sort()).toEqual(['USA: California, "Bay Area"', HYPERLINK].sort());
  const leftOut: unknown[][] = [];
  workbook.getWorksheet('Samples left out')?.eachRow((r) => {
    leftOut.push((r.values as unknown[]).slice(1));
  });
  expect(leftOut).toEqual([
    ['Oligo', 'Outcome', 'Reason', 'Accession'],
    [
      oligo,
      reportsOutcomesMessages.notAssessable,
      reportsOutcomesMessages.reasons.undetermined_over_limit(20),
      `NRUN-${tag}`,
    ],
  ]);
});
