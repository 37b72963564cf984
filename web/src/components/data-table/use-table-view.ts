import { useEffect, useMemo, useRef, useState } from 'react';
import { type ColumnQueries, filterRecords } from './filter-records';
import { clampPageIndex, countPages, paginateRecords } from './paginate-records';
import { nextSort, sortRecords } from './sort-records';
import type { DataTableColumn, RemotePaging, SortState } from './types';

interface TableViewOptions<T> {
  records: readonly T[];
  columns: readonly DataTableColumn<T>[];
  pageSize: number;
  defaultSort: SortState;
  remote?: RemotePaging | undefined;
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
  remote,
}: TableViewOptions<T>) {
  const [globalQuery, setGlobalQueryState] = useState('');
  const [columnQueries, setColumnQueries] = useState<ColumnQueries>({});
  const [sort, setSort] = useState<SortState>(defaultSort);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSizeState] = useState(initialPageSize);

  // Remote: the server already filtered, sorted and paged `records`.
  const filtered = useMemo(
    () => (remote ? records : filterRecords(records, columns, globalQuery, columnQueries)),
    [remote, records, columns, globalQuery, columnQueries],
  );
  const sorted = useMemo(
    () => (remote ? filtered : sortRecords(filtered, columns, sort)),
    [remote, filtered, columns, sort],
  );
  const matchCount = remote ? remote.totalRecords : sorted.length;
  const shownPageIndex = clampPageIndex(pageIndex, matchCount, pageSize);
  const pageRecords = useMemo(
    () => (remote ? sorted : paginateRecords(sorted, shownPageIndex, pageSize)),
    [remote, sorted, shownPageIndex, pageSize],
  );

  // Tell the server-side owner what to fetch; the latest callback is used without re-running.
  const onQueryChange = useRef(remote?.onQueryChange);
  onQueryChange.current = remote?.onQueryChange;
  useEffect(() => {
    onQueryChange.current?.({ pageIndex: shownPageIndex, pageSize, sort, columnQueries });
  }, [shownPageIndex, pageSize, sort, columnQueries]);

  return {
    globalQuery,
    columnQueries,
    sort,
    pageIndex: shownPageIndex,
    pageSize,
    pageCount: countPages(matchCount, pageSize),
    matchCount,
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
