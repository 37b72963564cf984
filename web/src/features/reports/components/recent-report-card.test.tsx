import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signIn } from '../../../test/reports';

const recent = {
  _id: 'rep-1',
  report_title: 'N1 against SARS-CoV-2',
  creation_date: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
  target_name: 'SARS-CoV-2',
  product_name: 'CDC 2019-nCoV N1',
  mismatch_total: 42,
  status: 'complete',
  progress: { done: 30, total: 30 },
};

const withData = () =>
  mockFetch({
    'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [recent] }),
    'GET /v1/report/upcoming': () => jsonResponse(200, { scheduled_reports: [] }),
    // The report the card opens, once its chunk has loaded: not under test here, so it never answers.
    'GET /v1/report/rep-1': () => new Promise<Response>(() => {}),
  });

describe('a recent report card on Home', () => {
  it('shows a report card and opens the report by its id', async () => {
    signIn();
    withData();
    const { user, router } = renderApp('/reports');
    const card = await screen.findByRole('article', { name: 'N1 against SARS-CoV-2' });
    expect(within(card).getByText('report')).toBeInTheDocument();
    expect(within(card).getByText('SARS-CoV-2')).toBeInTheDocument();
    expect(within(card).getByText('CDC 2019-nCoV N1')).toBeInTheDocument();
    expect(within(card).getByText('3 days ago')).toBeInTheDocument();
    expect(within(card).getByText('42')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'View' }));
    expect(router.state.location.pathname).toBe('/reports/view/rep-1');
  });
});
