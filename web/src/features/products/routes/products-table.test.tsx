import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import type { ProductWithOligoDetails } from '@oligowatch/shared/schemas/product';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { firstCellTexts as firstCells, pageReport } from '../../../test/table';
import { makeToken } from '../../../test/tokens';

// A whole screen with a data table: slow in happy-dom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const oligo = (n: number) => ({
  _id: `o-${n}`,
  name: `N${n}-F`,
  sequence: 'ACGT',
  dna_strand_positive: true,
  archived: false,
  role: 'forward' as const,
  role_inferred: false,
});

// 12 products in an order that is neither by name nor its reverse; product n has n % 3 + 1 versions.
const ORDER = [7, 3, 11, 1, 9, 5, 12, 2, 8, 4, 10, 6];
const products: ProductWithOligoDetails[] = ORDER.map((n) => ({
  _id: `p-${n}`,
  name: `Kit ${String(n).padStart(2, '0')}`,
  versions: Array.from({ length: (n % 3) + 1 }, () => [oligo(n)]),
  version_assays: Array.from({ length: (n % 3) + 1 }, () => [{ name: 'Assay 1', oligos: [`o-${n}`] }]),
  active_version_index: 0,
}));

/** SPEC.md section 2, /products: 10 rows a page with 5/10/15, a global text filter, per-column filter menus. */
describe('/products table', () => {
  it('pages, filters and sorts as the spec says', async () => {
    sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));
    mockFetch({ 'GET /v1/products_with_oligo_details': () => jsonResponse(200, { products }) });
    const { user } = renderApp('/products');
    await screen.findByText('Kit 07');

    expect(firstCells()).toHaveLength(10);
    expect(pageReport()).toBe('1 / 2');
    await user.click(screen.getByRole('button', { name: '10' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      '5',
      '10',
      '15',
    ]);
    await user.click(await screen.findByRole('menuitem', { name: '5' }));
    expect(firstCells()).toHaveLength(5);
    expect(pageReport()).toBe('1 / 3');
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(await screen.findByRole('menuitem', { name: '15' }));
    expect(firstCells()).toHaveLength(12);

    for (const column of ['Product Name', 'Active Version', 'Number of Versions', 'Oligo Names'])
      expect(screen.getByRole('button', { name: `Filter ${column}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter Actions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filter Number of Versions' }));
    await user.type(await screen.findByRole('textbox', { name: 'Number of Versions equals' }), '3');
    // n % 3 === 2: 11, 5, 2, 8 in the given order.
    expect(firstCells()).toEqual(['Kit 11', 'Kit 05', 'Kit 02', 'Kit 08']);
    await user.click(screen.getByRole('button', { name: 'Clear Number of Versions filter' }));

    await user.type(screen.getByRole('textbox', { name: 'Keyword Search' }), 'n12-f');
    expect(firstCells()).toEqual(['Kit 12']);
    await user.clear(screen.getByRole('textbox', { name: 'Keyword Search' }));

    const header = screen.getByRole('button', { name: /^Product Name/ });
    await user.click(within(header).getByText('Product Name'));
    expect(firstCells()[0]).toBe('Kit 01');
    await user.click(within(header).getByText('Product Name'));
    expect(firstCells()[0]).toBe('Kit 12');
    await user.click(within(header).getByText('Product Name'));
    expect(firstCells()[0]).toBe('Kit 07');
  });
});
