import type { Mismatch, ReportDetail } from '@oligowatch/shared/schemas/report';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { detail, signIn, strictFetch } from '../../../test/reports';
import { forwardInsight, insights, reverseInsight } from './insights-test-data';

/**
 * The same report as scored by engine 2 (issue 22): of the 12 samples, MT100001.1 has an N run over
 * N1_F's site (not assessable for it) and MT100002.1 is a partial genome ending before N1_R's site
 * (not covered for it). Figures are of the 11 samples assessed for each oligo; undetermined calls
 * are counted apart; rows carry undeterminedCount and reverseComplement.
 */
export const engine2Report = (): Partial<ReportDetail> => {
  const base = detail();
  const forward = base.mismatches.filter((row) => row.oligoName === 'N1_F');
  return {
    provenance: {
      ...base.provenance,
      engine_version: '2.0.0',
      oligos: base.provenance.oligos.map((o) => ({ ...o, role: 'primer' as const })),
      anchors: {
        version: 1,
        source: 'clade',
        genomes: 12,
        oligos: [
          { name: 'N1_F', left: 'ACGT', right: 'TTGA', source: 'MN908947.3', start: 28286 },
          { name: 'N1_R', left: 'ACGT', right: 'TTGA', source: 'MN908947.3', start: 28334 },
        ],
      },
      outcome_rules: { undetermined_percent: 20, three_prime_bases: 3 },
    },
    mismatchStats: {
      N1_F: {
        total: 7,
        total_percent: 54.545455,
        byIndex: [
          { count: 0, percent: 0, base: 'G', undetermined: 0 },
          { count: 1, percent: 9.090909, base: 'A', undetermined: 0 },
          { count: 6, percent: 54.545455, base: 'C', undetermined: 1 },
        ],
        samples: 11,
        undetermined_total: 1,
        not_assessable: 1,
        not_covered: 0,
      },
      N1_R: {
        total: 1,
        total_percent: 9.090909,
        byIndex: [{ count: 1, percent: 9.090909, base: 'T', undetermined: 0 }],
        samples: 11,
        undetermined_total: 0,
        not_assessable: 0,
        not_covered: 1,
      },
    },
    mismatch_total: 8,
    mismatches: [
      ...forward.slice(0, 6).map((row) => ({ ...row, undeterminedCount: 0, reverseComplement: false })),
      // A scored sample with an undetermined call alone: a row, with no real mismatch.
      {
        ...(forward[6] as Mismatch),
        targetSequence: 'GACCCNAAAATCAGCGAAAT',
        mismatchLines: '|||||?||||||||||||||',
        mismatchCount: 0,
        undeterminedCount: 1,
        reverseComplement: false,
      },
      {
        ...(base.mismatches[7] as Mismatch),
        oligoSequence: 'CAGATTCAACTGGCAGTAACCAGA',
        targetSequence: 'CAGATTCAACTGGCAGTAACCAGG',
        mismatchLines: '|||||||||||||||||||||||x',
        start_index: 28335,
        end_index: 28358,
        undeterminedCount: 0,
        reverseComplement: true,
      },
    ],
    insights: insights({
      product: {
        verdict: { level: 'ACTION', reasons: ['N1_F: ACTION.'] },
        inclusivity_percent: 80,
        included_samples: 8,
        samples: 10,
        undetermined_samples: 2,
      },
      oligos: [
        forwardInsight({
          samples: 11,
          undetermined_samples: 1,
          samples_with_mismatch: 6,
          not_assessable: {
            count: 1,
            accessions: ['MT100001.1'],
            reasons: ['undetermined_over_limit'],
            by_reason: { undetermined_over_limit: 1 },
          },
          not_covered: { count: 0, accessions: [], reasons: [], by_reason: {} },
        }),
        reverseInsight({
          samples: 11,
          undetermined_samples: 0,
          not_assessable: { count: 0, accessions: [], reasons: [], by_reason: {} },
          not_covered: {
            count: 1,
            accessions: ['MT100002.1'],
            reasons: ['genome_ends'],
            by_reason: { genome_ends: 1 },
          },
        }),
      ],
    }),
  };
};

const YELLOW = 'rgb(253, 231, 37)';
const DARK_NAVY = 'rgb(11, 29, 81)';

const reportAnswer =
  (overrides: Parameters<typeof detail>[0] = {}) =>
  () =>
    jsonResponse(200, { report: detail(overrides) });

const pageReportIn = (element: HTMLElement) =>
  element.querySelector('.mantine-datatable-pagination-text')?.textContent;
const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Report view (/reports/view/{id})', { timeout: 60_000 }, () => {
  // The screen and its chart load lazily: transformed once here, so no test's first wait pays for it.
  beforeAll(async () => {
    await import('./view-report');
    await import('../components/month-trend-chart');
  }, 60_000);

  it('shows the title, details, provenance and the per-oligo summary with its heat grid', async () => {
    signIn();
    const { expectOnlyMockedCalls } = strictFetch({ 'GET /v1/report/rep-1': reportAnswer() });
    const { user } = renderApp('/reports/view/rep-1');
    // The screen's chunk loads first (lazy route): on a busy machine that can take a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'N1 against SARS-CoV-2' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/reports/browse');

    const details = screen.getByRole('region', { name: 'Details' });
    for (const text of ['03/04/26', 'SARS-CoV-2', 'US CDC (United States) N1', '9']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    const provenance = screen.getByRole('region', { name: 'Provenance' });
    expect(within(provenance).getByText('US CDC (United States) N1, version 2')).toBeInTheDocument();
    expect(within(provenance).getByText('SARS-CoV-2 (2697049)')).toBeInTheDocument();
    expect(within(provenance).getByText('12')).toBeInTheDocument();
    expect(within(provenance).getByText('1.0.0')).toBeInTheDocument();
    expect(
      within(provenance).getByRole('row', { name: 'N1_R TCTGGTTACTGCCAGTTGAATCTG No —' }),
    ).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Oligo Summary N1_F' });
    expect(within(summary).getByText('8 total mismatches')).toBeInTheDocument();
    const grid = within(summary).getByRole('list', { name: 'N1_F mismatches by index' });
    const cells = within(grid).getAllByRole('listitem');
    expect(cells.map((cell) => cell.textContent)).toEqual(['0G1', '2A2', '6C3']);
    expect(cells[2]).toHaveStyle({ background: YELLOW });
    expect(cells[0]).toHaveStyle({ background: DARK_NAVY });

    await user.click(within(summary).getByRole('switch', { name: 'Show Percentages' }));
    expect(within(summary).getByText('58.33% of samples')).toBeInTheDocument();
    expect(within(summary).queryByText('8 total mismatches')).toBeNull();
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((cell) => cell.textContent),
    ).toEqual(['0%G1', '16.67%A2', '50%C3']);
    // Each oligo has its own toggle.
    expect(
      within(screen.getByRole('region', { name: 'Oligo Summary N1_R' })).getByText('1 total mismatches'),
    ).toBeInTheDocument();
    expectOnlyMockedCalls();
  });

  it('puts the verdict banner at the top, and each oligo’s verdict, role and undetermined calls in place', async () => {
    signIn();
    const { expectOnlyMockedCalls } = strictFetch({
      'GET /v1/report/rep-1': reportAnswer({ insights: insights() }),
    });
    renderApp('/reports/view/rep-1');
    const banner = await screen.findByRole('region', { name: /^Assay verdict ACTION/ });
    // First thing under the title: before the details.
    expect(
      banner.compareDocumentPosition(screen.getByRole('region', { name: 'Details' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(banner).toHaveTextContent(
      "N1_F: a variant in 27.27% of the samples has a mismatch in the primer's last 3 bases.",
    );
    expect(banner).toHaveTextContent('Inclusivity: 72.73% (8 of 11 samples bind every oligo)');
    expect(banner).toHaveTextContent('1 undetermined sample, left out of the verdict');
    expect(within(banner).getByRole('list', { name: 'Rules used' })).toBeInTheDocument();

    const forward = screen.getByRole('region', { name: 'Oligo Summary N1_F' });
    expect(within(forward).getByText('ACTION', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(
      within(within(forward).getByRole('list', { name: 'Verdict of N1_F' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "A variant in 54.55% of the samples has a mismatch in the primer's last 3 bases.",
      'A mismatch in 54.55% of the samples (15% or more).',
    ]);
    expect(
      within(forward).getByText(
        '6 of 11 determined samples with a real mismatch · 1 undetermined sample, left out of the verdict',
      ),
    ).toBeInTheDocument();
    expect(
      within(forward).getByRole('listitem', { name: 'Index 3, base C: 6, 1 undetermined' }),
    ).toBeInTheDocument();
    const reverse = screen.getByRole('region', { name: 'Oligo Summary N1_R' });
    expect(within(reverse).getByText('PASS', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Grid legend' })).toHaveTextContent(
      /\?N: N of those are undetermined calls/,
    );

    const provenance = screen.getByRole('region', { name: 'Provenance' });
    expect(
      within(provenance).getByRole('row', { name: 'N1_F GACCCCAAAATCAGCGAAAT Yes Primer' }),
    ).toBeInTheDocument();
    expect(within(provenance).getByText('Created').nextSibling?.textContent).toMatch(/^03\/04\/26 \d\d:00$/);
    expectOnlyMockedCalls();
  });

  it('shows a report of engine 2: figures of the assessed samples, the samples left out with their reasons, undetermined calls apart', async () => {
    signIn();
    const { expectOnlyMockedCalls } = strictFetch({ 'GET /v1/report/rep-1': reportAnswer(engine2Report()) });
    const { user } = renderApp('/reports/view/rep-1');
    const banner = await screen.findByRole('region', { name: /^Assay verdict ACTION/ });
    expect(banner).toHaveTextContent('Inclusivity: 80% (8 of 10 samples bind every oligo)');
    expect(banner).toHaveTextContent('2 samples not assessed for every oligo, left out of inclusivity');
    expect(within(banner).getByRole('list', { name: 'Rules used' })).toHaveTextContent(
      "A sample is not assessable for an oligo when more than 20% of its site is undetermined (N or ambiguity codes) or any of a primer's last 3 bases is, and not covered when its genome holds no site for the oligo",
    );
    expect(
      within(screen.getByRole('region', { name: 'Provenance' })).getByText(
        "flanks learned from the clade's first 12 genomes",
      ),
    ).toBeInTheDocument();

    const forward = screen.getByRole('region', { name: 'Oligo Summary N1_F' });
    // The spec's total text stays as it is; what the percentages are of is said beside it.
    expect(within(forward).getByLabelText('N1_F total')).toHaveTextContent(/^7 total mismatches$/);
    expect(within(forward).getByLabelText('N1_F percentages')).toHaveTextContent(
      'Percentages are of the 11 samples assessed for this oligo.',
    );
    await user.click(within(forward).getByRole('switch', { name: 'Show Percentages' }));
    expect(within(forward).getByLabelText('N1_F total')).toHaveTextContent(/^54.55% of samples$/);
    expect(
      within(forward).getByText(
        '6 of 11 assessed samples with a real mismatch · 1 not assessable · 0 not covered',
      ),
    ).toBeInTheDocument();
    // The grid's undetermined calls are its own statistics', apart from the mismatch count.
    expect(
      within(forward).getByRole('listitem', { name: 'Index 3, base C: 54.55%, 1 undetermined' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Grid legend' })).toHaveTextContent(
      '?N: N samples have an undetermined call (N or an ambiguity code) at this index, counted apart: never a mismatch',
    );
    const leftOut = within(forward).getByRole('region', { name: 'Samples left out of N1_F' });
    expect(leftOut).toHaveTextContent('Not assessable: 1 sample');
    expect(
      within(leftOut)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['over 20% of the site undetermined (N or ambiguity codes) (1): MT100001.1']);
    const reverseLeftOut = screen.getByRole('region', { name: 'Samples left out of N1_R' });
    expect(reverseLeftOut).toHaveTextContent('Not covered: 1 sample');
    expect(within(reverseLeftOut).getByRole('list', { name: 'Not covered N1_R' })).toHaveTextContent(
      'the genome ends before the site (1): MT100002.1',
    );
    expect(
      screen.getByText(
        '7 distinct binding sites, top 4 shown · Percentages are of the 11 samples assessed for this oligo.',
      ),
    ).toBeInTheDocument();

    // Rows: a sample with an undetermined call alone has one, with 0 real mismatches beside it.
    const table = screen.getByRole('table', { name: 'Mismatches N1_F' });
    const block = table.closest('.mantine-Accordion-item') as HTMLElement;
    expect(within(block).getByText('7 samples with a mismatch or an undetermined base')).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'Next page' }));
    expect(firstCells(table)[1]).toEqual([
      'SARS-CoV-2',
      '0 +1 undetermined',
      'USA: Washington',
      '03/15/20',
      'MT066156.1',
      'View',
    ]);
    await user.click(within(table).getByRole('button', { name: 'View N1_F on MT066156.1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alignment: N1_F on MT066156.1' });
    expect(within(dialog).getByLabelText('Alignment').textContent).toContain('|||||?||||||||||||||');
    expect(within(dialog).getByText('Undetermined').nextSibling).toHaveTextContent('1');
    expect(within(dialog).queryByLabelText('Oligo strand')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The minus-strand primer's alignment says that it shows the oligo's reverse complement.
    const reverseTable = screen.getByRole('table', { name: 'Mismatches N1_R' });
    await user.click(within(reverseTable).getByRole('button', { name: 'View N1_R on MT093571.1' }));
    const reverseDialog = await screen.findByRole('dialog', { name: 'Alignment: N1_R on MT093571.1' });
    expect(within(reverseDialog).getByLabelText('Oligo strand')).toHaveTextContent(
      "Oligo shown as its reverse complement (it binds the minus strand), 5'->3' left to right on the genome.",
    );
    expectOnlyMockedCalls();
  });

  it('shows each oligo’s variants and its trends by month (a chart, loaded on demand) and by country', async () => {
    signIn();
    const { expectOnlyMockedCalls } = strictFetch({
      'GET /v1/report/rep-1': reportAnswer({ insights: insights() }),
    });
    renderApp('/reports/view/rep-1');
    const variants = await screen.findByRole('table', { name: 'Variants N1_F' });
    expect(firstCells(variants).map((cells) => cells[2])).toEqual(['5', '3', '2', '1']);
    expect(screen.getByText('7 distinct binding sites, top 4 shown')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Variants N1_R' })).toBeInTheDocument();

    const trends = screen.getByRole('region', { name: 'Trends N1_F' });
    expect(
      within(trends).getByText('Share of samples with a mismatch, by collection month'),
    ).toBeInTheDocument();
    // happy-dom lays nothing out, so recharts draws no bars here: the browser test reads the svg.
    expect(
      await within(trends).findByRole('figure', { name: 'N1_F share of samples with a mismatch by month' }),
    ).toBeInTheDocument();
    expect(firstCells(within(trends).getByRole('table', { name: 'N1_F by country' }))).toEqual([
      ['USA', '7', '5', '71.43%'],
      ['China', '4', '1', '25%'],
    ]);
    expectOnlyMockedCalls();
  });

  it('says in one line that a report posted whole has no verdict, and shows no variants or trends', async () => {
    signIn();
    const { expectOnlyMockedCalls } = strictFetch({ 'GET /v1/report/rep-1': reportAnswer() });
    renderApp('/reports/view/rep-1');
    expect(
      await screen.findByText(
        'No verdict: this report has no insights, as it was saved whole through the API or generated before verdicts existed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Variants' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Trends' })).toBeNull();
    expect(screen.queryByText('Rules used')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Mismatches' })).toBeInTheDocument();
    expectOnlyMockedCalls();
  });

  it('prints through the browser, and shows its print layout on screen with ?print=1', async () => {
    signIn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { expectOnlyMockedCalls } = strictFetch({
      'GET /v1/report/rep-1': reportAnswer({ insights: insights() }),
    });
    const { user } = renderApp('/reports/view/rep-1');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.documentElement).not.toHaveAttribute('data-print-layout');

    await user.click(screen.getByRole('link', { name: 'Print view' }));
    expect(await screen.findByRole('link', { name: 'Back to report' })).toHaveAttribute(
      'href',
      '/reports/view/rep-1',
    );
    // The app's frame hides its navigation while this attribute is set (app-layout.module.css).
    expect(document.documentElement).toHaveAttribute('data-print-layout');
    expect(screen.getByRole('region', { name: /^Assay verdict ACTION/ })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'N1_F mismatches by index' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'N1_R mismatches by index' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Mismatches N1_F' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Variants N1_F' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Trends' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Back to report' }));
    expect(await screen.findByRole('table', { name: 'Mismatches N1_F' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-print-layout');
    expectOnlyMockedCalls();
  });

  it('pages, filters and sorts a report carrying all its rows in the browser, and opens an alignment', async () => {
    signIn();
    const { expectOnlyMockedCalls } = strictFetch({ 'GET /v1/report/rep-1': reportAnswer() });
    const { user } = renderApp('/reports/view/rep-1');
    const table = await screen.findByRole('table', { name: 'Mismatches N1_F' });
    const block = table.closest('.mantine-Accordion-item') as HTMLElement;
    expect(within(block).getByRole('button', { name: /^N1_F/, expanded: true })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[0]?.textContent).toMatch(
      /^Common Name.*Mismatches.*Sample Location.*Sample Date.*Accession ID.*Actions$/,
    );
    expect(firstCells(table)).toHaveLength(5);
    expect(firstCells(table)[0]).toEqual([
      'SARS-CoV-2',
      '1',
      'USA: Washington',
      '03/15/20',
      'MN908947.3',
      'View',
    ]);
    expect(pageReportIn(block)).toBe('1 / 2');

    await user.click(within(block).getByRole('button', { name: 'Filter Sample Location' }));
    await user.type(await screen.findByRole('textbox', { name: 'Sample Location starts with' }), 'china');
    expect(firstCells(table).map((cells) => cells[4])).toEqual(['MT020880.1', 'MT027062.1', 'MT044257.1']);
    await user.click(screen.getByRole('button', { name: 'Clear Sample Location filter' }));

    await user.click(within(block).getByRole('button', { name: /^Mismatches/ }));
    await user.click(within(block).getByRole('button', { name: /^Mismatches/ }));
    expect(firstCells(table)[0]?.[4]).toBe('MT066156.1');

    await user.click(within(table).getByRole('button', { name: 'View N1_F on MT066156.1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alignment: N1_F on MT066156.1' });
    expect(within(dialog).getByLabelText('Alignment').textContent).toBe(
      [
        'Oligo         GACCCCAAAATCAGCGAAAT',
        '              |||||?||||||||||-|||',
        'Target 28287  GACCCNAAAATCAGCG-AAT  28306',
      ].join('\n'),
    );
    expect(within(dialog).getByText('Start index').nextSibling).toHaveTextContent('28287');
    expect(within(dialog).getByText('End index').nextSibling).toHaveTextContent('28306');
    const legend = within(dialog).getByLabelText('Legend');
    for (const mark of ['|', 'x', '?', '-']) expect(within(legend).getByText(mark)).toBeInTheDocument();
    expect(within(legend).getByText('substitution')).toBeInTheDocument();
    expectOnlyMockedCalls();
  });

  it('pages a large report on the server, by cursor, with the sort and filters as query values', async () => {
    signIn();
    const base = '/v1/report/rep-1/mismatches?oligo=N1_F';
    const rows = detail().mismatches.filter((row) => row.oligoName === 'N1_F');
    const { mock, expectOnlyMockedCalls } = strictFetch({
      'GET /v1/report/rep-1': reportAnswer({
        allRowsIncluded: false,
        mismatches: rows.slice(0, 5),
        mismatchRowCounts: { N1_F: 7, N1_R: 1 },
      }),
      [`GET ${base}&limit=5`]: () =>
        jsonResponse(200, { mismatches: rows.slice(0, 5), total: 7, nextCursor: 'c5' }),
      [`GET ${base}&limit=5&cursor=c5`]: () =>
        jsonResponse(200, { mismatches: rows.slice(5), total: 7, nextCursor: null }),
      [`GET ${base}&limit=5&sort=mismatchCount&order=asc`]: () =>
        jsonResponse(200, { mismatches: [rows[6]], total: 1, nextCursor: null }),
      [`GET ${base}&limit=5&sort=mismatchCount&order=asc&location=China`]: () =>
        jsonResponse(200, { mismatches: [], total: 0, nextCursor: null }),
      'GET /v1/report/rep-1/mismatches?oligo=N1_R&limit=5': () =>
        jsonResponse(200, { mismatches: detail().mismatches.slice(7), total: 1, nextCursor: null }),
    });
    const { user } = renderApp('/reports/view/rep-1');
    const table = await screen.findByRole('table', { name: 'Mismatches N1_F' });
    const block = table.closest('.mantine-Accordion-item') as HTMLElement;
    await waitFor(() => expect(pageReportIn(block)).toBe('1 / 2'));
    expect(firstCells(table)).toHaveLength(5);
    // The first page came with the report: no request for it.
    expect(mock.mock.calls.filter(([url]) => String(url).startsWith(base))).toEqual([]);

    await user.click(within(block).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(firstCells(table).map((cells) => cells[4])).toEqual(['MT044257.1', 'MT066156.1']),
    );
    expect(pageReportIn(block)).toBe('2 / 2');

    await user.click(within(block).getByRole('button', { name: /^Mismatches/ }));
    await waitFor(() => expect(firstCells(table).map((cells) => cells[4])).toEqual(['MT066156.1']));
    await user.click(within(block).getByRole('button', { name: 'Filter Sample Location' }));
    await user.type(await screen.findByRole('textbox', { name: 'Sample Location starts with' }), 'China');
    expect(await within(block).findByText('No mismatches')).toBeInTheDocument();
    const asked = mock.mock.calls.map(([url]) => String(url));
    // Typing waits for a pause: one request for 'China', none for 'C', 'Ch', ...
    expect(asked.filter((url) => url.includes('location=')).length).toBe(1);
    expectOnlyMockedCalls();
  });

  it('shows a running report with its progress and refreshes it until it ends', async () => {
    signIn();
    let calls = 0;
    const { expectOnlyMockedCalls } = strictFetch({
      'GET /v1/report/rep-1': () => {
        calls += 1;
        return calls === 1
          ? reportAnswer({ status: 'running', progress: { done: 3, total: 12 }, mismatch_total: 0 })()
          : reportAnswer()();
      },
    });
    renderApp('/reports/view/rep-1');
    expect(await screen.findByText('Running: 3 of 12 samples aligned')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oligo Summary' })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Oligo Summary' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Running: 3 of 12 samples aligned')).toBeNull();
    expect(calls).toBe(2);
    expectOnlyMockedCalls();
  });

  it('shows why a failed report failed, and no statistics', async () => {
    signIn();
    const { expectOnlyMockedCalls } = strictFetch({
      'GET /v1/report/rep-1': reportAnswer({
        status: 'failed',
        failure_reason: 'The product has no oligos.',
      }),
    });
    renderApp('/reports/view/rep-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: The product has no oligos.');
    expect(screen.queryByRole('heading', { name: 'Oligo Summary' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mismatches' })).toBeNull();
    expectOnlyMockedCalls();
  });

  it('logs a report that cannot be fetched and says so', async () => {
    signIn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    strictFetch({ 'GET /v1/report/nope': () => jsonResponse(404, { message: 'Report not found.' }) });
    renderApp('/reports/view/nope');
    expect(await screen.findByText('This report could not be loaded.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error fetching report with id: nope', expect.anything());
  });

  it("shows a scheduled run's change against the previous run, oligo by oligo", async () => {
    signIn();
    const { expectOnlyMockedCalls } = strictFetch({
      'GET /v1/report/rep-1': reportAnswer({
        schedule_id: 'sched-1',
        comparison: {
          schedule_id: 'sched-1',
          previous_report_id: 'rep-0',
          previous_creation_date: '2026-02-18T10:00:00.000Z',
          alerted: true,
          oligos: [
            {
              oligo: 'N1_F',
              before_percent: 50,
              after_percent: 58.333333,
              delta_points: 8.333333,
              three_prime_before_percent: 0,
              three_prime_after_percent: 16.666667,
              alerts: [
                '8.33 points more samples with a mismatch',
                "a new 3' end mismatch in 16.67% of samples",
              ],
            },
            {
              oligo: 'N1_R',
              before_percent: 10,
              after_percent: 8.333333,
              delta_points: -1.666667,
              three_prime_before_percent: 0,
              three_prime_after_percent: 0,
              alerts: [],
            },
          ],
        },
      }),
      'GET /v1/report/rep-0': reportAnswer({ _id: 'rep-0', report_title: 'The previous run' }),
    });
    const { user, router } = renderApp('/reports/view/rep-1');
    const section = await screen.findByRole('region', { name: 'Change against the previous run' });
    expect(
      within(section).getByText(
        'Compared with the previous run of this schedule, from 02/18/26. A change alert was mailed for this run.',
      ),
    ).toBeInTheDocument();
    expect(firstCells(within(section).getByRole('table'))).toEqual([
      [
        'N1_F',
        '50% → 58.33%',
        '+8.33 points',
        '0% → 16.67%',
        "8.33 points more samples with a mismatcha new 3' end mismatch in 16.67% of samples",
      ],
      ['N1_R', '10% → 8.33%', '-1.67 points', '0% → 0%', 'None'],
    ]);
    await user.click(within(section).getByRole('link', { name: 'Open the previous report' }));
    expect(router.state.location.pathname).toBe('/reports/view/rep-0');
    expect(await screen.findByRole('heading', { level: 1, name: 'The previous run' })).toBeInTheDocument();
    expectOnlyMockedCalls();
  });

  it('says when the previous run was scored by an engine that counts differently, and that no alert was raised', async () => {
    signIn();
    strictFetch({
      'GET /v1/report/rep-1': reportAnswer({
        ...engine2Report(),
        schedule_id: 'sched-1',
        comparison: {
          schedule_id: 'sched-1',
          previous_report_id: 'rep-0',
          previous_creation_date: '2026-02-18T10:00:00.000Z',
          alerted: false,
          engine_change: { before: '1.0.0', after: '2.0.0' },
          oligos: [],
        },
      }),
    });
    renderApp('/reports/view/rep-1');
    const section = await screen.findByRole('region', { name: 'Change against the previous run' });
    expect(section).toHaveTextContent(
      'Compared with the previous run of this schedule, from 02/18/26. The previous run was made by mismatch engine 1.0.0 and this one by 2.0.0, which counts differently, so this run raises no alert.',
    );
  });

  it('shows no comparison on a report that is not a scheduled run', async () => {
    signIn();
    strictFetch({ 'GET /v1/report/rep-1': reportAnswer() });
    renderApp('/reports/view/rep-1');
    expect(await screen.findByRole('heading', { name: 'Oligo Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change against the previous run' })).toBeNull();
  });
});
