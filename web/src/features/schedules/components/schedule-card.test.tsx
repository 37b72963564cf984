import { REPORT_DATA_STORAGE_KEY } from '@oligowatch/shared/constants';
import type { ScheduleDetail } from '@oligowatch/shared/schemas/schedule';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { detail, signIn } from '../../../test/reports';
import { monthlyFlu } from '../utils/schedule-test-data';

const schedule: ScheduleDetail = {
  ...monthlyFlu,
  report_title: 'Fortnightly RSV check',
  next_run_date: '2024-07-01T00:00:00.000Z',
  target_name: 'Human respiratory syncytial virus A',
  product_name: 'RSV panel',
  product_id: 'p-9',
  clade_id: 208893,
  frequency: { time_steps: 2, units: 'w' },
  frequencyString: 'Every 2 weeks',
};

const withData = () =>
  mockFetch({
    'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [] }),
    'GET /v1/report/upcoming': () => jsonResponse(200, { scheduled_reports: [schedule] }),
    // The report a card's View opens, once its chunk has loaded: not under test here, so it never answers.
    'GET /v1/report/rep-1': () => new Promise<Response>(() => {}),
  });

describe('a schedule card on Home', () => {
  it('shows a schedule card with 8 mismatches and its frequency, and Edit saves it for the form', async () => {
    signIn();
    withData();
    const { user, router } = renderApp('/reports');
    const card = await screen.findByRole('article', { name: 'Fortnightly RSV check' });
    expect(within(card).getByText('schedule')).toBeInTheDocument();
    expect(within(card).getByText('Every 2 weeks')).toBeInTheDocument();
    expect(within(card).getByText('8')).toBeInTheDocument();
    expect(within(card).getByText('RSV panel')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(router.state.location.pathname).toBe('/reports/edit/sched-1');
    expect(router.state.location.state).toEqual({ reportData: schedule });
    expect(router.state.matches.at(-1)?.route.id).toBe('editSchedule');
    expect(JSON.parse(localStorage.getItem(REPORT_DATA_STORAGE_KEY) ?? 'null')).toEqual(schedule);
  });

  it('deletes a schedule only after the confirmation, then reloads', async () => {
    signIn();
    const fetchMock = withData();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = renderApp('/reports');
    const card = await screen.findByRole('article', { name: 'Fortnightly RSV check' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete the schedule?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE' && input === '/v1/report/upcoming/sched-1') return jsonResponse(200, {});
      return jsonResponse(501, { message: 'Not implemented yet' });
    });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it("opens a schedule's past runs from its card, each linking to its report", async () => {
    signIn();
    mockFetch({
      'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [] }),
      'GET /v1/report/upcoming': () =>
        jsonResponse(200, {
          scheduled_reports: [{ ...schedule, last_run_date: '2024-06-17T00:00:00.000Z' }],
        }),
      'GET /v1/report/upcoming/sched-1/runs': () =>
        jsonResponse(200, {
          runs: [
            {
              scheduled_for: '2024-06-17T00:00:00.000Z',
              report_id: 'rep-22',
              report_title: 'Fortnightly RSV check',
              creation_date: '2024-06-17T00:00:05.000Z',
            },
            {
              scheduled_for: '2024-06-03T00:00:00.000Z',
              report_id: 'rep-21',
              report_title: 'Fortnightly RSV check',
              creation_date: '2024-06-03T00:00:04.000Z',
            },
          ],
        }),
      'GET /v1/report/rep-21': () =>
        jsonResponse(200, { report: detail({ _id: 'rep-21', report_title: 'Fortnightly RSV check' }) }),
    });
    const { user, router } = renderApp('/reports');
    const card = await screen.findByRole('article', { name: 'Fortnightly RSV check' });
    expect(within(card).getByText('06/17/24')).toBeInTheDocument(); // last run
    expect(within(card).getByText('07/01/24')).toBeInTheDocument(); // next run
    await user.click(within(card).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Past runs of Fortnightly RSV check' });
    const links = await within(dialog).findAllByRole('link', { name: 'Fortnightly RSV check' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/reports/view/rep-22',
      '/reports/view/rep-21',
    ]);
    await user.click(links[1] as HTMLElement);
    expect(router.state.location.pathname).toBe('/reports/view/rep-21');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fortnightly RSV check' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('says a schedule has no runs yet, and shows why a broken schedule stopped', async () => {
    signIn();
    mockFetch({
      'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [] }),
      'GET /v1/report/upcoming': () =>
        jsonResponse(200, {
          scheduled_reports: [
            {
              ...schedule,
              status: 'broken',
              broken_reason: 'Its product was deleted.',
            },
          ],
        }),
      'GET /v1/report/upcoming/sched-1/runs': () => jsonResponse(200, { runs: [] }),
    });
    const { user } = renderApp('/reports');
    const card = await screen.findByRole('article', { name: 'Fortnightly RSV check' });
    expect(within(card).getByText('Broken')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'This schedule no longer runs: Its product was deleted. Delete it and schedule a new report.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('Not yet')).toBeInTheDocument(); // never ran
    await user.click(within(card).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Past runs of Fortnightly RSV check' });
    expect(await within(dialog).findByText('No runs yet.')).toBeInTheDocument();
  });

  it('only logs a failed delete and stays on the page', async () => {
    signIn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    mockFetch({
      'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [] }),
      'GET /v1/report/upcoming': () => jsonResponse(200, { scheduled_reports: [schedule] }),
      'DELETE /v1/report/upcoming/sched-1': () => jsonResponse(500, { message: 'boom' }),
    });
    const { user } = renderApp('/reports');
    const card = await screen.findByRole('article', { name: 'Fortnightly RSV check' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Error occurred while fetching data.', expect.anything()),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Fortnightly RSV check' })).toBeInTheDocument();
  });
});
