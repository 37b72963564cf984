import { useMemo, useState } from 'react';
import { type ColumnQueries, filterRecords } from './filter-records';
import { clampPageIndex, countPages, paginateRecords } from './paginate-records';
import { nextSort, sortRecords } from './sort-records';
import type { DataTableColumn, SortState } from './types';

interface TableViewOptions<T> {
  records: readonly T[];
  columns: readonly DataTableColumn<T>[];
  pageSize: number;
  defaultSort: SortState;
}

/**
 * The table's view state (queries, sort, page, page size) and the rows it leaves on screen.
 * Pages are 0-based here. Any change of what is shown or how it is ordered goes back to the first
 * page; a page past the end (the data shrank) is clamped to the last page that exists.
 */
export function useTableView<T>({
  records,
  columns,
  pageSize: initialPageSize,
  defaultSort,
}: TableViewOptions<T>) {
  const [globalQuery, setGlobalQueryState] = useState('');
  const [columnQueries, setColumnQueries] = useState<ColumnQueries>({});
  const [sort, setSort] = useState<SortState>(defaultSort);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSizeState] = useState(initialPageSize);

  const filtered = useMemo(
    () => filterRecords(records, columns, globalQuery, columnQueries),
    [records, columns, globalQuery, columnQueries],
  );
  const sorted = useMemo(() => sortRecords(filtered, columns, sort), [filtered, columns, sort]);
  const shownPageIndex = clampPageIndex(pageIndex, sorted.length, pageSize);
  const pageRecords = useMemo(
    () => paginateRecords(sorted, shownPageIndex, pageSize),
    [sorted, shownPageIndex, pageSize],
  );

  return {
    globalQuery,
    columnQueries,
    sort,
    pageIndex: shownPageIndex,
    pageSize,
    pageCount: countPages(sorted.length, pageSize),
    matchCount: sorted.length,
    pageRecords,
    setGlobalQuery: (query: string) => {
      setGlobalQueryState(query);
      setPageIndex(0);
    },
    setColumnQuery: (accessor: string, query: string) => {
      setColumnQueries((current) => ({ ...current, [accessor]: query }));
      setPageIndex(0);
    },
    toggleSort: (accessor: string) => {
      setSort((current) => nextSort(current, accessor));
      setPageIndex(0);
    },
    setPageIndex,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPageIndex(0);
    },
  };
}
