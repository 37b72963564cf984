import { notifications } from '@mantine/notifications';
import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import { confirmMessages, oligoMessages, productMessages } from '@oligowatch/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';

// Whole screens with a data table and typed input: slow in jsdom on a busy machine.
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
    expect(await toastText(oligoMessages.fetchFailed)).toBeInTheDocument();
    expect(await toastText(productMessages.fetchExistingFailed)).toBeInTheDocument();
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
    expect(await toastText(productMessages.nameInUse('cdc n1'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Product Name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(confirmMessages.confirmYes)).toBeInTheDocument();
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
    expect(screen.getByRole('link', { name: 'Return' })).toHaveAttribute('href', '/products');
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
    await user.type(screen.getByLabelText(confirmMessages.confirmLabel), 'YES');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toastText(productMessages.updated)).toBeInTheDocument();
    expect(put).toEqual({ name: 'CDC N1', oligos: ['o-f', 'o-r'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('goes back to /products when the product cannot be loaded', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /v1/products/p-9': () => jsonResponse(404, { message: productMessages.notFound }),
      'GET /v1/oligos/all': () => jsonResponse(200, { data: { oligos: [] } }),
      'GET /v1/products': () => jsonResponse(200, { products: [] }),
      // The products table it lands on loads its list.
      'GET /v1/products_with_oligo_details': () => jsonResponse(200, { products: [] }),
    });
    const { router } = renderApp('/products/edit/p-9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });
});
