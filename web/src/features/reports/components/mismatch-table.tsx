import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MISMATCH_TABLE_PAGE_SIZE, MISMATCH_TABLE_PAGE_SIZE_OPTIONS } from '@oligowatch/shared/constants';
import { reportsApiMessages, reportsInsightsMessages } from '@oligowatch/shared/messages/reports';
import type { Mismatch } from '@oligowatch/shared/schemas/report';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/data-table';
import { IconEye } from '../../../components/icons';
import { RowAction } from '../../../components/row-action';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useMismatchPage } from '../api/list-report-mismatches';
import { formatSampleDate } from '../utils/format-sample-date';

/**
 * Accessors are the mismatch field names, which are also the server's sort fields; filters match
 * the server's (starts-with on text, the raw date included, equals on the count), so a table paged
 * in the browser and one paged on the server behave alike.
 */
const mismatchColumns = (
  commonName: string,
  onView: (mismatch: Mismatch) => void,
): DataTableColumn<Mismatch>[] => [
  // The target's common name: a row carries no name of its own (see the accession and location).
  { accessor: 'commonName', title: 'Common Name', value: () => commonName, searchable: false },
  {
    // Real mismatches (the sort and filter's value); a row's undetermined calls beside them.
    accessor: 'mismatchCount',
    title: 'Mismatches',
    sortable: true,
    filter: 'equals',
    render: (mismatch) => (
      <>
        {mismatch.mismatchCount}
        {mismatch.undeterminedCount ? (
          <Text span size="xs" c="dimmed">
            {` ${reportsInsightsMessages.variantUndeterminedCalls(mismatch.undeterminedCount)}`}
          </Text>
        ) : null}
      </>
    ),
  },
  { accessor: 'targetLocation', title: 'Sample Location', sortable: true, filter: 'startsWith' },
  {
    accessor: 'targetCollectionDate',
    title: 'Sample Date',
    sortable: true,
    filter: 'startsWith',
    render: (mismatch) => formatSampleDate(mismatch.targetCollectionDate),
  },
  { accessor: 'targetAccessionID', title: 'Accession ID', sortable: true, filter: 'startsWith' },
  {
    accessor: 'actions',
    title: 'Actions',
    render: (mismatch) => (
      <RowAction
        icon={IconEye}
        label="View"
        ariaLabel={`View ${mismatch.oligoName} on ${mismatch.targetAccessionID}`}
        onClick={() => onView(mismatch)}
      />
    ),
  },
];

const FILTER_PAUSE_MS = 300;
/** A data table starts with no column filter (use-table-view.ts). */
const NO_FILTERS: Readonly<Record<string, string>> = {};

const rowId = (mismatch: Mismatch) => `${mismatch.targetAccessionID}:${mismatch.start_index}`;

interface MismatchTableProps {
  reportId: string;
  oligo: string;
  commonName: string;
  onView: (mismatch: Mismatch) => void;
  /** Every row of this oligo when the report carries them all; null: page on the server. */
  allRows: Mismatch[] | null;
  /** Otherwise the oligo's first rows the report carries, and its row count. */
  firstRows: { rows: Mismatch[]; total: number };
}

const tableProps = {
  idAccessor: rowId,
  pageSize: MISMATCH_TABLE_PAGE_SIZE,
  pageSizeOptions: MISMATCH_TABLE_PAGE_SIZE_OPTIONS,
  showLastPageLink: true,
  noRecordsText: 'No mismatches',
} as const;

/** One oligo's mismatch rows, 5 a page (5/10/15/20), with column filters and an alignment per row. */
export function MismatchTable({
  reportId,
  oligo,
  commonName,
  onView,
  allRows,
  firstRows,
}: MismatchTableProps) {
  const columns = mismatchColumns(commonName, onView);
  if (allRows) {
    return (
      <DataTable ariaLabel={`Mismatches ${oligo}`} records={allRows} columns={columns} {...tableProps} />
    );
  }
  return <RemoteMismatchTable reportId={reportId} oligo={oligo} columns={columns} firstRows={firstRows} />;
}

function RemoteMismatchTable({
  reportId,
  oligo,
  columns,
  firstRows,
}: {
  reportId: string;
  oligo: string;
  columns: DataTableColumn<Mismatch>[];
  firstRows: MismatchTableProps['firstRows'];
}) {
  const [query, setQuery] = useState<TableQuery | null>(null);
  // Typing into a filter asks the server once the typing pauses, not at every key; paging and
  // sorting ask at once. The paused filters start as the table's own (none), not as "not paused
  // yet": falling back to the live filters until the first pause sent a request at every key to
  // whoever typed within 300 ms of the table's first query.
  const [filters] = useDebouncedValue(query?.columnQueries ?? NO_FILTERS, FILTER_PAUSE_MS);
  const settled = query && { ...query, columnQueries: filters };
  const page = useMismatchPage(reportId, oligo, settled, firstRows);
  useLogFailure(page.error, reportsApiMessages.fetchReportFailed(reportId));
  return (
    <DataTable
      ariaLabel={`Mismatches ${oligo}`}
      records={page.data?.rows ?? []}
      columns={columns}
      loading={page.isPending || page.isPlaceholderData}
      remote={{ totalRecords: page.data?.total ?? 0, onQueryChange: setQuery }}
      {...tableProps}
    />
  );
}
