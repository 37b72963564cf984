import { notifications } from '@mantine/notifications';
import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { commonConfirmMessages } from '@oligowatch/shared/messages/common';
import { oligosAddMessages } from '@oligowatch/shared/messages/oligos';
import {
  productsApiMessages,
  productsAssaysMessages,
  productsFormMessages,
} from '@oligowatch/shared/messages/products';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

// Whole screens with a data table and typed input: slow in happy-dom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
// The toast store outlives a test; at most 5 show at once, so leftovers would queue the next test's.
afterEach(() => notifications.clean());

const signIn = () => sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));
const toastText = (text: string) =>
  screen.findByText(text, { selector: '.mantine-Notification-description' });

const f = {
  _id: 'o-f',
  name: 'USCDC_N1_F',
  sequence: 'GACCCCAAAATCAGCGAAAT',
  dna_strand_positive: true,
  archived: false,
  role: 'forward',
  role_inferred: false,
};
const p = {
  _id: 'o-p',
  name: 'USCDC_N1_P',
  sequence: 'ACCCCGCATTACGTTTGGTGGACC',
  dna_strand_positive: true,
  archived: true,
  role: 'probe',
  role_inferred: false,
};
const r = {
  _id: 'o-r',
  name: 'USCDC_N1_R',
  sequence: 'TCTGGTTACTGCCAGTTGAATCTG',
  dna_strand_positive: false,
  archived: false,
  role: 'reverse',
  role_inferred: false,
};
const product = {
  _id: 'p-1',
  name: 'CDC N1',
  versions: [
    ['o-f', 'o-r'],
    ['o-f', 'o-p', 'o-r'],
  ],
  version_assays: [
    [{ name: 'Assay 1', oligos: ['o-f', 'o-r'] }],
    [{ name: 'N1', oligos: ['o-f', 'o-p', 'o-r'] }],
  ],
  active_version_index: 0,
};

describe('/products', () => {
  it('shows name, active version (1-based), number of versions and the active oligos, archived in red', async () => {
    signIn();
    mockFetch({
      'GET /v1/products_with_oligo_details': () =>
        jsonResponse(200, {
          products: [{ ...product, versions: [[f, p], [r]], active_version_index: 0 }],
        }),
    });
    renderApp('/products');
    const row = (await screen.findByText('CDC N1')).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'CDC N1',
      '1',
      '2',
      'USCDC_N1_F, USCDC_N1_P',
      'ViewEdit',
    ]);
    expect(within(row).getByText('USCDC_N1_P')).toHaveAttribute('data-archived', 'true');
    expect(within(row).getByRole('link', { name: 'View CDC N1' })).toHaveAttribute(
      'href',
      '/products/view/p-1',
    );
    expect(within(row).getByRole('link', { name: 'Edit CDC N1' })).toHaveAttribute(
      'href',
      '/products/edit/p-1',
    );
  });
});

describe('/products/add', () => {
  it('toasts when the oligos or the existing products cannot be fetched', async () => {
    signIn();
    mockFetch({
      'GET /v1/oligos/all': () => jsonResponse(501, { message: 'Not implemented yet' }),
      'GET /v1/products': () => jsonResponse(501, { message: 'Not implemented yet' }),
    });
    renderApp('/products/add');
    expect(await toastText(oligosAddMessages.fetchFailed)).toBeInTheDocument();
    expect(await toastText(productsFormMessages.fetchExistingFailed)).toBeInTheDocument();
  });

  it('refuses a taken name (case and spaces aside) before checking the confirm box', async () => {
    signIn();
    const fetchMock = mockFetch({
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [f, r] } }),
      'GET /v1/products': () => jsonResponse(200, { products: [product] }),
    });
    const { user } = renderApp('/products/add');
    await screen.findByRole('heading', { level: 1, name: 'Add a New Product' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await user.type(screen.getByLabelText('Product Name'), ' cdc n1 ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(productsApiMessages.nameInUse('cdc n1'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Product Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(commonConfirmMessages.confirmYes)).toBeInTheDocument();
  });
});

describe('/products/add assays', () => {
  const f2 = { ...f, _id: 'o-f2', name: 'USCDC_N2_F' };
  const r2 = { ...r, _id: 'o-r2', name: 'USCDC_N2_R' };
  const pick = async (user: ReturnType<typeof renderApp>['user'], names: readonly string[]) => {
    const input = screen.getByRole('combobox', { name: 'Available Oligos' });
    for (const name of names) {
      await user.click(input);
      // The search text stays after a pick (oligo-multi-select.tsx): replace it.
      await user.clear(input);
      await user.type(input, name);
      await user.click(await screen.findByRole('option', { name }));
    }
    await user.keyboard('{Escape}');
  };

  it('puts picked oligos in the one assay, then groups them into two named assays and posts them', async () => {
    signIn();
    let posted: unknown;
    mockFetch({
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [f, r, f2, r2] } }),
      'GET /v1/products': () => jsonResponse(200, { products: [] }),
      'POST /v1/products': (_, init) => {
        posted = JSON.parse(String(init?.body));
        return jsonResponse(201, { product });
      },
      'GET /v1/products_with_oligo_details': () => jsonResponse(200, { products: [] }),
    });
    const { user } = renderApp('/products/add');
    await screen.findByRole('heading', { level: 1, name: 'Add a New Product' });
    await user.type(screen.getByLabelText('Product Name'), 'CDC N1 + N2');
    await pick(user, ['USCDC_N1_F', 'USCDC_N1_R', 'USCDC_N2_F', 'USCDC_N2_R']);
    const first = screen.getByRole('region', { name: 'Assay 1' });
    for (const name of [
      'USCDC_N1_F (forward primer)',
      'USCDC_N1_R (reverse primer)',
      'USCDC_N2_F (forward primer)',
    ])
      expect(within(first).getByRole('checkbox', { name })).toBeChecked();

    // A second assay takes the N2 primers: each is ticked there and unticked in the first.
    await user.click(screen.getByRole('button', { name: productsAssaysMessages.addAssay }));
    const second = screen.getByRole('region', { name: 'Assay 2' });
    expect(within(second).getByLabelText(productsAssaysMessages.assayNameLabel)).toHaveValue('Assay 2');
    // An empty second assay, and nothing to group yet: refused with our message after the spec's rules.
    await user.type(screen.getByLabelText(commonConfirmMessages.confirmLabel), 'YES');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(productsApiMessages.assayEmpty('Assay 2'))).toBeInTheDocument();

    for (const name of ['USCDC_N2_F (forward primer)', 'USCDC_N2_R (reverse primer)']) {
      await user.click(within(second).getByRole('checkbox', { name }));
      await user.click(within(first).getByRole('checkbox', { name }));
    }
    const firstName = within(first).getByLabelText(productsAssaysMessages.assayNameLabel);
    await user.clear(firstName);
    await user.type(firstName, 'N1');
    const secondName = within(second).getByLabelText(productsAssaysMessages.assayNameLabel);
    await user.clear(secondName);
    await user.type(secondName, 'N2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(productsFormMessages.created)).toBeInTheDocument();
    expect(posted).toEqual({
      name: 'CDC N1 + N2',
      oligos: ['o-f', 'o-r', 'o-f2', 'o-r2'],
      assays: [
        { name: 'N1', oligos: ['o-f', 'o-r'] },
        { name: 'N2', oligos: ['o-f2', 'o-r2'] },
      ],
    });
  });

  it('says which oligos are in no assay and what an assay lacks, and refuses to submit an oligo in none', async () => {
    signIn();
    mockFetch({
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [f, r, f2, r2] } }),
      'GET /v1/products': () => jsonResponse(200, { products: [] }),
    });
    const { user } = renderApp('/products/add');
    await screen.findByRole('heading', { level: 1, name: 'Add a New Product' });
    await user.type(screen.getByLabelText('Product Name'), 'Ungrouped');
    await pick(user, ['USCDC_N1_F']);
    const first = screen.getByRole('region', { name: 'Assay 1' });
    expect(
      within(first).getByText(productsApiMessages.assayMissingRoles('Assay 1', ['reverse primer'])),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: productsAssaysMessages.addAssay }));
    // With two assays a newly picked oligo waits for a person to put it in one.
    await pick(user, ['USCDC_N1_R']);
    expect(screen.getByText(productsAssaysMessages.inNoAssay(['USCDC_N1_R']))).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('region', { name: 'Assay 2' })).getByRole('button', {
        name: productsAssaysMessages.removeAssay,
      }),
    );
    await user.type(screen.getByLabelText(commonConfirmMessages.confirmLabel), 'YES');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(productsApiMessages.oligoInNoAssay('USCDC_N1_R'))).toBeInTheDocument();
  });
});

describe('/products/view/{id}', () => {
  it("shows the latest version by default, the active one as 'k / n', archived oligos labelled", async () => {
    signIn();
    mockFetch({
      'GET /v1/products/p-1': () => jsonResponse(200, { product }),
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [f, p, r] } }),
    });
    renderApp('/products/view/p-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'View Product' })).toBeInTheDocument();
    expect(await screen.findByTestId('active-version')).toHaveTextContent('1 / 2');
    // Read-only: the name is text, not an input that looks editable.
    expect(screen.getByLabelText('Product Name')).toHaveTextContent('CDC N1');
    expect(screen.queryByRole('textbox', { name: 'Product Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveValue('Version 2');
    const table = screen.getByRole('table', { name: 'Oligos of version 2' });
    expect(within(table).getByText('USCDC_N1_P (Archived)')).toHaveAttribute('data-archived', 'true');
    expect(within(table).getByText('TCTGGTTACTGCCAGTTGAATCTG')).toBeInTheDocument();
    // Each oligo's role, and the version's assays by role (issue 23).
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.lastElementChild?.textContent),
    ).toEqual(['Role', 'Forward primer', 'Probe', 'Reverse primer']);
    const assays = screen.getByRole('table', { name: 'Assays of version 2' });
    expect(
      within(assays)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Assay', 'Forward primers', 'Reverse primers', 'Probes'],
      ['N1', 'USCDC_N1_F', 'USCDC_N1_R', 'USCDC_N1_P (Archived)'],
    ]);
    expect(screen.getByRole('link', { name: 'Return' })).toHaveAttribute('href', '/products');
  });

  it('shows alternatives of one role joined by "or", and says when an assay can detect nothing', async () => {
    signIn();
    const f2 = { ...f, _id: 'o-f2', name: 'USCDC_N1_F2' };
    const grouped = {
      ...product,
      versions: [['o-f', 'o-f2', 'o-p', 'o-r']],
      version_assays: [
        [
          { name: 'Both forwards', oligos: ['o-f', 'o-f2', 'o-r', 'o-p'] },
          { name: 'Probe only', oligos: ['o-p'] },
        ],
      ],
      active_version_index: 0,
    };
    mockFetch({
      'GET /v1/products/p-1': () => jsonResponse(200, { product: grouped }),
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [f, f2, p, r] } }),
    });
    renderApp('/products/view/p-1');
    const assays = await screen.findByRole('table', { name: 'Assays of version 1' });
    const rows = within(assays).getAllByRole('row');
    expect(rows[1]?.textContent).toBe(
      'Both forwardsUSCDC_N1_F or USCDC_N1_F2USCDC_N1_RUSCDC_N1_P (Archived)',
    );
    expect(
      within(assays).getByText(
        productsApiMessages.assayMissingRoles('Probe only', ['forward primer', 'reverse primer']),
      ),
    ).toBeInTheDocument();
  });
});

describe('/products/edit/{id}', () => {
  it('preselects the active version and puts name and oligo ids', async () => {
    signIn();
    let put: unknown;
    mockFetch({
      'GET /v1/products/p-1': () => jsonResponse(200, { product }),
      'GET /v1/products': () => jsonResponse(200, { products: [product] }),
      // The oligos arrive after the product: the preselected chips must wait for their names.
      'GET /v1/oligos/all': async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return jsonResponse(200, { data: { oligos: [f, p, r] } });
      },
      'PUT /v1/products/p-1': (_, init) => {
        put = JSON.parse(String(init?.body));
        return jsonResponse(200, { product });
      },
    });
    const { user, router } = renderApp('/products/edit/p-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit a Product' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('CDC N1')).toBeInTheDocument();
    expect(screen.getByText('USCDC_N1_F', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    expect(screen.getByText('USCDC_N1_R', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(commonConfirmMessages.confirmLabel), 'YES');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(productsFormMessages.updated)).toBeInTheDocument();
    // The active version's assays come back as they were (issue 23).
    expect(put).toEqual({
      name: 'CDC N1',
      oligos: ['o-f', 'o-r'],
      assays: [{ name: 'Assay 1', oligos: ['o-f', 'o-r'] }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('goes back to /products when the product cannot be loaded', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /v1/products/p-9': () => jsonResponse(404, { message: productsApiMessages.notFound }),
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [] } }),
      'GET /v1/products': () => jsonResponse(200, { products: [] }),
      // The products table it lands on loads its list.
      'GET /v1/products_with_oligo_details': () => jsonResponse(200, { products: [] }),
    });
    const { router } = renderApp('/products/edit/p-9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });
});
