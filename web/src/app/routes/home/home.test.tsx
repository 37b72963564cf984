import { AUTH_TOKEN_STORAGE_KEY, REPORT_DATA_STORAGE_KEY } from '@oligowatch/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

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

const signIn = () => sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));

describe('Home (/reports)', () => {
  it('clears saved report data, fetches both lists and shows a loader until both settle', async () => {
    signIn();
    localStorage.setItem(REPORT_DATA_STORAGE_KEY, '{"old":true}');
    let releaseUpcoming: (() => void) | undefined;
    const upcomingGate = new Promise<void>((resolve) => {
      releaseUpcoming = resolve;
    });
    const fetchMock = mockFetch({
      'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [recent] }),
      'GET /v1/report/upcoming': async () => {
        await upcomingGate;
        return jsonResponse(200, { scheduled_reports: [] });
      },
    });
    renderApp('/reports');
    // The screen's chunk loads first (lazy route): on a busy machine that can take a while.
    expect(await screen.findByLabelText('Loading reports', {}, { timeout: 10_000 })).toBeInTheDocument();
    // Cleared by an effect, which may run just after the loader shows.
    await waitFor(() => expect(localStorage.getItem(REPORT_DATA_STORAGE_KEY)).toBeNull());
    // Both requests are out at once, and the recent list alone does not end the loading.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('N1 against SARS-CoV-2')).toBeNull();
    releaseUpcoming?.();
    expect(await screen.findByText('N1 against SARS-CoV-2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading reports')).toBeNull();
  });

  it('shows the three areas and quiet empty lists when the fetches fail, logging the errors', async () => {
    signIn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /v1/report/recent': () => jsonResponse(501, { message: 'Not implemented yet' }),
      'GET /v1/report/upcoming': () => jsonResponse(501, { message: 'Not implemented yet' }),
    });
    renderApp('/reports');
    expect(await screen.findByText('No reports yet.')).toBeInTheDocument();
    expect(screen.getByText('No scheduled reports yet.')).toBeInTheDocument();
    for (const name of ['New Reports', 'Scheduled Reports', 'Actions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
    expect(errors).toHaveBeenCalledWith(
      'Error fetching all reports',
      expect.objectContaining({ status: 501 }),
    );
  });

  it('offers the two action tiles', async () => {
    signIn();
    mockFetch({
      'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [] }),
      'GET /v1/report/upcoming': () => jsonResponse(200, { scheduled_reports: [] }),
      // The form the tile opens, once its chunk has loaded: not under test here, so it never answers.
      'GET /v1/products': () => new Promise<Response>(() => {}),
    });
    const { user, router } = renderApp('/reports');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).getByRole('link', { name: /Browse All Reports/ })).toHaveAttribute(
      'href',
      '/reports/browse',
    );
    await user.click(within(actions).getByRole('link', { name: /Generate New Report/ }));
    expect(router.state.location.pathname).toBe('/reports/generate');
  });

  it('offers Schedule New Report beside the scheduled reports', async () => {
    signIn();
    mockFetch({
      'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [] }),
      'GET /v1/report/upcoming': () => jsonResponse(200, { scheduled_reports: [] }),
    });
    renderApp('/reports');
    const scheduled = await screen.findByRole('region', { name: 'Scheduled Reports' }, { timeout: 10_000 });
    expect(within(scheduled).getByRole('link', { name: 'Schedule New Report' })).toHaveAttribute(
      'href',
      '/reports/schedule',
    );
  });
});
