import { AUTH_TOKEN_STORAGE_KEY } from '@oligowatch/shared/constants';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { firstCellTexts as firstNames, pageReport } from '../../../test/table';
import { makeToken } from '../../../test/tokens';

// Whole screens with a data table: slow in happy-dom on a busy machine.
vi.setConfig({ testTimeout: 45_000 });

// 12 oligos in an order that is neither by name nor its reverse, so "unsorted" can be told apart.
const ORDER = [7, 3, 11, 1, 9, 5, 12, 2, 8, 4, 10, 6];
const oligos = (archived: boolean): Oligo[] =>
  ORDER.map((n) => ({
    _id: `o-${n}`,
    name: `Oligo ${String(n).padStart(2, '0')}`,
    sequence: 'ACGT'.repeat(n),
    dna_strand_positive: n % 2 === 0,
    archived,
    role: n % 3 === 0 ? 'probe' : n % 3 === 1 ? 'forward' : 'reverse',
    role_inferred: n === 7,
  }));

/**
 * SPEC.md section 2, oligo tables: 10 rows a page with 5/10/15, a global text filter, a filter
 * menu and a removable sort on each data column, the page report 'current / total' and a
 * last-page link. Checked on the screens themselves, not only on the shared table.
 */
describe.each([
  ['/oligos', 'GET /v1/oligos', 'Active Oligos', false],
  ['/oligos/archived', 'GET /v1/oligos/archived', 'Archived Oligos', true],
] as const)('%s table', (path, call, title, archived) => {
  it('pages, filters and sorts as the spec says', async () => {
    sessionStorage.setItem(AUTH_TOKEN_STORAGE_KEY, makeToken({}));
    mockFetch({ [call]: () => jsonResponse(200, { data: { oligos: oligos(archived) } }) });
    const { user } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: title });
    await screen.findByText('Oligo 07');

    expect(firstNames()).toHaveLength(10);
    expect(pageReport()).toBe('1 / 2');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(pageReport()).toBe('2 / 2');
    expect(firstNames()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'First page' }));

    await user.click(screen.getByRole('button', { name: '10' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      '5',
      '10',
      '15',
    ]);
    await user.click(await screen.findByRole('menuitem', { name: '5' }));
    expect(firstNames()).toHaveLength(5);
    expect(pageReport()).toBe('1 / 3');
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(await screen.findByRole('menuitem', { name: '15' }));
    expect(firstNames()).toHaveLength(12);

    for (const column of ['Oligo Name', 'Sequence', 'DNA Strand Positive', 'Role'])
      expect(screen.getByRole('button', { name: `Filter ${column}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter Actions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filter Oligo Name' }));
    await user.type(await screen.findByRole('textbox', { name: 'Oligo Name starts with' }), 'Oligo 1');
    expect(firstNames()).toEqual(['Oligo 11', 'Oligo 12', 'Oligo 10']);
    await user.click(screen.getByRole('button', { name: 'Clear Oligo Name filter' }));

    await user.type(screen.getByRole('textbox', { name: 'Keyword Search' }), 'oligo 09');
    expect(firstNames()).toEqual(['Oligo 09']);
    await user.clear(screen.getByRole('textbox', { name: 'Keyword Search' }));
    // The role column, 'inferred' included, filters like the others (issue 23).
    await user.click(screen.getByRole('button', { name: 'Filter Role' }));
    await user.type(await screen.findByRole('textbox', { name: 'Role contains' }), 'inferred');
    expect(firstNames()).toEqual(['Oligo 07']);
    await user.click(screen.getByRole('button', { name: 'Clear Role filter' }));

    // Ascending, descending, then the sort is removed and the server's order is back.
    const header = screen.getByRole('button', { name: /^Oligo Name/ });
    await user.click(within(header).getByText('Oligo Name'));
    expect(firstNames()[0]).toBe('Oligo 01');
    await user.click(within(header).getByText('Oligo Name'));
    expect(firstNames()[0]).toBe('Oligo 12');
    await user.click(within(header).getByText('Oligo Name'));
    expect(firstNames()[0]).toBe('Oligo 07');
  });
});
