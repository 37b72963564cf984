import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import {
  reportsWindowMessages,
  reportsVerdictThresholdsMessages as thresholdMessages,
} from '@oligowatch/shared/messages/reports';
import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signIn, strictFetch } from '../../../test/reports';
import { pageReport } from '../../../test/table';

const targets = Array.from({ length: 7 }, (_, i) => ({
  cladeName: `Clade ${String.fromCharCode(71 - i)}`, // Clade G, F, ... A
  sampleCount: 10 + i,
  cladeID: 1000 + i,
}));
const products = [
  {
    _id: 'p-1',
    name: 'US CDC (United States) N1',
    versions: [['o1'], ['o1', 'o2', 'o3']],
    version_assays: [[{ name: 'N1', oligos: ['o1'] }], [{ name: 'N1', oligos: ['o1', 'o2', 'o3'] }]],
    active_version_index: 1,
  },
  {
    _id: 'p-2',
    name: 'Charité (Germany) E',
    versions: [['o4', 'o5']],
    version_assays: [[{ name: 'E', oligos: ['o4', 'o5'] }]],
    active_version_index: 0,
  },
];

const withApi = (
  answer: () => Response | Promise<Response> = () =>
    jsonResponse(202, { message: 'Report generation started.', reportId: 'rep-9' }),
) =>
  strictFetch({
    'GET /v1/report/targetOptions': () => jsonResponse(200, { targets }),
    'GET /v1/products': () => jsonResponse(200, { products }),
    'POST /v1/parasail': answer,
  });

/** Mantine's required marker sits in the label of the field. */
const hasMarker = (label: string) =>
  screen.getByText(label, { selector: 'label, div' }).querySelector('.mantine-InputWrapper-required') !==
  null;

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('Generate New Report (/reports/generate)', { timeout: 60_000 }, () => {
  it('goes through both overlays to the success panel, sending the payload, and resets the form', async () => {
    signIn();
    const { mock, expectOnlyMockedCalls } = withApi();
    const { user, router } = renderApp('/reports/generate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Generate New Report' })).toBeInTheDocument();
    expect(hasMarker('Title')).toBe(true);
    expect(hasMarker('Target')).toBe(true);
    expect(hasMarker("Type 'YES' to confirm the above information is correct")).toBe(true);
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/reports');

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'N1 check');
    expect(hasMarker('Title')).toBe(false);

    // Select Target: 5 a page, 'page / total', first/previous/next/last, removable sort, Add.
    await user.click(screen.getByRole('button', { name: 'Select Target' }));
    const targetDialog = await screen.findByRole('dialog', { name: 'Select Target' });
    const rows = () => within(targetDialog).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(5);
    expect(pageReport()).toBe('1 / 2');
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(within(targetDialog).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(targetDialog).getByRole('button', { name: 'Last page' }));
    expect(pageReport()).toBe('2 / 2');
    expect(rows()).toHaveLength(2);
    await user.click(within(targetDialog).getByRole('button', { name: /^Clade Name/ }));
    expect(pageReport()).toBe('1 / 2');
    expect(within(rows()[0] as HTMLElement).getByText('Clade A')).toBeInTheDocument();
    await user.click(within(targetDialog).getByRole('button', { name: /^Clade Name/ }));
    await user.click(within(targetDialog).getByRole('button', { name: /^Clade Name/ }));
    expect(within(rows()[0] as HTMLElement).getByText('Clade G')).toBeInTheDocument(); // sort removed
    // Every data column sorts (its header is a button); Actions holds the Add buttons.
    for (const title of ['Samples', 'Clade ID']) {
      expect(within(targetDialog).getByRole('button', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    }
    expect(within(targetDialog).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await user.click(within(targetDialog).getByRole('button', { name: 'Add Clade F' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Target' })).toBeNull());
    expect(screen.getByText('Clade F')).toBeInTheDocument();
    expect(hasMarker('Target')).toBe(false);

    // Select Product: Product Name, Oligo Count (active version), Version (1-based), Select.
    await user.click(screen.getByRole('button', { name: 'Select Product' }));
    const productDialog = await screen.findByRole('dialog', { name: 'Select Product' });
    const cdc = within(productDialog).getByRole('row', { name: /US CDC/ });
    expect(
      within(cdc)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['US CDC (United States) N1', '3', '2', 'Select']);
    await user.click(within(cdc).getByRole('button', { name: 'Select US CDC (United States) N1' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Product' })).toBeNull());
    expect(screen.getByText('US CDC (United States) N1')).toBeInTheDocument();

    const confirm = screen.getByRole('textbox', {
      name: "Type 'YES' to confirm the above information is correct",
    });
    await user.type(confirm, 'yes');
    expect(submitButton()).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, 'YES');
    expect(hasMarker("Type 'YES' to confirm the above information is correct")).toBe(false);
    expect(submitButton()).toBeEnabled();

    await user.click(submitButton());
    const panel = await screen.findByRole('status', { name: 'Report requested' });
    expect(within(panel).getByText('Report generation started.')).toBeInTheDocument();
    const post = mock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      report_title: 'N1 check',
      clade_id: 1001,
      target_name: 'Clade F',
      product: 'p-1',
    });
    // The form is reset.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.getByText('No target selected')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(within(panel).getByRole('link', { name: 'View Reports' })).toHaveAttribute(
      'href',
      '/reports/browse',
    );
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status', { name: 'Report requested' })).toBeNull();
    expect(router.state.location.pathname).toBe('/reports/generate');
    expectOnlyMockedCalls();
  });

  it('sends the Tm conditions a person changed, and says what is wrong with them before any request', async () => {
    signIn();
    const { mock, expectOnlyMockedCalls } = withApi();
    const { user } = renderApp('/reports/generate');
    await screen.findByRole('heading', { level: 1, name: 'Generate New Report' });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'N1 at 1.5 mM');
    await user.click(screen.getByRole('button', { name: 'Select Target' }));
    const targetDialog = await screen.findByRole('dialog', { name: 'Select Target' });
    await user.click(within(targetDialog).getByRole('button', { name: 'Add Clade G' }));
    await user.click(screen.getByRole('button', { name: 'Select Product' }));
    const productDialog = await screen.findByRole('dialog', { name: 'Select Product' });
    await user.click(within(productDialog).getByRole('button', { name: 'Select US CDC (United States) N1' }));
    await user.type(
      screen.getByRole('textbox', { name: "Type 'YES' to confirm the above information is correct" }),
      'YES',
    );

    // Issue 24: the defaults, shown; a unit slip is caught with the server's own message.
    // They sit with the verdict thresholds in the Advanced fold.
    await user.click(screen.getByRole('button', { name: thresholdMessages.advanced }));
    // The fold opens with a transition: wait for its fields rather than assume one frame.
    const mg = await screen.findByRole('textbox', { name: 'Mg2+ (mM)' });
    expect(mg).toHaveValue('3');
    await user.clear(mg);
    await user.type(mg, '3000');
    await user.click(submitButton());
    expect(await screen.findByText('Mg2+ must be a number from 0 to 100 mM.')).toBeInTheDocument();
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(mg);
    await user.type(mg, '1.5');
    await waitFor(() => expect(screen.queryByText('Mg2+ must be a number from 0 to 100 mM.')).toBeNull());
    await user.click(submitButton());
    await screen.findByRole('status', { name: 'Report requested' });
    const post = mock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      report_title: 'N1 at 1.5 mM',
      clade_id: 1000,
      target_name: 'Clade G',
      product: 'p-1',
      tm_conditions: { ...DEFAULT_TM_CONDITIONS, mg_mm: 1.5 },
    });
    // Reset with the form.
    expect(screen.getByRole('textbox', { name: 'Mg2+ (mM)' })).toHaveValue('3');
    expectOnlyMockedCalls();
  });

  it('sends the sample window a person set in the Advanced fold, and says what is wrong with it first (issue 33)', async () => {
    signIn();
    const { mock, expectOnlyMockedCalls } = withApi();
    const { user } = renderApp('/reports/generate');
    await screen.findByRole('heading', { level: 1, name: 'Generate New Report' });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'N1 this half');
    await user.click(screen.getByRole('button', { name: 'Select Target' }));
    const targetDialog = await screen.findByRole('dialog', { name: 'Select Target' });
    await user.click(within(targetDialog).getByRole('button', { name: 'Add Clade G' }));
    await user.click(screen.getByRole('button', { name: 'Select Product' }));
    const productDialog = await screen.findByRole('dialog', { name: 'Select Product' });
    await user.click(within(productDialog).getByRole('button', { name: 'Select US CDC (United States) N1' }));
    await user.type(
      screen.getByRole('textbox', { name: "Type 'YES' to confirm the above information is correct" }),
      'YES',
    );
    await user.click(screen.getByRole('button', { name: thresholdMessages.advanced }));
    const kind = await screen.findByRole('combobox', { name: reportsWindowMessages.formLabel });
    expect(kind).toHaveValue('all');
    await user.selectOptions(kind, 'Collected between two dates');
    await user.type(
      await screen.findByRole('textbox', { name: reportsWindowMessages.formFrom }),
      '2024-07-01',
    );
    await user.type(screen.getByRole('textbox', { name: reportsWindowMessages.formTo }), '2024-01-01');
    await user.click(submitButton());
    expect(await screen.findByText(reportsWindowMessages.fromAfterTo)).toBeInTheDocument();
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    const from = screen.getByRole('textbox', { name: reportsWindowMessages.formFrom });
    await user.clear(from);
    await user.type(from, '2023-07-01');
    await waitFor(() => expect(screen.queryByText(reportsWindowMessages.fromAfterTo)).toBeNull());
    await user.click(submitButton());
    await screen.findByRole('status', { name: 'Report requested' });
    const post = mock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      report_title: 'N1 this half',
      window: { kind: 'collected_between', from: '2023-07-01', to: '2024-01-01' },
    });
    expectOnlyMockedCalls();
  });

  it("shows a full-page overlay while processing and the server's reason when it refuses", async () => {
    signIn();
    let refuse: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    const { expectOnlyMockedCalls } = withApi(async () => {
      await gate;
      return jsonResponse(400, { message: 'The clade Clade G has no samples.' });
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/reports/generate');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Empty clade');
    await user.click(screen.getByRole('button', { name: 'Select Target' }));
    await user.click(await screen.findByRole('button', { name: 'Add Clade G' }));
    await user.click(screen.getByRole('button', { name: 'Select Product' }));
    await user.click(await screen.findByRole('button', { name: 'Select Charité (Germany) E' }));
    await user.type(screen.getByRole('textbox', { name: /Type 'YES'/ }), 'YES');
    await user.click(submitButton());
    expect(await screen.findByRole('status', { name: 'Processing' })).toBeInTheDocument();
    refuse?.();
    expect(await screen.findByRole('alert')).toHaveTextContent('The clade Clade G has no samples.');
    expect(screen.queryByRole('status', { name: 'Processing' })).toBeNull();
    expect(errors).toHaveBeenCalledWith('Error creating new report.', expect.anything());
    // Nothing is lost: the user can correct and submit again.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Empty clade');
    expectOnlyMockedCalls();
  });

  it('keeps the verdict thresholds folded under Advanced, sends a changed one, and says a wrong one on its field', async () => {
    signIn();
    const { mock, expectOnlyMockedCalls } = withApi();
    const { user } = renderApp('/reports/generate');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Strict N1');
    await user.click(screen.getByRole('button', { name: 'Select Target' }));
    await user.click(await screen.findByRole('button', { name: 'Add Clade G' }));
    await user.click(screen.getByRole('button', { name: 'Select Product' }));
    await user.click(await screen.findByRole('button', { name: 'Select Charité (Germany) E' }));
    await user.type(screen.getByRole('textbox', { name: /Type 'YES'/ }), 'YES');

    const fold = screen.getByRole('button', { name: thresholdMessages.advanced });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    await user.click(fold);
    const inclusivity = await screen.findByRole('textbox', {
      name: thresholdMessages.labels.action_inclusivity_percent,
    });
    expect(inclusivity).toHaveValue('75');
    // Past its bounds a threshold is brought back to them (here 100) when the field is left.
    await user.clear(inclusivity);
    await user.type(inclusivity, '150');
    await user.tab();
    expect(inclusivity).toHaveValue('100');
    // Left empty, it is said on its field, and nothing is sent.
    await user.clear(inclusivity);
    await user.click(submitButton());
    expect(await screen.findByText(thresholdMessages.numberBetween(0, 100))).toBeInTheDocument();
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(inclusivity);
    await user.type(inclusivity, '95');
    expect(screen.queryByText(thresholdMessages.numberBetween(0, 100))).toBeNull();
    // Folded again, it says the thresholds are not the defaults.
    await user.click(fold);
    expect(screen.getByText(thresholdMessages.changed)).toBeInTheDocument();
    await user.click(submitButton());
    await screen.findByRole('status', { name: 'Report requested' });
    const post = mock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      report_title: 'Strict N1',
      clade_id: 1000,
      target_name: 'Clade G',
      product: 'p-2',
      verdict_thresholds: { ...DEFAULT_VERDICT_THRESHOLDS, action_inclusivity_percent: 95 },
    });
    // Reset with the form: the defaults again.
    expect(screen.queryByText(thresholdMessages.changed)).toBeNull();
    expectOnlyMockedCalls();
  });
});
