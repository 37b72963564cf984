import { randomInt, randomUUID } from 'node:crypto';
import { REPORT_DATA_STORAGE_KEY } from '@oligowatch/shared/constants';
import {
  schedulesApiMessages,
  schedulesCardsMessages,
  schedulesFrequencyMessages,
} from '@oligowatch/shared/messages/schedules';
import type { Product } from '@oligowatch/shared/schemas/product';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import type { ScheduleDetail, ScheduleRun } from '@oligowatch/shared/schemas/schedule';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { call, createOligoThroughApi, createProductThroughApi, uniqueName } from './catalog-api';
import { env, mainNav, openHomeSignedIn, pageReportIn } from './helpers';
import { createCladeThroughApi, mutate, WUHAN_HU_1 } from './report-api';

/**
 * Recurring reports in Chromium against the real API and local scheduler: scheduling through the
 * form, the schedule card (its exact texts and yellow separator), Edit with the locked selectors,
 * past runs, and delete after its confirmation. The catalogue is made through the API: the US CDC
 * N1 forward primer (real, published) on a clade of Wuhan-Hu-1 and one copy with a substitution.
 */
const N1_F = 'GACCCCAAAATCAGCGAAAT';
const F_AT = WUHAN_HU_1.indexOf(N1_F);
const tag = randomUUID().slice(0, 6);
const TAXON = 900_000 + randomInt(99_999);
const CLADE_NAME = `000 Schedule clade ${tag}`;

let product: Product;

test.describe.configure({ mode: 'serial' });

/** mm/dd/yy, as the screens show dates (SPEC.md section 9), in this machine's time zone like the browser's. */
const shownDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: '2-digit' }).format(
    new Date(iso),
  );

const listSchedules = async (): Promise<ScheduleDetail[]> =>
  (await call<{ scheduled_reports: ScheduleDetail[] }>('GET', '/v1/report/upcoming')).scheduled_reports;

const scheduleNamed = async (title: string) => (await listSchedules()).find((s) => s.report_title === title);

/** A schedule made through the API (the form is tested on its own), weekly unless said otherwise. */
const scheduleThroughApi = async (title: string, frequency = { time_steps: 3, units: 'd' }) =>
  call<{ schedule_id: string; reportId: string; next_run_date: string }>('POST', '/v1/parasail', {
    report_title: title,
    clade_id: String(TAXON),
    target_name: CLADE_NAME,
    product: product._id,
    frequency,
  });

/** Moves the local scheduler's clock to `now`: it fires what is due then, as EventBridge would. */
const tick = async (now: string) => {
  const res = await fetch(`${env('OW_SCHEDULER_URL')}tick`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  expect(res.status).toBe(200);
};

/** Polls a report until `done` holds for it (complete, compared): the job runs in the background. */
const reportWhen = async (id: string, done: (report: ReportDetail) => boolean): Promise<ReportDetail> => {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const { report } = await call<{ report: ReportDetail }>('GET', `/v1/report/${id}`);
    if (done(report)) return report;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Report ${id} did not get there in 60 s`);
};

const scheduleCard = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Scheduled Reports' }).getByRole('article', { name: title });

/** The colour a CSS colour expression computes to in the page (Mantine's palette, as rgb()). */
const computedColor = (page: Page, expression: string) =>
  page.evaluate((value) => {
    const probe = document.createElement('div');
    probe.style.color = value;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, expression);

const separatorColor = (card: Locator) =>
  card.evaluate((element) => getComputedStyle(element).borderTopColor);

/**
 * Adds the clade in the Select Target overlay, paging on until its row shows. Each look waits for
 * the page it looks at: the options load in the background, and a look at the loading table (or
 * at the page before a click's) would page past the clade (seen on a busy CI machine).
 */
const addClade = async (page: Page) => {
  await page.getByRole('button', { name: 'Select Target' }).click();
  const overlay = page.getByRole('dialog', { name: 'Select Target' });
  const pageOf = pageReportIn(overlay);
  await expect(pageOf).toHaveText(/^1 \/ \d+$/);
  await overlay.getByRole('button', { name: /^Clade Name/ }).click();
  const add = overlay.getByRole('button', { name: `Add ${CLADE_NAME}` });
  for (let shown = 1; shown <= 20 && !(await add.isVisible()); shown += 1) {
    await overlay.getByRole('button', { name: 'Next page' }).click();
    await expect(pageOf).toHaveText(new RegExp(`^${shown + 1} / \\d+$`));
  }
  await add.click();
  await expect(overlay).toBeHidden();
};

const selectProduct = async (page: Page) => {
  await page.getByRole('button', { name: 'Select Product' }).click();
  const overlay = page.getByRole('dialog', { name: 'Select Product' });
  await overlay.getByRole('textbox', { name: 'Keyword Search' }).fill(product.name);
  await overlay.getByRole('button', { name: `Select ${product.name}` }).click();
  await expect(overlay).toBeHidden();
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect(F_AT).toBeGreaterThan(0);
  const forward = await createOligoThroughApi('USCDC_N1_F', N1_F);
  product = await createProductThroughApi('US CDC N1 schedule', [forward._id]);
  await createCladeThroughApi(TAXON, CLADE_NAME, [
    { accessionID: `SREF-${tag}`, genome: WUHAN_HU_1, location: 'China: Wuhan', date: '2019-12-26' },
    {
      accessionID: `SMUT-${tag}`,
      genome: mutate(WUHAN_HU_1, [F_AT + 4]),
      location: 'USA: Washington',
      date: '2020-03-15',
    },
  ]);
});

test.beforeEach(async ({ page }) => {
  await openHomeSignedIn(page);
});

test('schedules a report through the form, and Home shows its card', async ({ page }) => {
  const title = uniqueName('N1 fortnightly');
  await page.goto('/reports/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule New Report' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Schedule Report' })).toBeChecked();
  const units = page.getByRole('combobox', { name: 'Units' });
  await expect(units.getByRole('option')).toHaveText(['Days', 'Weeks', 'Months']);

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await addClade(page);
  await selectProduct(page);
  await page.getByRole('textbox', { name: /^Type 'YES'/ }).fill('YES');

  // Free text, checked as the server checks it: words are refused before anything is sent.
  const steps = page.getByRole('textbox', { name: 'Time steps' });
  await steps.fill('two');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(schedulesFrequencyMessages.timeStepsNotNumber)).toBeVisible();
  await steps.fill('53');
  await expect(page.getByText(schedulesFrequencyMessages.timeStepsTooLarge(52, 'weeks'))).toBeVisible();
  await steps.fill('2');
  await expect(page.getByText(schedulesFrequencyMessages.timeStepsTooLarge(52, 'weeks'))).toBeHidden();
  await units.selectOption('Weeks');
  await page.getByRole('button', { name: 'Submit' }).click();

  const panel = page.getByRole('status', { name: 'Schedule created' });
  await expect(panel).toContainText(schedulesApiMessages.scheduleCreated(title, 2));
  const schedule = await scheduleNamed(title);
  expect(schedule).toMatchObject({
    frequency: { time_steps: 2, units: 'w' },
    frequencyString: 'Every 2 weeks',
    target_name: CLADE_NAME,
    product_id: product._id,
  });
  const nextRun = shownDate(schedule?.next_run_date ?? '');
  await expect(panel).toContainText(`Next run: ${nextRun}`);
  // The form is reset for the next schedule, still a schedule.
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Schedule Report' })).toBeChecked();

  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  const card = scheduleCard(page, title);
  await expect(card).toBeVisible();
  await expect(card.getByText('schedule', { exact: true })).toBeVisible();
  await expect(card.getByText('Every 2 weeks', { exact: true })).toBeVisible();
  await expect(card.getByText(product.name, { exact: true })).toBeVisible();
  await expect(card.getByText(nextRun, { exact: true })).toBeVisible();
  // SPEC's fixed mismatch count of a schedule card.
  await expect(card.getByText('Mismatches').locator('xpath=following-sibling::*[1]')).toHaveText('8');
  // Yellow separator for a schedule card, blue for a report card.
  expect(await separatorColor(card)).toBe(await computedColor(page, 'var(--mantine-color-yellow-5)'));
  // The schedule's first run is a report card once it completes (Home lists complete reports).
  const reportCard = page.getByRole('region', { name: 'New Reports' }).getByRole('article', { name: title });
  await expect(async () => {
    await page.reload();
    await expect(reportCard).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await separatorColor(reportCard)).toBe(await computedColor(page, 'var(--mantine-color-blue-5)'));
});

test('edits a schedule with its target and product locked, and saves it', async ({ page }) => {
  const title = uniqueName('N1 every 3 days');
  const { schedule_id: id } = await scheduleThroughApi(title);
  await page.reload();
  const card = scheduleCard(page, title);
  await expect(card.getByText('Every 3 days', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();

  await expect(page).toHaveURL(new RegExp(`/reports/edit/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Existing Schedule' })).toBeVisible();
  const stored = await page.evaluate((key) => localStorage.getItem(key), REPORT_DATA_STORAGE_KEY);
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ _id: id, report_title: title });
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByText(CLADE_NAME)).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select Target' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Select Product' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Time steps' })).toHaveValue('3');
  await expect(page.getByRole('combobox', { name: 'Units' })).toHaveValue('d');

  const renamed = `${title} monthly`;
  await page.getByRole('textbox', { name: 'Title' }).fill(renamed);
  await page.getByRole('textbox', { name: 'Time steps' }).fill('1');
  await page.getByRole('combobox', { name: 'Units' }).selectOption('Months');
  await page.getByRole('combobox', { name: 'Extra recipients' }).fill('assay.team@oligowatch.test');
  await page.getByRole('combobox', { name: 'Extra recipients' }).press('Enter');
  await page.getByRole('textbox', { name: /^Type 'YES'/ }).fill('YES');
  await page.getByRole('button', { name: 'Submit' }).click();

  const panel = page.getByRole('status', { name: 'Schedule saved' });
  await expect(panel).toContainText(schedulesApiMessages.scheduleUpdated);
  const saved = (await listSchedules()).find((s) => s._id === id);
  expect(saved).toMatchObject({
    report_title: renamed,
    frequency: { time_steps: 1, units: 'm' },
    frequencyString: 'Every 1 months',
    product_id: product._id,
    target_name: CLADE_NAME,
    alert: { recipients: ['assay.team@oligowatch.test'] },
  });
  await expect(panel).toContainText(`Next run: ${shownDate(saved?.next_run_date ?? '')}`);

  await panel.getByRole('link', { name: 'Back to Home' }).click();
  await expect(scheduleCard(page, renamed).getByText('Every 1 months', { exact: true })).toBeVisible();
  // Home clears what Edit left behind.
  expect(await page.evaluate((key) => localStorage.getItem(key), REPORT_DATA_STORAGE_KEY)).toBeNull();
});

test("opens a schedule's past runs from its card, each linking to its report", async ({ page }) => {
  const title = uniqueName('N1 runs');
  const { reportId } = await scheduleThroughApi(title, { time_steps: 1, units: 'w' });
  await page.reload();
  await scheduleCard(page, title).getByRole('button', { name: 'View' }).click();
  const runs = page.getByRole('dialog', { name: `Past runs of ${title}` });
  // The first run was generated when the schedule was made.
  const link = runs.getByRole('link', { name: title });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/reports/view/${reportId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('deletes a schedule only after its confirmation, then reloads', async ({ page }) => {
  const title = uniqueName('N1 to delete');
  const { schedule_id: id } = await scheduleThroughApi(title);
  await page.reload();
  const card = scheduleCard(page, title);
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(schedulesCardsMessages.deleteScheduleConfirm, { exact: true })).toBeVisible();
  expect(schedulesCardsMessages.deleteScheduleConfirm).toBe('Are you sure you want to delete the schedule?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await listSchedules()).some((s) => s._id === id)).toBe(true);

  await card.getByRole('button', { name: 'Delete' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 2, name: 'Scheduled Reports' })).toBeVisible();
  await expect(scheduleCard(page, title)).toHaveCount(0);
  expect((await listSchedules()).some((s) => s._id === id)).toBe(false);
});

test("shows a scheduled run's change against the previous run on its report", async ({ page }) => {
  test.setTimeout(120_000);
  // A clade of its own whose first run finds no mismatch under the primer.
  const taxon = TAXON + 100_000;
  const cladeName = `000 Slipping clade ${tag}`;
  await createCladeThroughApi(taxon, cladeName, [
    { accessionID: `SLIP0-${tag}`, genome: WUHAN_HU_1, location: 'China: Wuhan', date: '2019-12-26' },
    { accessionID: `SLIP1-${tag}`, genome: WUHAN_HU_1, location: 'China: Wuhan', date: '2019-12-30' },
  ]);
  const title = uniqueName('N1 slipping');
  const first = await call<{ schedule_id: string; reportId: string; next_run_date: string }>(
    'POST',
    '/v1/parasail',
    {
      report_title: title,
      clade_id: String(taxon),
      target_name: cladeName,
      product: product._id,
      frequency: { time_steps: 1, units: 'd' },
    },
  );
  expect((await reportWhen(first.reportId, (r) => r.status !== 'running')).status).toBe('complete');
  // New genomes arrive with a substitution at the primer's last base but one (its 3' end)…
  for (const n of [2, 3]) {
    await createCladeThroughApi(taxon, cladeName, [
      {
        accessionID: `SLIP${n}-${tag}`,
        genome: mutate(WUHAN_HU_1, [F_AT + N1_F.length - 2]),
        location: 'USA: Texas',
        date: `2024-01-0${n}`,
      },
    ]);
  }
  // …and the next run, fired by the scheduler at its time, sees them.
  await tick(new Date(Date.parse(first.next_run_date) + 60_000).toISOString());
  const runs = await call<{ runs: ScheduleRun[] }>('GET', `/v1/report/upcoming/${first.schedule_id}/runs`);
  expect(runs.runs).toHaveLength(2);
  const latest = runs.runs[0] as ScheduleRun;
  const report = await reportWhen(
    latest.report_id,
    (r) => r.status !== 'running' && r.comparison !== undefined,
  );
  expect(report.comparison?.previous_report_id).toBe(first.reportId);

  await page.reload();
  await scheduleCard(page, title).getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: `Past runs of ${title}` });
  await expect(dialog.getByRole('link', { name: title })).toHaveCount(2);
  await dialog.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/reports/view/${latest.report_id}$`));

  const section = page.getByRole('region', { name: 'Change against the previous run' });
  await expect(section).toContainText(
    `Compared with the previous run of this schedule, from ${shownDate(report.comparison?.previous_creation_date ?? '')}.`,
  );
  await expect(section).toContainText(
    report.comparison?.alerted
      ? 'A change alert was mailed for this run.'
      : 'No oligo crossed an alert threshold.',
  );
  expect(report.comparison?.alerted).toBe(true);
  // Half the samples now carry a mismatch under the primer, none did before.
  // The comparison's own table (the run's new cohort has a table of its own beside it, issue 33).
  const row = section
    .getByRole('table', { name: 'Change against the previous run', exact: true })
    .getByRole('row')
    .filter({ hasText: /USCDC_N1_F/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText('0% → 50%');
  await expect(row.getByRole('cell').nth(2)).toHaveText('+50 points');
  await expect(row.getByRole('cell').nth(3)).toHaveText('0% → 50%');
  for (const alert of report.comparison?.oligos[0]?.alerts ?? []) await expect(row).toContainText(alert);
  expect(report.comparison?.oligos[0]?.alerts.length).toBeGreaterThan(0);

  await section.getByRole('link', { name: 'Open the previous report' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/view/${first.reportId}$`));
});

test('shows why a broken schedule stopped, on its card and when it is opened for editing', async ({
  page,
}) => {
  const forward = await createOligoThroughApi('USCDC_N1_F', N1_F);
  const doomed = await createProductThroughApi('Doomed N1', [forward._id]);
  const title = uniqueName('N1 doomed');
  const answer = await call<{ schedule_id: string; reportId: string; next_run_date: string }>(
    'POST',
    '/v1/parasail',
    {
      report_title: title,
      clade_id: String(TAXON),
      target_name: CLADE_NAME,
      product: doomed._id,
      frequency: { time_steps: 1, units: 'd' },
    },
  );
  await reportWhen(answer.reportId, (r) => r.status !== 'running');
  await call('DELETE', `/v1/products/${doomed._id}`);
  await tick(new Date(Date.parse(answer.next_run_date) + 60_000).toISOString());
  expect((await listSchedules()).find((s) => s._id === answer.schedule_id)).toMatchObject({
    status: 'broken',
    broken_reason: schedulesApiMessages.productGone,
  });

  await page.reload();
  const card = scheduleCard(page, title);
  const reason = schedulesApiMessages.scheduleBroken(schedulesApiMessages.productGone);
  await expect(card.getByText('Broken', { exact: true })).toBeVisible();
  await expect(card.getByText(reason, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Existing Schedule' })).toBeVisible();
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
});
