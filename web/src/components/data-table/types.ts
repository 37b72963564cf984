import type { ReactNode } from 'react';

/**
 * The value a column sorts and filters on. Numbers sort numerically, strings case-insensitively
 * (numeric-aware: 'N2' before 'N10'), dates by time, booleans false before true; empty values
 * (null/undefined/'') always sort last.
 */
export type CellValue = string | number | boolean | Date | null | undefined;

/**
 * How a column's menu filter matches the text typed into it:
 * - 'startsWith': the column's text starts with the query (case-insensitive);
 * - 'contains': the column's text contains the query (case-insensitive);
 * - 'equals': for a number value, the query parsed as a number equals it (so '3' matches 3 but not 13);
 *   for any other value, the text equals the query (case-insensitive).
 */
export type ColumnFilterMode = 'startsWith' | 'contains' | 'equals';

/**
 * One column of a {@link DataTable}.
 *
 * @example
 * const columns: DataTableColumn<Product>[] = [
 *   { accessor: 'name', title: 'Product Name', sortable: true, filter: 'startsWith' },
 *   // computed: shown 1-based, sorted/filtered on the same number
 *   { accessor: 'active', title: 'Active Version', sortable: true, filter: 'equals',
 *     value: (p) => p.active_index + 1 },
 *   // rendered with colour, but sorted/filtered on its plain text
 *   { accessor: 'oligos', title: 'Oligo Names', sortable: true, filter: 'contains',
 *     value: (p) => p.oligos.map((o) => o.name).join(', '),
 *     render: (p) => <OligoNames oligos={p.oligos} /> },
 *   // no value: not searchable, not sortable, not filterable
 *   { accessor: 'actions', title: 'Actions', render: (p) => <Button>View</Button> },
 * ];
 */
export interface DataTableColumn<T> {
  /** Unique key of the column; also the record property read when `value` is not given. */
  accessor: string;
  /** Header text; also names the filter button ('Filter <title>'). */
  title: string;
  /** The value sorted and filtered on. Defaults to `record[accessor]`. */
  value?: (record: T) => CellValue;
  /**
   * The text the global filter and the text menu filters match. Defaults to the value as text
   * (dates as their ISO date, so give `text` for a date column shown as mm/dd/yy).
   */
  text?: (record: T) => string;
  /** What the cell shows. Defaults to `text`. */
  render?: (record: T) => ReactNode;
  /** Header click cycles ascending → descending → unsorted. */
  sortable?: boolean;
  /** Adds a filter menu to the header matching this way. */
  filter?: ColumnFilterMode;
  /**
   * Whether the global filter looks at this column. Defaults to true for columns with a value
   * (a `value` function or a record property named by `accessor`), false for render-only columns.
   */
  searchable?: boolean;
  width?: number | string;
  textAlign?: 'left' | 'center' | 'right';
}

/** Sort of one column; `null` means unsorted (records keep the order they were given in). */
export type SortState = { accessor: string; direction: 'asc' | 'desc' } | null;

/** What a server-paged table asks its server for: 0-based page, page size, sort and column queries. */
export interface TableQuery {
  pageIndex: number;
  pageSize: number;
  sort: SortState;
  /** Text typed into each column's filter menu, by accessor ('' or missing: no filter). */
  columnQueries: Readonly<Record<string, string>>;
}

/**
 * Server-side paging: `records` is then the page the server answered for the last query, as is;
 * the table filters, sorts and pages nothing itself and reports every change of its query instead.
 */
export interface RemotePaging {
  /** Rows matching the current column queries on the server: sizes the paginator. */
  totalRecords: number;
  /** Called with the first query at mount and again whenever the page, size, sort or a filter changes. */
  onQueryChange: (query: TableQuery) => void;
}

/**
 * Props of {@link DataTable}: a client-side table (filter, sort and page the records it is given).
 *
 * What it puts on screen, for tests: the page report 'current / total' ('2 / 5') in
 * `.mantine-datatable-pagination-text`; buttons 'Previous page', 'Next page', 'Page 2', and with
 * `showLastPageLink` 'First page' and 'Last page'; the page size button named by its value ('10')
 * opening menu items '5', '10', '15'; each filterable column a button 'Filter <title>' opening a
 * text box '<title> starts with' / '<title> contains' / '<title> equals' with a 'Clear <title> filter'
 * button; sortable headers are buttons whose name starts with the title (click to sort).
 * happy-dom: render with Mantine `env="test"` (renderApp does) or menus and popovers never show.
 * Playwright: use `{ exact: true }` for 'Filter <title>', as the sortable header's name contains it.
 *
 * @example
 * <DataTable
 *   records={oligos}
 *   columns={columns}
 *   idAccessor="id"
 *   pageSize={PAGE_SIZE_DEFAULT}          // 10 (the default)
 *   pageSizeOptions={PAGE_SIZE_OPTIONS}  // [5, 10, 15] (the default)
 *   withGlobalFilter                      // 'Keyword Search' box above the table
 *   showLastPageLink                      // first/previous/next/last controls
 *   loading={query.isPending}             // shows 'Loading...'
 * />
 */
export interface DataTableProps<T> {
  records: readonly T[];
  columns: readonly DataTableColumn<T>[];
  /** Record property or function giving each row's unique React key. */
  idAccessor: (keyof T & string) | ((record: T) => string | number);
  /** Rows per page at first. Default 10 (PAGE_SIZE_DEFAULT). */
  pageSize?: number;
  /** Choices of rows per page. Default [5, 10, 15] (PAGE_SIZE_OPTIONS); [] shows no page size selector. */
  pageSizeOptions?: readonly number[];
  /** Shows a text box above the table filtering on every searchable column (contains, any case). */
  withGlobalFilter?: boolean;
  /** Placeholder and accessible name of the global filter. Default 'Keyword Search'. */
  globalFilterPlaceholder?: string;
  /** Adds first- and last-page controls to the paginator (previous/next are always there). */
  showLastPageLink?: boolean;
  /** While true the table shows 'Loading...' instead of its rows' state. */
  loading?: boolean;
  /** Shown when there is nothing to show (no records, or none passing the filters). Default 'No records'. */
  noRecordsText?: string;
  /** Sort applied at first. Default: unsorted. */
  defaultSort?: SortState;
  /** Accessible name of the table itself (e.g. the screen's title). */
  ariaLabel?: string;
  /** Rendered at the right of the global filter's row (e.g. an 'Add Oligo' button). */
  toolbar?: ReactNode;
  /** Minimum height of the table body, so an empty or loading table keeps its room. Default 150. */
  minHeight?: number;
  /** Pages, sorts and filters on the server (large lists); no global filter in this mode. */
  remote?: RemotePaging;
}
