import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../lib/theme';
import { pageReport, firstCellTexts as shownNames } from '../../test/table';
import { setupUser } from '../../test/user';
import { DataTable, type DataTableColumn, type DataTableProps } from './index';

interface Oligo {
  id: string;
  name: string;
  mismatches: number;
  archived: boolean;
}

// 25 records: 'Primer 01', 'Probe 02', 'Primer 03' ... with mismatches 0..6 repeating.
const oligos: Oligo[] = Array.from({ length: 25 }, (_, i) => ({
  id: `oligo-${i + 1}`,
  name: `${i % 2 === 0 ? 'Primer' : 'Probe'} ${String(i + 1).padStart(2, '0')}`,
  mismatches: i % 7,
  archived: i === 24,
}));

const columns: DataTableColumn<Oligo>[] = [
  {
    accessor: 'name',
    title: 'Oligo Name',
    sortable: true,
    filter: 'startsWith',
    // Rendered differently from its value, as archived names are: filters and sort use the value.
    render: (o) => <span data-archived={o.archived || undefined}>{o.name}</span>,
  },
  { accessor: 'mismatches', title: 'Mismatches', sortable: true, filter: 'equals' },
  { accessor: 'actions', title: 'Actions', render: (o) => <button type="button">View {o.id}</button> },
];

// env="test" as renderApp does: Mantine's transitions never finish in happy-dom, so menus and filter
// popovers would stay hidden.
function renderTable(props: Partial<DataTableProps<Oligo>> = {}) {
  // No pause between keystrokes: typing into filters is most of this file's time.
  const user = setupUser();
  const element = (overrides: Partial<DataTableProps<Oligo>>) => (
    <MantineProvider theme={theme} env="test">
      <DataTable records={oligos} columns={columns} idAccessor="id" {...props} {...overrides} />
    </MantineProvider>
  );
  const view = render(element({}));
  return {
    ...view,
    user,
    rerenderWith: (overrides: Partial<DataTableProps<Oligo>>) => view.rerender(element(overrides)),
  };
}

// Mantine renders in happy-dom are slow on a busy machine; each test clicks through a 25-record table.
describe('DataTable', { timeout: 20_000 }, () => {
  it('shows 10 rows a page by default, with a page report and size options 5/10/15', async () => {
    const { user } = renderTable();
    expect(shownNames()).toHaveLength(10);
    expect(shownNames()[0]).toBe('Primer 01');
    expect(pageReport()).toBe('1 / 3');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pageReport()).toBe('2 / 3');
    expect(shownNames()[0]).toBe('Primer 11');

    await user.click(screen.getByRole('button', { name: '10' }));
    const options = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(options).toEqual(['5', '10', '15']);
    await user.click(await screen.findByRole('menuitem', { name: '5' }));
    expect(shownNames()).toHaveLength(5);
    expect(pageReport()).toBe('1 / 5');
  });

  it('takes its page size and options from props', async () => {
    const { user } = renderTable({ pageSize: 5, pageSizeOptions: [5, 10, 15, 20] });
    expect(shownNames()).toHaveLength(5);
    expect(pageReport()).toBe('1 / 5');
    await user.click(screen.getByRole('button', { name: '5' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      '5',
      '10',
      '15',
      '20',
    ]);
    await user.click(await screen.findByRole('menuitem', { name: '20' }));
    expect(shownNames()).toHaveLength(20);
    expect(pageReport()).toBe('1 / 2');
  });

  it('names the table when asked', () => {
    renderTable({ ariaLabel: 'Active Oligos' });
    expect(screen.getByRole('table', { name: 'Active Oligos' })).toBeInTheDocument();
  });

  it('shows no page size selector when given no options', () => {
    renderTable({ pageSize: 5, pageSizeOptions: [] });
    expect(shownNames()).toHaveLength(5);
    expect(screen.queryByText('Records per page')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '5' })).not.toBeInTheDocument();
  });

  it('filters on any column with the global Keyword Search, any case, and goes back to page 1', async () => {
    const { user } = renderTable({ withGlobalFilter: true });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const search = screen.getByRole('textbox', { name: 'Keyword Search' });
    expect(search).toHaveAttribute('placeholder', 'Keyword Search');

    await user.type(search, 'probe 1');
    expect(shownNames()).toEqual(['Probe 10', 'Probe 12', 'Probe 14', 'Probe 16', 'Probe 18']);
    expect(pageReport()).toBe('1 / 1');

    await user.clear(search);
    await user.type(search, 'View oligo-3');
    expect(screen.getByText('No records')).toBeInTheDocument();
  });

  it('uses a configured global filter placeholder', () => {
    renderTable({ withGlobalFilter: true, globalFilterPlaceholder: 'Search oligos' });
    expect(screen.getByRole('textbox', { name: 'Search oligos' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Keyword Search' })).not.toBeInTheDocument();
  });

  it('has no global filter unless asked', () => {
    renderTable();
    expect(screen.queryByRole('textbox', { name: 'Keyword Search' })).not.toBeInTheDocument();
  });

  it('filters a text column by starts-with from its menu', async () => {
    const { user } = renderTable();
    expect(screen.queryByRole('button', { name: 'Filter Actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter Oligo Name' }));
    await user.type(await screen.findByRole('textbox', { name: 'Oligo Name starts with' }), 'pro');
    expect(shownNames()).toHaveLength(10);
    expect(shownNames().every((name) => name?.startsWith('Probe'))).toBe(true);
    expect(pageReport()).toBe('1 / 2');

    // 'obe' is inside 'Probe' but starts no name.
    await user.clear(await screen.findByRole('textbox', { name: 'Oligo Name starts with' }));
    await user.type(await screen.findByRole('textbox', { name: 'Oligo Name starts with' }), 'obe');
    expect(screen.getByText('No records')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Oligo Name filter' }));
    expect(pageReport()).toBe('1 / 3');
  });

  it('filters a number column by equality from its menu', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Filter Mismatches' }));
    await user.type(await screen.findByRole('textbox', { name: 'Mismatches equals' }), '1');
    // i % 7 === 1 for i = 1, 8, 15, 22; '1' must not also match nothing-but-text like 10 or 11.
    expect(shownNames()).toEqual(['Probe 02', 'Primer 09', 'Probe 16', 'Primer 23']);
  });

  it('sorts by a header: ascending, descending, then unsorted again', async () => {
    const { user } = renderTable();
    const header = screen.getByRole('button', { name: /^Mismatches/ });

    await user.click(within(header).getByText('Mismatches'));
    expect(shownNames().slice(0, 4)).toEqual(['Primer 01', 'Probe 08', 'Primer 15', 'Probe 22']);

    await user.click(within(header).getByText('Mismatches'));
    expect(shownNames().slice(0, 3)).toEqual(['Primer 07', 'Probe 14', 'Primer 21']);

    await user.click(within(header).getByText('Mismatches'));
    expect(shownNames().slice(0, 3)).toEqual(['Primer 01', 'Probe 02', 'Primer 03']);
  });

  it('sorts text case-insensitively on the value, not the rendered cell', async () => {
    const { user } = renderTable();
    const header = screen.getByRole('button', { name: /^Oligo Name/ });
    await user.click(within(header).getByText('Oligo Name'));
    await user.click(within(header).getByText('Oligo Name'));
    expect(shownNames().slice(0, 2)).toEqual(['Probe 24', 'Probe 22']);
  });

  it('offers first and last page controls only with showLastPageLink', async () => {
    const { user, unmount } = renderTable({ showLastPageLink: true });
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(pageReport()).toBe('3 / 3');
    expect(shownNames()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(pageReport()).toBe('1 / 3');
    unmount();

    renderTable();
    expect(screen.queryByRole('button', { name: 'Last page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'First page' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
  });

  it('keeps the page inside the data when the data shrinks', async () => {
    const { user, rerenderWith } = renderTable({ showLastPageLink: true });
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(pageReport()).toBe('3 / 3');
    rerenderWith({ records: oligos.slice(0, 20) });
    expect(pageReport()).toBe('2 / 2');
    expect(shownNames()[0]).toBe('Primer 11');
  });

  // A server-paged table re-renders whenever an answer arrives, while a person may be pressing a
  // control: a control rebuilt at each render loses that click, its focus and its open menu.
  it('keeps its paging controls across a re-render: a held button still pages, an open menu stays open', async () => {
    const { user, rerenderWith } = renderTable();
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(screen.getByRole('button', { name: '10' }));
    expect(await screen.findAllByRole('menuitem')).toHaveLength(3);

    rerenderWith({ records: [...oligos] });
    expect(screen.getByRole('button', { name: 'Next page' })).toBe(next);
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);

    await user.click(next);
    expect(pageReport()).toBe('2 / 3');
  });

  it("shows 'Loading...' while loading, and not the empty text", () => {
    const { rerenderWith } = renderTable({ records: [], loading: true });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('No records')).not.toBeInTheDocument();

    rerenderWith({ records: [], loading: false });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByText('No records')).toBeInTheDocument();
  });

  it('shows a configured empty text only when there is nothing to show', () => {
    const { rerenderWith } = renderTable({ records: [], noRecordsText: 'No oligos found' });
    expect(screen.getByText('No oligos found')).toBeInTheDocument();
    rerenderWith({ records: oligos, noRecordsText: 'No oligos found' });
    expect(screen.queryByText('No oligos found')).not.toBeInTheDocument();
  });

  it('with remote paging shows the records as given and reports each page, sort and filter change', async () => {
    const onQueryChange = vi.fn();
    const page = oligos.slice(5, 10);
    const { user } = renderTable({
      records: page,
      pageSize: 5,
      showLastPageLink: true,
      withGlobalFilter: true,
      remote: { totalRecords: 23, onQueryChange },
    });
    // Neither filtered, sorted nor sliced here: the server did that.
    expect(shownNames()).toEqual(page.map((o) => o.name));
    expect(pageReport()).toBe('1 / 5');
    expect(screen.queryByRole('textbox', { name: 'Keyword Search' })).not.toBeInTheDocument();
    expect(onQueryChange).toHaveBeenLastCalledWith({
      pageIndex: 0,
      pageSize: 5,
      sort: null,
      columnQueries: {},
    });

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 4 }));
    expect(pageReport()).toBe('5 / 5');

    await user.click(screen.getByRole('button', { name: /^Mismatches/ }));
    expect(onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageIndex: 0, sort: { accessor: 'mismatches', direction: 'asc' } }),
    );

    await user.click(screen.getByRole('button', { name: 'Filter Oligo Name' }));
    await user.type(await screen.findByRole('textbox', { name: 'Oligo Name starts with' }), 'Pr');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageIndex: 0, columnQueries: { name: 'Pr' } }),
    );
    expect(shownNames()).toEqual(page.map((o) => o.name));
  });
});
