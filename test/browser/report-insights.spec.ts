import { randomInt, randomUUID } from 'node:crypto';
import {
  reportsInsightsMessages as m,
  reportsAssaysMessages,
  reportsOutcomesMessages,
  reportsTmMessages,
  reportsVerdictReasonsMessages,
} from '@oligowatch/shared/messages/reports';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { expect, type Page, test } from '@playwright/test';
import { createOligoThroughApi, createProductThroughApi, uniqueName } from './catalog-api';
import { mainNav, signInByApi } from './helpers';
import { createCladeThroughApi, generateReportThroughApi, mutate, WUHAN_HU_1, withNRun } from './report-api';

/**
 * A report's insights in Chromium, computed by the real report job: the US CDC N1 assay on a clade
 * of Wuhan-Hu-1 copies whose forward-primer sites are known. Of the five samples the forward primer
 * is assessed on, two carry the reference site, one a substitution at index 5 (and one under the
 * reverse primer), one substitutions at 5 and 10 (a 2-mismatch variant in 20% of them: ACTION), and
 * one an N at index 3 (an undetermined call, not a mismatch). Two more are left out (issue 22): a
 * run of N covers the forward primer's site in one (not assessable for it), and one is a partial
 * genome that ends long before the N1 amplicon (not covered for any N1 oligo). Every sample has its
 * own month and place.
 */
const N1_F = 'GACCCCAAAATCAGCGAAAT';
const F_AT = WUHAN_HU_1.indexOf(N1_F);
/** The reverse primer binds the minus strand: the genome holds its reverse complement. */
const R_AT = WUHAN_HU_1.indexOf('CAGATTCAACTGGCAGTAACCAGA');
const tag = randomUUID().slice(0, 6);
const TAXON = 900_000 + randomInt(99_999);
const CLADE_NAME = `000 N1 insights ${tag}`;
const withN = (genome: string, at: number) => `${genome.slice(0, at)}N${genome.slice(at + 1)}`;

let forward: Oligo;
let reverse: Oligo;
let report: ReportDetail;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect(F_AT).toBeGreaterThan(0);
  expect(R_AT).toBeGreaterThan(F_AT);
  forward = await createOligoThroughApi('USCDC_N1_F', N1_F);
  // 'probe' in the name: the job infers the probe's role from it (oligos have no role field).
  const probe = await createOligoThroughApi('USCDC_N1_probe', 'ACCCCGCATTACGTTTGGTGGACC');
  reverse = await createOligoThroughApi('USCDC_N1_R', 'TCTGGTTACTGCCAGTTGAATCTG', false);
  const product = await createProductThroughApi('US CDC N1 insights', [forward._id, probe._id, reverse._id]);
  await createCladeThroughApi(TAXON, CLADE_NAME, [
    { accessionID: `REF-${tag}`, genome: WUHAN_HU_1, location: 'China: Wuhan', date: '2019-12-26' },
    { accessionID: `REF2-${tag}`, genome: WUHAN_HU_1, location: 'Japan: Tokyo', date: '2020-03-20' },
    {
      accessionID: `MUTA-${tag}`,
      // And one base under the reverse primer, its 4th base as written (away from its 3' end).
      genome: mutate(WUHAN_HU_1, [F_AT + 4, R_AT + 20]),
      location: 'USA: Washington',
      date: '2020-03-15',
    },
    {
      accessionID: `MUTB-${tag}`,
      genome: mutate(WUHAN_HU_1, [F_AT + 4, F_AT + 9]),
      location: 'USA: California',
      date: '2020-04-02',
    },
    {
      accessionID: `UNK-${tag}`,
      genome: withN(WUHAN_HU_1, F_AT + 2),
      location: 'Peru: Lima',
      date: '2020-05-11',
    },
    {
      accessionID: `NRUN-${tag}`,
      genome: withNRun(WUHAN_HU_1, F_AT - 5, 30),
      location: 'Chile: Santiago',
      date: '2020-06-08',
    },
    {
      accessionID: `PART-${tag}`,
      genome: WUHAN_HU_1.slice(0, F_AT - 1000),
      location: 'Kenya: Nairobi',
      date: '2020-07-21',
    },
  ]);
  report = await generateReportThroughApi({
    report_title: uniqueName('N1 insights'),
    clade_id: String(TAXON),
    target_name: CLADE_NAME,
    product: product._id,
  });
  expect(report.status).toBe('complete');
  expect(report.insights).toBeDefined();
});

test.beforeEach(async ({ page }) => {
  await signInByApi(page);
});

const openReport = async (page: Page, query = '') => {
  await page.goto(`/reports/view/${report._id}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: report.report_title })).toBeVisible();
};

const banner = (page: Page) => page.getByRole('region', { name: /^Assay verdict / });

test('shows the product verdict at the top with its reasons, inclusivity, the samples left out and rules', async ({
  page,
}) => {
  await openReport(page);
  const verdict = banner(page);
  await expect(verdict).toHaveAttribute('data-level', 'ACTION');
  await expect(verdict.getByText('ACTION', { exact: true })).toBeVisible();
  // Red: Mantine's red light background, as the browser computes it.
  const background = await verdict.evaluate((element) => getComputedStyle(element).backgroundColor);
  const red = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--mantine-color-red-light)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  expect(background).toBe(red);

  // The multiple-mismatch variant (MUTB's site, one sample of five) is the reason.
  const reasons = verdict.getByRole('list', { name: 'Verdict: ACTION' });
  await expect(reasons).toContainText(`${forward.name}: ACTION.`);
  // Inclusivity is by assay (issue 23): of the five samples the assay could be judged on, four are
  // detected (MUTB's forward primer does not bind). NRUN's forward site is undetermined and PART
  // holds no N1 site: both are left out of it.
  await expect(verdict).toContainText(reportsAssaysMessages.inclusivity('80', 4, 5));
  await expect(verdict).toContainText(reportsAssaysMessages.productLeftOut(2));
  await expect(verdict.getByRole('list', { name: 'Rules used' })).toContainText(
    reportsAssaysMessages.ruleDetection,
  );

  // The Assays section: the product's one assay (no grouping: every oligo), and the sample it missed.
  const assay = page.getByRole('region', { name: reportsAssaysMessages.assayOf('Assay 1') });
  await expect(assay).toContainText(reportsAssaysMessages.detected('80', 4, 5));
  await expect(assay).toContainText(reportsAssaysMessages.notAssessed(1, 1));
  await expect(
    assay.getByRole('list', { name: reportsAssaysMessages.notDetectedList('Assay 1') }),
  ).toHaveText(
    reportsAssaysMessages.notDetectedLine(`MUTB-${tag}`, reportsAssaysMessages.failedRole.forward),
  );
  await expect(verdict.getByRole('list', { name: 'Rules used' })).toContainText(m.ruleActionInclusivity(75));
  await expect(verdict.getByRole('list', { name: 'Rules used' })).toContainText(
    reportsOutcomesMessages.ruleOutcomes(20, 3),
  );

  // The forward primer's own verdict and reasons in its Oligo Summary block.
  const summary = page.getByRole('region', { name: `Oligo Summary ${forward.name}` });
  await expect(summary.getByText('ACTION', { exact: true })).toBeVisible();
  await expect(summary.getByRole('list', { name: m.oligoVerdictLabel(forward.name) })).toContainText(
    reportsVerdictReasonsMessages.variantMultiple('20', mutate(N1_F, [4, 9]), 2),
  );
  // The N under index 3: an undetermined call of its own, hatched, apart from the mismatch counts.
  const cell = summary.getByRole('listitem', { name: /^Index 3, base C: 0, 1 undetermined$/ });
  await expect(cell).toBeVisible();
  const marker = cell.locator('[aria-hidden="true"]').last();
  await expect(marker).toHaveText('?1');
  expect(await marker.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
    /^repeating-linear-gradient/,
  );
  await expect(page.getByRole('group', { name: 'Grid legend' })).toContainText(
    reportsOutcomesMessages.legendUndeterminedApart,
  );

  const provenance = page.getByRole('region', { name: 'Provenance' });
  await expect(
    provenance.getByRole('row', { name: new RegExp(`^${forward.name} ${N1_F} Yes Primer$`) }),
  ).toBeVisible();
  await expect(provenance.getByRole('row').filter({ hasText: 'USCDC_N1_probe' })).toContainText('Probe');
});

test('lists the forward primer’s binding sites by count, its mismatches marked', async ({ page }) => {
  await openReport(page);
  const table = page.getByRole('table', { name: m.variantsOf(forward.name) });
  const rows = table.getByRole('row');
  // Header and three sites: the reference site first, its 3 carriers of the 5 samples assessed
  // including UNK, whose N is no change (a variant is a set of real changes).
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    N1_F,
    '0',
    // Issue 24: its Tm on the site (the perfect complement: 62.0 °C at the defaults) and the change.
    '62.0',
    '0.0',
    '3',
    '60%',
    '12/26/19',
    '05/11/20',
    'China, Japan, Peru',
    /REF/,
  ]);
  await expect(page.getByRole('region', { name: m.variantsOf(forward.name) })).toContainText(
    reportsOutcomesMessages.percentOfAssessed(5),
  );
  const mutb = table.getByRole('row').filter({ hasText: `MUTB-${tag}` });
  await expect(mutb.getByRole('cell').nth(0)).toHaveText(mutate(N1_F, [4, 9]));
  const mutated = mutate(N1_F, [4, 9]);
  await expect(mutb.locator('mark[data-kind="substitution"]')).toHaveText([
    mutated[4],
    mutated[9],
  ] as string[]);
  await expect(mutb.getByRole('cell').nth(1)).toHaveText('2');
  expect(
    await mutb
      .getByRole('cell')
      .nth(0)
      .evaluate((cell) => getComputedStyle(cell.querySelector('[data-binding-site]') as Element).fontFamily),
  ).toMatch(/mono/i);
  // No site shows an undetermined base: each variant is shown by its clearest carrier.
  await expect(table.locator('mark[data-kind="undetermined"]')).toHaveCount(0);
});

test('gives each variant its Tm and change of Tm, and says why there is no redesign for so few samples', async ({
  page,
}) => {
  await openReport(page);
  const region = page.getByRole('region', { name: m.variantsOf(forward.name) });
  await expect(region).toContainText(reportsTmMessages.oligoTm('62.0'));
  const table = page.getByRole('table', { name: m.variantsOf(forward.name) });
  // Sortable columns: their header is a button named by its title and its sort.
  await expect(
    table.getByRole('button', { name: `${reportsTmMessages.columnTm} Not sorted`, exact: true }),
  ).toBeVisible();
  await expect(
    table.getByRole('button', { name: `${reportsTmMessages.columnDeltaTm} Not sorted`, exact: true }),
  ).toBeVisible();
  // Two separate mismatches are priced: a lower Tm, a negative change.
  const mutb = table.getByRole('row').filter({ hasText: `MUTB-${tag}` });
  await expect(mutb.getByRole('cell').nth(3)).toHaveText(/^-\d+\.\d/);
  // The forward primer is at ACTION on 5 assessed samples: too few to design on, and it says so.
  await expect(
    page.getByRole('region', { name: reportsTmMessages.suggestionLabel(forward.name) }),
  ).toContainText(reportsTmMessages.noSuggestion(reportsTmMessages.tooFewSamples(5, 20)));
  await expect(banner(page).getByRole('list', { name: 'Rules used' })).toContainText(
    reportsTmMessages.ruleActionProbeTm(15, 5),
  );
  // Engine 3 (issue 31): how a site cut by a genome end, or a region that is gone, is judged.
  await expect(banner(page).getByRole('list', { name: 'Rules used' })).toContainText(
    reportsOutcomesMessages.rulePartialSites(25),
  );
});

test('lists the samples each oligo left out, with the reason in words, and shows undetermined calls as ?', async ({
  page,
}) => {
  await openReport(page);
  const summary = page.getByRole('region', { name: `Oligo Summary ${forward.name}` });
  await expect(summary).toContainText(reportsOutcomesMessages.percentOfAssessed(5));
  await expect(summary).toContainText(reportsOutcomesMessages.assessedWithMismatch(2, 5));
  const leftOut = summary.getByRole('region', { name: reportsOutcomesMessages.leftOutOf(forward.name) });
  await expect(leftOut).toContainText(
    reportsOutcomesMessages.leftOutCount(reportsOutcomesMessages.notAssessable, 1),
  );
  await expect(
    leftOut.getByRole('list', { name: `${reportsOutcomesMessages.notAssessable} ${forward.name}` }),
  ).toHaveText(
    reportsOutcomesMessages.leftOutReasonLine(
      reportsOutcomesMessages.reasons.undetermined_over_limit(20),
      1,
      `NRUN-${tag}`,
    ),
  );
  await expect(
    leftOut.getByRole('list', { name: `${reportsOutcomesMessages.notCovered} ${forward.name}` }),
  ).toHaveText(
    reportsOutcomesMessages.leftOutReasonLine(
      reportsOutcomesMessages.reasons.no_homologous_site,
      1,
      `PART-${tag}`,
    ),
  );
  // The reverse primer's site is whole in NRUN: only the partial genome is left out of it.
  const reverseLeftOut = page.getByRole('region', { name: reportsOutcomesMessages.leftOutOf(reverse.name) });
  await expect(reverseLeftOut).not.toContainText(reportsOutcomesMessages.notAssessable);
  await expect(reverseLeftOut).toContainText(`PART-${tag}`);
  // The samples left out are in no trend either.
  const trends = page.getByRole('region', { name: m.trendsOf(forward.name) });
  await expect(trends.getByRole('table', { name: m.byCountryTable(forward.name) })).not.toContainText(
    'Chile',
  );

  // UNK has a row (its site has an undetermined base), with no real mismatch; its N is a '?'.
  const rows = page.getByRole('table', { name: `Mismatches ${forward.name}` });
  const unknown = rows.getByRole('row').filter({ hasText: `UNK-${tag}` });
  await expect(unknown.getByRole('cell').nth(1)).toHaveText(`0 ${m.variantUndeterminedCalls(1)}`);
  await expect(rows.getByRole('row').filter({ hasText: `NRUN-${tag}` })).toHaveCount(0);
  await unknown.getByRole('button', { name: `View ${forward.name} on UNK-${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Alignment: ${forward.name} on UNK-${tag}` });
  await expect(dialog.getByLabel('Alignment')).toContainText('||?|||||||||||||||||');
  await expect(dialog.getByLabel('Oligo strand')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The minus-strand primer's alignment says it shows the primer's reverse complement.
  const reverseRows = page.getByRole('table', { name: `Mismatches ${reverse.name}` });
  await reverseRows.getByRole('button', { name: `View ${reverse.name} on MUTA-${tag}` }).click();
  const reverseDialog = page.getByRole('dialog', { name: `Alignment: ${reverse.name} on MUTA-${tag}` });
  await expect(reverseDialog.getByLabel('Oligo strand')).toHaveText(
    reportsOutcomesMessages.reverseComplement,
  );
  await expect(reverseDialog.getByLabel('Alignment')).toContainText('CAGATTCAACTGGCAGTAACCAGA');
});

test('draws the forward primer’s share of samples with a mismatch by month, and lists it by country', async ({
  page,
}) => {
  await openReport(page);
  const trends = page.getByRole('region', { name: m.trendsOf(forward.name) });
  const chart = trends.getByRole('figure', { name: m.byMonthChart(forward.name) });
  const svg = chart.locator('svg.recharts-surface');
  await expect(svg).toBeVisible();
  for (const month of ['Dec 2019', 'Mar 2020', 'Apr 2020', 'May 2020']) {
    await expect(svg.getByText(month, { exact: true })).toBeVisible();
  }
  // June's and July's samples were left out for this primer (an N run, a partial genome).
  await expect(svg.getByText('Jun 2020', { exact: true })).toHaveCount(0);
  // One bar per month with a share above 0: March (1 of 2) and April (1 of 1).
  await expect(svg.locator('.recharts-bar-rectangle path')).toHaveCount(2);

  const countries = trends.getByRole('table', { name: m.byCountryTable(forward.name) });
  await expect(countries.getByRole('row').filter({ hasText: 'USA' }).getByRole('cell')).toHaveText([
    'USA',
    '2',
    '2',
    '100%',
  ]);
  await expect(countries.getByRole('row').filter({ hasText: 'China' }).getByRole('cell')).toHaveText([
    'China',
    '1',
    '0',
    '0%',
  ]);
});

test('prints the verdicts, summary and grids without navigation, buttons or tables of rows', async ({
  page,
}) => {
  await openReport(page);
  await expect(page.getByRole('table', { name: `Mismatches ${forward.name}` })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(mainNav(page)).toBeHidden();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('list', { name: `${forward.name} mismatches by index` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Provenance' })).toBeVisible();
  await expect(page.getByRole('button', { name: m.print })).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Show Percentages' }).first()).toBeHidden();
  await expect(page.getByRole('table', { name: `Mismatches ${forward.name}` })).toBeHidden();
  await expect(page.getByRole('table', { name: m.variantsOf(forward.name) })).toBeHidden();
  // A block is never cut across two pages.
  const summary = page.getByRole('region', { name: `Oligo Summary ${forward.name}` });
  expect(await summary.evaluate((element) => getComputedStyle(element).breakInside)).toBe('avoid');

  await page.emulateMedia({ media: 'screen' });
  await expect(mainNav(page)).toBeVisible();
});

test('shows the print layout on screen with ?print=1, and prints from it', async ({ page }) => {
  await openReport(page);
  await page.getByRole('link', { name: m.printView }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/view/${report._id}\\?print=1$`));
  await expect(mainNav(page)).toBeHidden();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('list', { name: `${forward.name} mismatches by index` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mismatches' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: m.variantsHeading })).toHaveCount(0);

  // 'Print' opens the browser's print dialog: counted here instead of opened.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: m.print }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.getByRole('link', { name: m.backToReport }).click();
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('table', { name: `Mismatches ${forward.name}` })).toBeVisible();
});
