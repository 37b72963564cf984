/**
 * The one table of the app: mantine-datatable with client-side filtering (global 'Keyword Search'
 * and per-column menu filters), sorting with removable sort, paging with a 'page / pages' report,
 * optional first/last-page controls and a 'Loading...' state. See `types.ts` for the props.
 */
export { DataTable } from './data-table';
export type {
  CellValue,
  ColumnFilterMode,
  DataTableColumn,
  DataTableProps,
  RemotePaging,
  SortState,
  TableQuery,
} from './types';
