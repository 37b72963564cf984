import { DEFAULT_VERDICT_THRESHOLDS, REPORT_DATA_STORAGE_KEY } from '@oligowatch/shared/constants';
import { reportsVerdictThresholdsMessages as thresholdMessages } from '@oligowatch/shared/messages/reports';
import type { ScheduleDetail } from '@oligowatch/shared/schemas/schedule';
import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signIn, strictFetch } from '../../../test/reports';

const schedule: ScheduleDetail = {
  _id: 'sched-1',
  report_title: 'Fortnightly RSV check',
  next_run_date: '2024-07-01T00:00:00.000Z',
  last_run_date: '2024-06-17T00:00:00.000Z',
  target_name: 'RSV-A clade',
  product_name: 'FHI RSV-A',
  product_id: 'p-9',
  clade_id: '208893',
  frequency: { time_steps: 2, units: 'w' },
  frequencyString: 'Every 2 weeks',
  status: 'active',
  alert: {
    thresholds: { mismatch_share_points: 5, three_prime_percent: 5, three_prime_bases: 3 },
    recipients: ['lab@example.org'],
  },
  owner_email: 'owner@example.org',
  verdict_thresholds: { ...DEFAULT_VERDICT_THRESHOLDS },
};

const store = (value: unknown) => localStorage.setItem(REPORT_DATA_STORAGE_KEY, JSON.stringify(value));
const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Edit Existing Schedule' }, { timeout: 10_000 });
const putBodies = (mock: ReturnType<typeof strictFetch>['mock']) =>
  mock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('Edit Existing Schedule (/reports/edit/{reportData})', { timeout: 60_000 }, () => {
  it('fills the form from local storage with the selectors locked, and saves with PUT', async () => {
    signIn();
    store(schedule);
    const { mock, expectOnlyMockedCalls } = strictFetch({
      'PUT /v1/report/upcoming/sched-1': () => jsonResponse(200, { message: 'Scheduled report updated.' }),
      // What the server made of it: a new frequency moves the next run.
      'GET /v1/report/upcoming': () =>
        jsonResponse(200, {
          scheduled_reports: [
            {
              ...schedule,
              frequency: { time_steps: 1, units: 'm' },
              frequencyString: 'Every 1 months',
              next_run_date: '2024-07-17T00:00:00.000Z',
              alert: {
                thresholds: { mismatch_share_points: 10, three_prime_percent: 5, three_prime_bases: 3 },
                recipients: ['lab@example.org', 'qa@example.org'],
              },
            },
          ],
        }),
    });
    const { user } = renderApp('/reports/edit/sched-1');
    await heading();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Fortnightly RSV check');
    expect(screen.getByText('RSV-A clade')).toBeInTheDocument();
    expect(screen.getByText('FHI RSV-A')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Target' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Select Product' })).toBeDisabled();
    const box = screen.getByRole('checkbox', { name: 'Schedule Report' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Time steps' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Units' })).toHaveValue('w');
    expect(screen.getByText('lab@example.org')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled(); // YES first

    const steps = screen.getByRole('textbox', { name: 'Time steps' });
    await user.clear(steps);
    await user.type(steps, '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Units' }), 'Months');
    const share = screen.getByRole('textbox', { name: 'Rise in samples with a mismatch (points)' });
    await user.clear(share);
    await user.type(share, '10');
    await user.type(screen.getByRole('combobox', { name: 'Extra recipients' }), 'qa@example.org{Enter}');
    // Issue 24: the Tm conditions of the runs to come, at the defaults until changed.
    // They sit with the verdict thresholds in the Advanced fold.
    await user.click(screen.getByRole('button', { name: thresholdMessages.advanced }));
    // The fold opens with a transition: wait for its fields rather than assume one frame.
    const mg = await screen.findByRole('textbox', { name: 'Mg2+ (mM)' });
    expect(mg).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Na+ (mM)' })).toHaveValue('50');
    await user.clear(mg);
    await user.type(mg, '1.5');
    await user.type(screen.getByRole('textbox', { name: /Type 'YES'/ }), 'YES');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const panel = await screen.findByRole('status', { name: 'Schedule saved' });
    expect(within(panel).getByText('Scheduled report updated.')).toBeInTheDocument();
    expect(await within(panel).findByText('Next run: 07/17/24')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/reports');
    const expected = {
      report_title: 'Fortnightly RSV check',
      frequency: { time_steps: 1, units: 'm' },
      frequencyString: 'Every 1 months',
      last_run_date: '2024-06-17T00:00:00.000Z',
      next_run_date: '2024-07-01T00:00:00.000Z',
      product_id: 'p-9',
      product_name: 'FHI RSV-A',
      clade_id: '208893',
      target_name: 'RSV-A clade',
      alert: {
        // Issue 33: a schedule stored without the new-cohort setting is saved with its default.
        thresholds: {
          mismatch_share_points: 10,
          three_prime_percent: 5,
          three_prime_bases: 3,
          new_cohort_min_assessed: 20,
        },
        recipients: ['lab@example.org', 'qa@example.org'],
      },
      tm_conditions: { ...DEFAULT_TM_CONDITIONS, mg_mm: 1.5 },
      // Issue 33: the schedule's window, all samples unless changed.
      window: { kind: 'all' },
    };
    expect(putBodies(mock)).toEqual([expected]);
    // What was saved is what a reload of this screen shows: as the list answers it (this mock's
    // list predates the Tm conditions and the new-cohort alert setting).
    const { tm_conditions: _saved, window: _window, alert, ...listed } = expected;
    const { new_cohort_min_assessed: _cohort, ...listedThresholds } = alert.thresholds;
    expect(JSON.parse(localStorage.getItem(REPORT_DATA_STORAGE_KEY) ?? 'null')).toMatchObject({
      ...listed,
      alert: { ...alert, thresholds: listedThresholds },
      next_run_date: '2024-07-17T00:00:00.000Z',
    });
    expectOnlyMockedCalls();
  });

  it('refuses a bad recipient and a threshold out of bounds without a request', async () => {
    signIn();
    store(schedule);
    const { mock } = strictFetch({});
    const { user } = renderApp('/reports/edit/sched-1');
    await heading();
    await user.type(screen.getByRole('combobox', { name: 'Extra recipients' }), 'not-an-address{Enter}');
    const bases = screen.getByRole('textbox', { name: "3' end length (bases)" });
    await user.clear(bases);
    await user.type(screen.getByRole('textbox', { name: /Type 'YES'/ }), 'YES');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Each alert recipient must be a valid email address.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a number from 1 to 10.')).toBeInTheDocument();
    expect(putBodies(mock)).toEqual([]);
  });

  it('changes the verdict thresholds of the runs to come under Advanced, and sends none unchanged', async () => {
    signIn();
    store(schedule);
    const { mock } = strictFetch({
      'PUT /v1/report/upcoming/sched-1': () => jsonResponse(200, { message: 'Scheduled report updated.' }),
      'GET /v1/report/upcoming': () => jsonResponse(200, { scheduled_reports: [schedule] }),
    });
    const { user } = renderApp('/reports/edit/sched-1');
    await heading();
    await user.click(screen.getByRole('button', { name: thresholdMessages.advanced }));
    const share = await screen.findByRole('textbox', {
      name: thresholdMessages.labels.caution_oligo_percent,
    });
    expect(share).toHaveValue('15');
    await user.clear(share);
    await user.type(share, '10');
    await user.type(screen.getByRole('textbox', { name: /Type 'YES'/ }), 'YES');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('status', { name: 'Schedule saved' });
    expect(putBodies(mock)[0]?.verdict_thresholds).toEqual({
      ...DEFAULT_VERDICT_THRESHOLDS,
      caution_oligo_percent: 10,
    });
  });

  it("shows the server's reason when it refuses", async () => {
    signIn();
    store(schedule);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    strictFetch({
      'PUT /v1/report/upcoming/sched-1': () =>
        jsonResponse(400, { message: 'The product of a schedule cannot be changed.' }),
    });
    const { user } = renderApp('/reports/edit/sched-1');
    await heading();
    await user.type(screen.getByRole('textbox', { name: /Type 'YES'/ }), 'YES');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The product of a schedule cannot be changed.',
    );
  });

  it.each([
    ['nothing stored', null],
    ['another schedule stored', { ...schedule, _id: 'sched-2' }],
    ['something unreadable stored', { old: true }],
  ])('says there is nothing to edit with %s', async (_, stored) => {
    signIn();
    if (stored) store(stored);
    // Back to Home: its two lists.
    strictFetch({
      'GET /v1/report/recent': () => jsonResponse(200, { recent_reports: [] }),
      'GET /v1/report/upcoming': () => jsonResponse(200, { scheduled_reports: [] }),
    });
    const { user, router } = renderApp('/reports/edit/sched-1');
    await heading();
    expect(screen.getByText(/There is no schedule to edit here/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(await screen.findByText('No scheduled reports yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
