import { Box, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@oligowatch/shared/constants';
import { type DataTableColumn as MantineColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { useEffect, useRef } from 'react';
import { IconSearch } from '../icons';
import 'mantine-datatable/styles.css';
import { ColumnFilter } from './column-filter';
import { formatPageReport } from './paginate-records';
import { readCellText } from './read-cell';
import type { DataTableProps } from './types';
import { useTableView } from './use-table-view';

export const LOADING_TEXT = 'Loading...';
const DEFAULT_NO_RECORDS_TEXT = 'No records';
const DEFAULT_GLOBAL_FILTER_PLACEHOLDER = 'Keyword Search';
// mantine-datatable needs a sort status object once sorting is on; no column has this accessor,
// so every header shows "unsorted" (our `null` sort).
const UNSORTED = { columnAccessor: '', direction: 'asc' } as const;

const paginationControlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/**
 * The app's one table: filters, sorts and pages the records it is given in the browser (the lists
 * are small), or, with `remote`, shows the page a server answered and asks it for the next one.
 * Props and column config are documented in `types.ts`.
 */
export function DataTable<T>({
  records,
  columns,
  idAccessor,
  pageSize: initialPageSize = PAGE_SIZE_DEFAULT,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  withGlobalFilter = false,
  globalFilterPlaceholder = DEFAULT_GLOBAL_FILTER_PLACEHOLDER,
  showLastPageLink = false,
  loading = false,
  noRecordsText = DEFAULT_NO_RECORDS_TEXT,
  defaultSort = null,
  ariaLabel,
  toolbar,
  minHeight = 150,
  remote,
}: DataTableProps<T>) {
  const view = useTableView({ records, columns, pageSize: initialPageSize, defaultSort, remote });
  const rootRef = useRef<HTMLDivElement>(null);

  // mantine-datatable gives its filter buttons no accessible name and no way to pass one, so name
  // them after each render ('Filter Oligo Name'); React leaves attributes it does not own alone.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    for (const column of columns) {
      if (!column.filter) continue;
      const header = [...root.querySelectorAll('th[data-accessor]')].find(
        (cell) => cell.getAttribute('data-accessor') === column.accessor,
      );
      header
        ?.querySelector('.mantine-datatable-header-cell-filter-action-icon')
        ?.setAttribute('aria-label', `Filter ${column.title}`);
    }
  });

  const mantineColumns: MantineColumn<T>[] = columns.map((column) => {
    const query = view.columnQueries[column.accessor] ?? '';
    const filterMode = column.filter;
    return {
      accessor: column.accessor,
      title: column.title,
      sortable: column.sortable ?? false,
      width: column.width,
      textAlign: column.textAlign,
      render: (record: T) => (column.render ? column.render(record) : readCellText(column, record)),
      filter: filterMode
        ? ({ close }: { close: () => void }) => (
            <ColumnFilter
              title={column.title}
              mode={filterMode}
              query={query}
              onQueryChange={(next) => view.setColumnQuery(column.accessor, next)}
              close={close}
            />
          )
        : undefined,
      filtering: query.trim() !== '',
    };
  });

  const sortStatus = view.sort
    ? { columnAccessor: view.sort.accessor, direction: view.sort.direction }
    : UNSORTED;
  const showEmpty = !loading && view.matchCount === 0;
  const showGlobalFilter = withGlobalFilter && !remote;

  return (
    <Stack gap="sm" ref={rootRef}>
      {showGlobalFilter || toolbar ? (
        <Group justify="space-between" align="flex-end">
          {showGlobalFilter ? (
            <TextInput
              placeholder={globalFilterPlaceholder}
              aria-label={globalFilterPlaceholder}
              leftSection={<IconSearch size={16} />}
              value={view.globalQuery}
              onChange={(event) => view.setGlobalQuery(event.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
            />
          ) : (
            <span />
          )}
          {toolbar}
        </Group>
      ) : null}
      <MantineDataTable<T>
        aria-label={ariaLabel}
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        minHeight={minHeight}
        records={[...view.pageRecords]}
        columns={mantineColumns}
        idAccessor={idAccessor}
        sortStatus={sortStatus}
        onSortStatusChange={(status) => view.toggleSort(String(status.columnAccessor))}
        page={view.pageIndex + 1}
        onPageChange={(page) => view.setPageIndex(page - 1)}
        totalRecords={view.matchCount}
        recordsPerPage={view.pageSize}
        recordsPerPageOptions={[...pageSizeOptions]}
        onRecordsPerPageChange={view.setPageSize}
        paginationWithEdges={showLastPageLink}
        paginationWithControls
        getPaginationControlProps={(control) => ({ 'aria-label': paginationControlLabels[control] })}
        // Named 'Page 2' rather than '2', so they are not confused with the page size button ('10').
        getPaginationItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        // The library makes its Controls afresh at every render, so as elements (<Controls.Pagination />)
        // each render would be a new component type and React would rebuild the buttons and menu:
        // a click in flight when a server page arrives would land on a detached button, focus and
        // an open page size menu would be lost. Called as the plain functions they are typed as,
        // they return the library's own stable components, which React updates in place.
        renderPagination={({ Controls }) => (
          <>
            {/* The spec's page report replaces the library's 'from - to / total' text. */}
            <Text component="div" size="sm" className="mantine-datatable-pagination-text">
              {loading ? '' : formatPageReport(view.pageIndex, view.pageCount)}
            </Text>
            {pageSizeOptions.length > 0 ? Controls.PageSizeSelector() : null}
            {Controls.Pagination()}
          </>
        )}
        fetching={loading}
        customLoader={
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm">{LOADING_TEXT}</Text>
          </Stack>
        }
        // The library keeps its empty state in the DOM and hides it with CSS; render its text only
        // when it is really shown, so the text is never present (to people or tests) by mistake.
        emptyState={
          showEmpty ? (
            <Box>
              <Text size="sm" c="dimmed">
                {noRecordsText}
              </Text>
            </Box>
          ) : (
            <span />
          )
        }
      />
    </Stack>
  );
}
