import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { detail, signIn, strictFetch, summary } from '../../../test/reports';
import { firstCellTexts, pageReport } from '../../../test/table';

// 12 complete reports on consecutive days (newest last), one running and one failed.
const reports = [
  ...Array.from({ length: 12 }, (_, i) =>
    summary({
      _id: `rep-${i + 1}`,
      report_title: `Report ${String(i + 1).padStart(2, '0')}`,
      creation_date: `2026-03-${String(i + 1).padStart(2, '0')}T12:00:00.000Z`,
      target_name: i % 2 ? 'RSV-A' : 'SARS-CoV-2',
      product_name: i % 3 ? 'FHI RSV-A' : 'US CDC (United States) N1',
      mismatch_total: i === 4 ? 13 : i,
    }),
  ),
  summary({
    _id: 'rep-run',
    report_title: 'Still running',
    creation_date: '2026-03-20T12:00:00.000Z',
    status: 'running',
    mismatch_total: 0,
    progress: { done: 40, total: 120 },
  }),
  summary({
    _id: 'rep-fail',
    report_title: 'Broken one',
    creation_date: '2026-03-19T12:00:00.000Z',
    status: 'failed',
    mismatch_total: 0,
    failure_reason: 'The clade has no samples left.',
  }),
];

describe('All Reports (/reports/browse)', { timeout: 60_000 }, () => {
  it('lists reports newest first, 10 a page with 5/10/15/20, with status, filters, sort and View', async () => {
    signIn();
    const { expectOnlyMockedCalls } = strictFetch({
      'GET /v1/report/all': () => jsonResponse(200, { reports }),
      'GET /v1/report/rep-12': () =>
        jsonResponse(200, { report: detail({ _id: 'rep-12', report_title: 'Report 12' }) }),
    });
    const { user, router } = renderApp('/reports/browse');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Reports' })).toBeInTheDocument();
    expect(await screen.findByText('Still running')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/reports');
    expect(firstCellTexts()).toHaveLength(10);
    expect(firstCellTexts().slice(0, 3)).toEqual(['Still running', 'Broken one', 'Report 12']);
    expect(pageReport()).toBe('1 / 2');
    const table = screen.getByRole('table', { name: 'All Reports' });
    const header = within(table).getAllByRole('row')[0] as HTMLElement;
    expect(header.textContent).toMatch(/^Title.*Date.*Target.*Product.*Mismatches.*Actions$/);

    // Progress and failure reason instead of a count.
    const running = within(table).getByRole('row', { name: /Still running/ });
    expect(within(running).getByText('Running: 40 of 120 samples aligned')).toBeInTheDocument();
    const failed = within(table).getByRole('row', { name: /Broken one/ });
    expect(within(failed).getByText('Failed: The clade has no samples left.')).toBeInTheDocument();
    // mm/dd/yy dates.
    expect(
      within(within(table).getByRole('row', { name: /Report 12/ })).getByText('03/12/26'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '10' }));
    for (const size of ['5', '10', '15', '20']) {
      expect(await screen.findByRole('menuitem', { name: size })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('menuitem', { name: '20' }));
    expect(firstCellTexts()).toHaveLength(14);

    // Mismatches equals a number: 13 matches only Report 05, not 1 or 3.
    await user.click(screen.getByRole('button', { name: 'Filter Mismatches' }));
    await user.type(await screen.findByRole('textbox', { name: 'Mismatches equals' }), '13');
    expect(firstCellTexts()).toEqual(['Report 05']);
    await user.click(screen.getByRole('button', { name: 'Clear Mismatches filter' }));

    // Title, Target and Product start with.
    await user.click(screen.getByRole('button', { name: 'Filter Target' }));
    await user.type(await screen.findByRole('textbox', { name: 'Target starts with' }), 'rsv');
    expect(firstCellTexts()).toEqual([
      'Report 12',
      'Report 10',
      'Report 08',
      'Report 06',
      'Report 04',
      'Report 02',
    ]);
    await user.click(screen.getByRole('button', { name: 'Clear Target filter' }));
    await user.click(screen.getByRole('button', { name: 'Filter Title' }));
    await user.type(await screen.findByRole('textbox', { name: 'Title starts with' }), 'port');
    expect(screen.getByText('No reports')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Title filter' }));

    // Keyword Search, then a removable sort.
    await user.type(screen.getByRole('textbox', { name: 'Keyword Search' }), 'broken');
    expect(firstCellTexts()).toEqual(['Broken one']);
    await user.clear(screen.getByRole('textbox', { name: 'Keyword Search' }));
    await user.click(screen.getByRole('button', { name: /^Title/ }));
    expect(firstCellTexts()[0]).toBe('Broken one');
    await user.click(screen.getByRole('button', { name: /^Title/ }));
    expect(firstCellTexts()[0]).toBe('Still running');
    await user.click(screen.getByRole('button', { name: /^Title/ }));
    expect(firstCellTexts().slice(0, 2)).toEqual(['Still running', 'Broken one']);

    await user.click(screen.getByRole('link', { name: 'View Report 12' }));
    expect(router.state.location.pathname).toBe('/reports/view/rep-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report 12' })).toBeInTheDocument();
    expectOnlyMockedCalls();
  });
});
