import { notifications } from '@mantine/notifications';
import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { commonConfirmMessages } from '@oligowatch/shared/messages/common';
import {
  oligosAddMessages,
  oligosApiMessages,
  oligosListMessages,
  oligosRoleMessages,
  oligosViewMessages,
} from '@oligowatch/shared/messages/oligos';
import { reportsAssaysMessages } from '@oligowatch/shared/messages/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addOligoHref } from '../../../lib/add-oligo-prefill';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

// Whole screens with a data table and typed input: slow in happy-dom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
// The toast store outlives a test; at most 5 show at once, so leftovers would queue the next test's.
afterEach(() => notifications.clean());

const signIn = () => sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));

const n1f = {
  _id: 'o-1',
  name: 'USCDC_N1_F',
  sequence: 'GACCCCAAAATCAGCGAAAT',
  dna_strand_positive: true,
  archived: false,
  role: 'forward',
  role_inferred: false,
};
const rp = {
  _id: 'o-2',
  name: 'RP-R',
  sequence: 'GAGCGGCTGTCTCCACAAGT',
  dna_strand_positive: false,
  archived: true,
  role: 'reverse',
  role_inferred: true,
};
/** No report has checked the oligo yet (issue 23). */
const noStrandChecks = { data: { strand_checks: [] } };
const toastText = (text: string) =>
  screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('/oligos/add', () => {
  const fill = async (user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
    }
  };

  it('posts name, sequence, strand and archived false, then goes to /oligos with the success toast', async () => {
    signIn();
    let posted: unknown;
    mockFetch({
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [n1f, rp] } }),
      'GET /v1/oligos': () => jsonResponse(200, { data: { oligos: [n1f] } }),
      'POST /v1/oligos': (_, init) => {
        posted = JSON.parse(String(init?.body));
        return jsonResponse(201, { data: { ...n1f, _id: 'o-3', name: 'N2-F' } });
      },
    });
    const { user, router } = renderApp('/oligos/add');
    await screen.findByRole('heading', { level: 1, name: 'Add a New Oligo' });
    await fill(user, {
      'Oligo Name': ' N2-F ',
      'Oligo Strings': 'tta caa',
      [commonConfirmMessages.confirmLabel]: 'YES',
    });
    await user.click(screen.getByLabelText('DNA Strand Positive?'));
    // The name suggests a forward primer: pre-filled, and confirmed by a person before it counts.
    expect(screen.getByRole('radio', { name: 'Forward primer' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: oligosRoleMessages.confirmRole }));
    expect(screen.getByText(oligosRoleMessages.roleConfirmed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(oligosAddMessages.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/oligos'));
    expect(posted).toEqual({
      name: ' N2-F ',
      sequence: 'tta caa',
      dna_strand_positive: false,
      archived: false,
      role: 'forward',
    });
  });

  it("starts filled from a report's suggested redesign link, and posts it once a person confirms", async () => {
    signIn();
    let posted: unknown;
    mockFetch({
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [n1f, rp] } }),
      'GET /v1/oligos': () => jsonResponse(200, { data: { oligos: [n1f] } }),
      'POST /v1/oligos': (_, init) => {
        posted = JSON.parse(String(init?.body));
        return jsonResponse(201, { data: { ...n1f, _id: 'o-3', name: 'USCDC_N1_R-redesign' } });
      },
    });
    const { user } = renderApp(
      addOligoHref({
        name: 'USCDC_N1_R-redesign',
        sequence: 'TCTGGTTACTGCCAGTTGAATCTG',
        dna_strand_positive: false,
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Add a New Oligo' });
    expect(screen.getByLabelText('Oligo Name')).toHaveValue('USCDC_N1_R-redesign');
    expect(screen.getByLabelText('Oligo Strings')).toHaveValue('TCTGGTTACTGCCAGTTGAATCTG');
    expect(screen.getByLabelText('DNA Strand Positive?')).not.toBeChecked();
    // Nothing is added until a person confirms.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(commonConfirmMessages.confirmYes)).toBeInTheDocument();
    expect(posted).toBeUndefined();
    await fill(user, { [commonConfirmMessages.confirmLabel]: 'YES' });
    // The role the name suggests counts once a person confirms it (issue 23).
    expect(screen.getByRole('radio', { name: 'Reverse primer' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: oligosRoleMessages.confirmRole }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(oligosAddMessages.created)).toBeInTheDocument();
    expect(posted).toEqual({
      name: 'USCDC_N1_R-redesign',
      sequence: 'TCTGGTTACTGCCAGTTGAATCTG',
      dna_strand_positive: false,
      archived: false,
      role: 'reverse',
    });
  });

  it('pre-fills the role from the name and sends it only once a person confirms or picks one', async () => {
    signIn();
    let posted: unknown;
    mockFetch({
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [n1f, rp] } }),
      'GET /v1/oligos': () => jsonResponse(200, { data: { oligos: [n1f] } }),
      'POST /v1/oligos': (_, init) => {
        posted = JSON.parse(String(init?.body));
        return jsonResponse(201, { data: { ...n1f, _id: 'o-3', name: 'RSVQA' } });
      },
    });
    const { user } = renderApp('/oligos/add');
    await screen.findByRole('heading', { level: 1, name: 'Add a New Oligo' });
    const radio = (name: string) => screen.getByRole('radio', { name });
    // Nothing to go on: nothing chosen, and the form says so.
    expect(screen.getByText(oligosRoleMessages.roleToChoose)).toBeInTheDocument();
    for (const role of ['Forward primer', 'Reverse primer', 'Probe']) expect(radio(role)).not.toBeChecked();

    // The guess follows the name as it is typed.
    await fill(user, { 'Oligo Name': 'USCDC_N1_R' });
    expect(radio('Reverse primer')).toBeChecked();
    expect(screen.getByText(oligosRoleMessages.roleSuggested)).toBeInTheDocument();
    // A reverse primer on the default plus strand: the form warns (its site would not be found).
    expect(screen.getByText(oligosAddMessages.reverseOnPlusStrand)).toBeInTheDocument();
    await user.click(screen.getByLabelText('DNA Strand Positive?'));
    expect(screen.queryByText(oligosAddMessages.reverseOnPlusStrand)).toBeNull();
    await fill(user, {
      'Oligo Name': 'RSVQA',
      'Oligo Strings': 'ACGT',
      [commonConfirmMessages.confirmLabel]: 'YES',
    });
    expect(screen.getByText(oligosRoleMessages.roleToChoose)).toBeInTheDocument();

    // Every spec rule passes and the role is unconfirmed (issue 34): the oligo is sent without a
    // role, for the server to store as inferred (here, unknown: the name tells nothing).
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(oligosAddMessages.created)).toBeInTheDocument();
    expect(posted).toEqual({ name: 'RSVQA', sequence: 'ACGT', dna_strand_positive: false, archived: false });
  });

  it('sends a role a person picked, whatever the name says', async () => {
    signIn();
    let posted: unknown;
    mockFetch({
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [n1f, rp] } }),
      'GET /v1/oligos': () => jsonResponse(200, { data: { oligos: [n1f] } }),
      'POST /v1/oligos': (_, init) => {
        posted = JSON.parse(String(init?.body));
        return jsonResponse(201, { data: { ...n1f, _id: 'o-3', name: 'RSVQA_F' } });
      },
    });
    const { user } = renderApp('/oligos/add');
    await screen.findByRole('heading', { level: 1, name: 'Add a New Oligo' });
    const radio = (name: string) => screen.getByRole('radio', { name });
    await user.click(screen.getByLabelText('DNA Strand Positive?'));
    await fill(user, {
      'Oligo Name': 'RSVQA',
      'Oligo Strings': 'ACGT',
      [commonConfirmMessages.confirmLabel]: 'YES',
    });
    // Picking a role is confirming it, whatever the name says.
    await user.click(radio('Probe'));
    expect(screen.getByText(oligosRoleMessages.roleConfirmed)).toBeInTheDocument();
    await fill(user, { 'Oligo Name': 'RSVQA_F' });
    expect(radio('Probe')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(oligosAddMessages.created)).toBeInTheDocument();
    expect(posted).toMatchObject({ name: 'RSVQA_F', role: 'probe', dna_strand_positive: false });
  });

  it('checks a new name against archived oligos too, before the confirm box', async () => {
    signIn();
    const fetchMock = mockFetch({
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [n1f, rp] } }),
    });
    const { user } = renderApp('/oligos/add');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByRole('heading', { level: 1, name: 'Add a New Oligo' });
    const show = vi.spyOn(notifications, 'show');
    await fill(user, { 'Oligo Name': 'rp-r', 'Oligo Strings': 'ACGT' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(oligosApiMessages.nameInUse('rp-r'))).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // SPEC.md section 8: the duplicate-name toast lasts 4 s, the invalid-sequence toast 5 s, others 3 s.
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: oligosApiMessages.nameInUse('rp-r'), autoClose: 4000 }),
    );
    await fill(user, {
      'Oligo Name': 'N2-P',
      'Oligo Strings': 'ACGU',
      [commonConfirmMessages.confirmLabel]: 'YES?',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: commonConfirmMessages.confirmYes, autoClose: 3000 }),
    );
    await fill(user, { 'Oligo Strings': 'ACGT*', [commonConfirmMessages.confirmLabel]: 'YES' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: oligosApiMessages.invalidSequence, autoClose: 5000 }),
    );
  });

  it("shows the server's refusal as the form would, and the generic toast for anything else", async () => {
    signIn();
    let answer = jsonResponse(409, { message: oligosApiMessages.nameInUse('N2-F') });
    mockFetch({
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [] } }),
      'POST /v1/oligos': () => answer,
    });
    const { user } = renderApp('/oligos/add');
    await screen.findByRole('heading', { level: 1, name: 'Add a New Oligo' });
    await fill(user, {
      'Oligo Name': 'N2-F',
      'Oligo Strings': 'ACGT',
      [commonConfirmMessages.confirmLabel]: 'YES',
    });
    await user.click(screen.getByRole('radio', { name: 'Forward primer' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(oligosApiMessages.nameInUse('N2-F'))).toBeInTheDocument();

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = jsonResponse(500, { message: 'Something went wrong on our side. Please try again later.' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(oligosAddMessages.createFailed)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(oligosAddMessages.createLogged, expect.anything());
  });
});

describe('/oligos', () => {
  it('lists the active oligos and archives one with its toast; a failure shows the spec wording', async () => {
    signIn();
    let archiveStatus = 500;
    const fetchMock = mockFetch({
      'GET /v1/oligos': () => jsonResponse(200, { data: { oligos: [n1f] } }),
      'DELETE /v1/oligos/o-1/archive': () =>
        archiveStatus === 200
          ? jsonResponse(200, { data: { oligo: { ...n1f, archived: true } } })
          : jsonResponse(archiveStatus, { message: 'x' }),
    });
    const { user } = renderApp('/oligos');
    const row = (await screen.findByText('USCDC_N1_F')).closest('tr') as HTMLElement;
    expect(within(row).getByText('GACCCCAAAATCAGCGAAAT')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('Forward primer')).toBeInTheDocument();
    expect(within(row).queryByText(oligosRoleMessages.roleInferred)).toBeNull();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Archive asks first, naming the oligo; Cancel changes nothing.
    const archiveAfterAsking = async (answer: 'Archive' | 'Cancel') => {
      await user.click(await screen.findByRole('button', { name: 'Archive USCDC_N1_F' }));
      const dialog = await screen.findByRole('dialog', { name: 'Archive oligo' });
      expect(within(dialog).getByText(oligosListMessages.archiveConfirm('USCDC_N1_F'))).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: answer }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await archiveAfterAsking('Cancel');
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/oligos/o-1/archive')).toBe(false);
    await archiveAfterAsking('Archive');
    expect(await toastText(oligosListMessages.archiveFailed)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(oligosListMessages.archiveLogged, expect.anything());
    archiveStatus = 200;
    await archiveAfterAsking('Archive');
    expect(await toastText(oligosListMessages.archived)).toBeInTheDocument();
  });
});

describe('/oligos/view', () => {
  it('shows every field of the oligo and the products and versions using it', async () => {
    signIn();
    mockFetch({
      'GET /v1/oligos/o-2': () => jsonResponse(200, { data: { oligo: rp } }),
      'GET /v1/oligos/o-2/strand-checks': () => jsonResponse(200, noStrandChecks),
      'GET /v1/products': () =>
        jsonResponse(200, {
          products: [
            {
              _id: 'p-1',
              name: 'RNase P control',
              versions: [['o-2'], ['o-1']],
              version_assays: [[{ name: 'RP', oligos: ['o-2'] }], [{ name: 'RP', oligos: ['o-1'] }]],
              active_version_index: 1,
            },
          ],
        }),
    });
    renderApp('/oligos/view?id=o-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'RP-R' })).toBeInTheDocument();
    const details = screen.getByRole('table', { name: 'Oligo details' });
    for (const text of [
      'GAGCGGCTGTCTCCACAAGT',
      '20 bases',
      'No',
      'Archived',
      'o-2',
      'Reverse primer',
      'inferred',
    ])
      expect(within(details).getByText(text)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'RNase P control' });
    expect(link).toHaveAttribute('href', '/products/view/p-1');
    expect(screen.getByText('Version 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/oligos/archived');
    const checks = screen.getByRole('region', { name: oligosViewMessages.heading });
    expect(await within(checks).findByText(oligosViewMessages.none)).toBeInTheDocument();
  });
});

describe('/oligos/view strand checks (issue 23)', () => {
  const check = (over: Record<string, unknown>) => ({
    clade_id: '2697049',
    target_name: 'SARS-CoV-2 (Covid)',
    looks_reversed: false,
    favouring_other: 0,
    checked: 8,
    report_id: 'r-1',
    report_date: '2026-03-01T12:00:00.000Z',
    report_title: 'N1 weekly',
    ...over,
  });
  const reversedOnCovid = check({ looks_reversed: true, favouring_other: 9, checked: 9 });
  const fineOnOmicron = check({
    clade_id: 'omicron-2024',
    target_name: 'SARS-CoV-2 Omicron',
    report_id: 'r-2',
    report_date: '2026-02-14T12:00:00.000Z',
    report_title: null,
  });
  const show = (checks: unknown[]) => {
    signIn();
    mockFetch({
      'GET /v1/oligos/o-2': () => jsonResponse(200, { data: { oligo: rp } }),
      'GET /v1/oligos/o-2/strand-checks': () => jsonResponse(200, { data: { strand_checks: checks } }),
      'GET /v1/products': () => jsonResponse(200, { products: [] }),
    });
    renderApp('/oligos/view?id=o-2');
  };

  it('warns beside the strand for the clades whose latest check looks reversed, naming each with its report', async () => {
    show([reversedOnCovid, fineOnOmicron]);
    const details = await screen.findByRole('table', { name: 'Oligo details' });
    // Beside the strand: the report's words, and only the clade where the strand looks reversed.
    expect(
      await within(details).findByText(oligosViewMessages.looksReversedOn('SARS-CoV-2 (Covid)')),
    ).toBeInTheDocument();
    expect(within(details).queryByText(/Omicron/)).toBeNull();

    const section = screen.getByRole('region', { name: oligosViewMessages.heading });
    const [covid, omicron] = within(section).getAllByRole('listitem');
    expect(
      within(covid as HTMLElement).getByText(
        `${reportsAssaysMessages.strandLooksReversed} on SARS-CoV-2 (Covid)`,
      ),
    ).toBeInTheDocument();
    expect(within(covid as HTMLElement).getByText(oligosViewMessages.cladeId('2697049'))).toBeInTheDocument();
    expect(
      within(covid as HTMLElement).getByText(reportsAssaysMessages.strandLooksReversedDetail(9, 9, 3)),
    ).toBeInTheDocument();
    expect(within(covid as HTMLElement).getByRole('link', { name: 'N1 weekly' })).toHaveAttribute(
      'href',
      '/reports/view/r-1',
    );
    expect(within(covid as HTMLElement).getByText(/of 03\/01\/26/)).toBeInTheDocument();
    // The fine one is listed, not warned about; its report was deleted since.
    expect(
      within(omicron as HTMLElement).getByText(oligosViewMessages.bindsAsSavedOn('SARS-CoV-2 Omicron')),
    ).toBeInTheDocument();
    expect(
      within(omicron as HTMLElement).getByText(oligosViewMessages.checkedInDeleted('02/14/26')),
    ).toBeInTheDocument();
    expect(within(omicron as HTMLElement).queryByText(/looks reversed/)).toBeNull();
  });

  it('warns nowhere when the latest check on every clade finds the strand fine', async () => {
    show([check({}), check({ clade_id: 'empty', target_name: 'Influenza A', checked: 0 })]);
    const section = await screen.findByRole('region', { name: oligosViewMessages.heading });
    expect(
      await within(section).findByText(oligosViewMessages.bindsAsSavedOn('SARS-CoV-2 (Covid)')),
    ).toBeInTheDocument();
    // No site either way on a clade of another virus: neither fine nor reversed.
    expect(within(section).getByText(oligosViewMessages.noSiteOn('Influenza A'))).toBeInTheDocument();
    expect(screen.queryByText(/strand looks reversed/)).toBeNull();
  });

  it('says so when the checks cannot be fetched, and still shows the oligo', async () => {
    signIn();
    mockFetch({
      'GET /v1/oligos/o-2': () => jsonResponse(200, { data: { oligo: rp } }),
      'GET /v1/oligos/o-2/strand-checks': () => jsonResponse(500, { message: 'x' }),
      'GET /v1/products': () => jsonResponse(200, { products: [] }),
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/oligos/view?id=o-2');
    const section = await screen.findByRole('region', { name: oligosViewMessages.heading });
    expect(await within(section).findByText(oligosViewMessages.fetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'RP-R' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(oligosViewMessages.fetchFailed, 'o-2', expect.anything());
  });
});

describe('/oligos/view role', () => {
  it('confirms an inferred role as it is, then corrects a role, each with PUT and its toast', async () => {
    signIn();
    let current = { ...rp, archived: false };
    const puts: unknown[] = [];
    mockFetch({
      'GET /v1/oligos/o-2': () => jsonResponse(200, { data: { oligo: current } }),
      'GET /v1/oligos/o-2/strand-checks': () => jsonResponse(200, noStrandChecks),
      'GET /v1/products': () => jsonResponse(200, { products: [] }),
      'PUT /v1/oligos/o-2/role': (_, init) => {
        const { role } = JSON.parse(String(init?.body)) as { role: string };
        puts.push(role);
        current = { ...current, role, role_inferred: false };
        return jsonResponse(200, { data: { oligo: current } });
      },
    });
    const { user } = renderApp('/oligos/view?id=o-2');
    const section = await screen.findByRole('region', { name: 'Role' });
    expect(within(section).getByText(oligosRoleMessages.roleInferredNote)).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'Reverse primer' })).toBeChecked();
    await user.click(within(section).getByRole('button', { name: oligosRoleMessages.confirmRole }));
    expect(await toastText(oligosRoleMessages.roleSaved)).toBeInTheDocument();
    expect(puts).toEqual(['reverse']);
    // Confirmed: no more 'inferred', no button until the role is changed.
    const details = screen.getByRole('table', { name: 'Oligo details' });
    await waitFor(() => expect(within(details).queryByText('inferred')).toBeNull());
    const confirmed = screen.getByRole('region', { name: 'Role' });
    expect(within(confirmed).queryByRole('button')).toBeNull();
    await user.click(within(confirmed).getByRole('radio', { name: 'Probe' }));
    await user.click(within(confirmed).getByRole('button', { name: oligosRoleMessages.saveRole }));
    await waitFor(() => expect(puts).toEqual(['reverse', 'probe']));
    expect(await within(details).findByText('Probe')).toBeInTheDocument();
  });

  // Issue 34: added without a role, its name telling nothing.
  it('asks for the role of an oligo whose role is unknown, and saves the one picked', async () => {
    signIn();
    let current = { ...rp, _id: 'o-2', name: 'RSVQA', archived: false, role: null as string | null };
    const puts: unknown[] = [];
    mockFetch({
      'GET /v1/oligos/o-2': () => jsonResponse(200, { data: { oligo: current } }),
      'GET /v1/oligos/o-2/strand-checks': () => jsonResponse(200, noStrandChecks),
      'GET /v1/products': () => jsonResponse(200, { products: [] }),
      'PUT /v1/oligos/o-2/role': (_, init) => {
        const { role } = JSON.parse(String(init?.body)) as { role: string };
        puts.push(role);
        current = { ...current, role, role_inferred: false };
        return jsonResponse(200, { data: { oligo: current } });
      },
    });
    const { user } = renderApp('/oligos/view?id=o-2');
    const section = await screen.findByRole('region', { name: 'Role' });
    const details = screen.getByRole('table', { name: 'Oligo details' });
    expect(within(details).getByText(oligosRoleMessages.roleUnknown)).toBeInTheDocument();
    expect(within(details).queryByText('inferred')).toBeNull();
    expect(within(section).getByText(oligosRoleMessages.roleUnknownNote)).toBeInTheDocument();
    for (const role of ['Forward primer', 'Reverse primer', 'Probe'])
      expect(within(section).getByRole('radio', { name: role })).not.toBeChecked();
    // Nothing to confirm until a role is picked.
    expect(within(section).queryByRole('button')).toBeNull();
    await user.click(within(section).getByRole('radio', { name: 'Forward primer' }));
    await user.click(within(section).getByRole('button', { name: oligosRoleMessages.saveRole }));
    expect(await toastText(oligosRoleMessages.roleSaved)).toBeInTheDocument();
    expect(puts).toEqual(['forward']);
    expect(await within(details).findByText('Forward primer')).toBeInTheDocument();
  });

  it('says so when the role cannot be saved', async () => {
    signIn();
    mockFetch({
      'GET /v1/oligos/o-2': () => jsonResponse(200, { data: { oligo: rp } }),
      'GET /v1/oligos/o-2/strand-checks': () => jsonResponse(200, noStrandChecks),
      'GET /v1/products': () => jsonResponse(200, { products: [] }),
      'PUT /v1/oligos/o-2/role': () => jsonResponse(500, { message: 'x' }),
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/oligos/view?id=o-2');
    const section = await screen.findByRole('region', { name: 'Role' });
    await user.click(within(section).getByRole('button', { name: oligosRoleMessages.confirmRole }));
    expect(await toastText(oligosRoleMessages.roleSaveFailed)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(oligosRoleMessages.roleSaveFailed, expect.anything());
  });
});
