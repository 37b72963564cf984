import { randomInt, randomUUID } from 'node:crypto';
import { reportsInsightsMessages as m, reportsWindowMessages } from '@oligowatch/shared/messages/reports';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { expect, type Page, test } from '@playwright/test';
import { createOligoThroughApi, createProductThroughApi, uniqueName } from './catalog-api';
import { signInByApi } from './helpers';
import { createCladeThroughApi, generateReportThroughApi, mutate, WUHAN_HU_1 } from './report-api';

/**
 * Issue 33 in Chromium: samples dated by year only are shown beside the monthly trend rather than
 * dropped, and a windowed report's Details say its window, its days and the samples it set apart.
 * A clade of Wuhan-Hu-1 copies: two dated '2023' only (one with a mismatch under the forward
 * primer), one '2023-04' (placed in April), one '2023-05-02'.
 */
const N1_F = 'GACCCCAAAATCAGCGAAAT';
const F_AT = WUHAN_HU_1.indexOf(N1_F);
const tag = randomUUID().slice(0, 6);
const TAXON = 900_000 + randomInt(99_999);
const CLADE_NAME = `000 N1 windows ${tag}`;

let forward: Oligo;
let all: ReportDetail;
let windowed: ReportDetail;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect(F_AT).toBeGreaterThan(0);
  forward = await createOligoThroughApi('USCDC_N1_F', N1_F);
  const reverse = await createOligoThroughApi('USCDC_N1_R', 'TCTGGTTACTGCCAGTTGAATCTG', false);
  const product = await createProductThroughApi('US CDC N1 windows', [forward._id, reverse._id]);
  await createCladeThroughApi(TAXON, CLADE_NAME, [
    { accessionID: `Y1-${tag}`, genome: WUHAN_HU_1, location: 'USA: Ohio', date: '2023' },
    { accessionID: `Y2-${tag}`, genome: mutate(WUHAN_HU_1, [F_AT + 4]), location: 'USA: Ohio', date: '2023' },
    { accessionID: `YM-${tag}`, genome: WUHAN_HU_1, location: 'USA: Iowa', date: '2023-04' },
    { accessionID: `D-${tag}`, genome: WUHAN_HU_1, location: 'USA: Utah', date: '2023-05-02' },
  ]);
  const body = { clade_id: String(TAXON), target_name: CLADE_NAME, product: product._id };
  all = await generateReportThroughApi({ ...body, report_title: uniqueName('N1 all samples') });
  windowed = await generateReportThroughApi({
    ...body,
    report_title: uniqueName('N1 spring 2023'),
    window: { kind: 'collected_between', from: '2023-04-01', to: '2023-06-30' },
  });
  expect([all.status, windowed.status]).toEqual(['complete', 'complete']);
});

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
});

const openReport = async (page: Page, report: ReportDetail) => {
  await page.goto(`/reports/view/${report._id}`);
  await expect(page.getByRole('heading', { level: 1, name: report.report_title })).toBeVisible();
};

test('shows the samples dated by year only beside the monthly trend, with those with a mismatch', async ({
  page,
}) => {
  await openReport(page, all);
  const trends = page.getByRole('region', { name: m.trendsOf(forward.name) });
  const svg = trends
    .getByRole('figure', { name: m.byMonthChart(forward.name) })
    .locator('svg.recharts-surface');
  await expect(svg).toBeVisible();
  // The year-month sample is in April, the dated one in May; no month holds the year-only ones.
  for (const month of ['Apr 2023', 'May 2023'])
    await expect(svg.getByText(month, { exact: true })).toBeVisible();
  await expect(trends.getByText(reportsWindowMessages.yearOnly(2, 1))).toBeVisible();
  // Details: all samples.
  await expect(page.getByTestId('report-window')).toContainText(reportsWindowMessages.all);
});

test('a windowed report says its window in Details and lists the dates too coarse for it', async ({
  page,
}) => {
  await openReport(page, windowed);
  const details = page.getByTestId('report-window');
  await expect(details).toContainText(reportsWindowMessages.collectedBetween('2023-04-01', '2023-06-30'));
  await expect(details).toContainText(reportsWindowMessages.inside(2));
  await expect(details).toContainText(`2 ${reportsWindowMessages.tooCoarse}`);
  await expect(details).toContainText(`Y1-${tag}`);
  await expect(details).toContainText(`Y2-${tag}`);
  // Only the two samples inside were read: no year-only line.
  await expect(page.getByTestId('year-only-line')).toHaveCount(0);
});
