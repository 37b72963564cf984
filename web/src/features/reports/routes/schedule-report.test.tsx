import { schedulesApiMessages, schedulesFrequencyMessages } from '@oligowatch/shared/messages/schedules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signIn, strictFetch } from '../../../test/reports';

const targets = [{ cladeName: 'RSV-A clade', sampleCount: 12, cladeID: 208893 }];
const products = [
  {
    _id: 'p-9',
    name: 'FHI RSV-A',
    versions: [['o1', 'o2']],
    version_assays: [[{ name: 'RSV-A', oligos: ['o1', 'o2'] }]],
    active_version_index: 0,
  },
];

const withApi = () =>
  strictFetch({
    'GET /v1/report/targetOptions': () => jsonResponse(200, { targets }),
    'GET /v1/products': () => jsonResponse(200, { products }),
    'POST /v1/parasail': () =>
      jsonResponse(202, {
        message: schedulesApiMessages.scheduleCreated('RSV every 3 months', 12),
        reportId: 'rep-1',
        schedule_id: 'sched-1',
        next_run_date: '2024-07-15T12:00:00.000Z',
      }),
  });

const fillForm = async (user: ReturnType<typeof renderApp>['user'], title: string) => {
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), title);
  await user.click(screen.getByRole('button', { name: 'Select Target' }));
  await user.click(await screen.findByRole('button', { name: 'Add RSV-A clade' }));
  await user.click(screen.getByRole('button', { name: 'Select Product' }));
  await user.click(await screen.findByRole('button', { name: 'Select FHI RSV-A' }));
  await user.type(screen.getByRole('textbox', { name: /Type 'YES'/ }), 'YES');
};

const postedBodies = (mock: ReturnType<typeof withApi>['mock']) =>
  mock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('Schedule New Report (/reports/schedule)', { timeout: 60_000 }, () => {
  it('is the report form with Schedule Report ticked, and sends the frequency', async () => {
    signIn();
    const { mock, expectOnlyMockedCalls } = withApi();
    const { user } = renderApp('/reports/schedule');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Schedule New Report' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Schedule Report' })).toBeChecked();
    const units = screen.getByRole('combobox', { name: 'Units' });
    expect(
      within(units)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Days', 'Weeks', 'Months']);
    await fillForm(user, 'RSV every 3 months');
    const steps = screen.getByRole('textbox', { name: 'Time steps' });
    await user.clear(steps);
    await user.type(steps, ' 3 ');
    await user.selectOptions(units, 'Months');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const panel = await screen.findByRole('status', { name: 'Schedule created' });
    expect(
      within(panel).getByText(schedulesApiMessages.scheduleCreated('RSV every 3 months', 12)),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Next run: 07/15/24')).toBeInTheDocument();
    expect(postedBodies(mock)).toEqual([
      {
        report_title: 'RSV every 3 months',
        clade_id: 208893,
        target_name: 'RSV-A clade',
        product: 'p-9',
        frequency: { time_steps: 3, units: 'm' },
      },
    ]);
    // Reset for the next schedule, still a schedule.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Schedule Report' })).toBeChecked();
    expectOnlyMockedCalls();
  });

  it('says what is wrong with the time steps before sending anything', async () => {
    signIn();
    const { mock } = withApi();
    const { user } = renderApp('/reports/schedule');
    await fillForm(user, 'Bad steps');
    const steps = screen.getByRole('textbox', { name: 'Time steps' });
    await user.clear(steps);
    await user.type(steps, 'two');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Time steps must be a whole number, such as 2.')).toBeInTheDocument();
    expect(steps).toHaveAttribute('aria-invalid', 'true');
    expect(postedBodies(mock)).toEqual([]);
    // Corrected, the message goes away.
    await user.clear(steps);
    await user.type(steps, '2');
    expect(steps).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(schedulesFrequencyMessages.timeStepsNotNumber)).toBeNull();
  });

  it('on /reports/generate the box starts unticked, hides the frequency and sends none', async () => {
    signIn();
    const { mock } = withApi();
    const { user } = renderApp('/reports/generate');
    const box = await screen.findByRole('checkbox', { name: 'Schedule Report' });
    expect(box).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Time steps' })).toBeNull();
    await user.click(box);
    expect(screen.getByRole('textbox', { name: 'Time steps' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Units' })).toHaveValue('w');
    await user.click(box);
    await fillForm(user, 'Once only');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status', { name: 'Report requested' })).toBeInTheDocument();
    expect(postedBodies(mock)[0]).not.toHaveProperty('frequency');
  });
});
