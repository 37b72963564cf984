import { Stack } from '@mantine/core';
import { ALL_REPORTS_PAGE_SIZE_OPTIONS, PAGE_SIZE_DEFAULT } from '@oligowatch/shared/constants';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import type { ReportSummary } from '@oligowatch/shared/schemas/report';
import { useMemo } from 'react';
import { generatePath } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { IconEye } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { RowAction } from '../../../components/row-action';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useAllReports } from '../api/list-all-reports';
import { ReportStatusCell } from '../components/report-status';

const columns: DataTableColumn<ReportSummary>[] = [
  { accessor: 'report_title', title: 'Title', sortable: true, filter: 'startsWith' },
  {
    accessor: 'creation_date',
    title: 'Date',
    sortable: true,
    value: (report) => new Date(report.creation_date),
    text: (report) => formatDate(report.creation_date),
  },
  { accessor: 'target_name', title: 'Target', sortable: true, filter: 'startsWith' },
  { accessor: 'product_name', title: 'Product', sortable: true, filter: 'startsWith' },
  {
    accessor: 'mismatchCount',
    title: 'Mismatches',
    sortable: true,
    filter: 'equals',
    value: (report) => report.mismatch_total,
    render: (report) => <ReportStatusCell report={report} />,
  },
  {
    accessor: 'actions',
    title: 'Actions',
    render: (report) => (
      <RowAction
        icon={IconEye}
        label="View"
        ariaLabel={`View ${report.report_title}`}
        to={generatePath(paths.viewReport, { reportId: report._id })}
      />
    ),
  },
];

const newestFirst = (reports: readonly ReportSummary[]): ReportSummary[] =>
  [...reports].sort((a, b) => Date.parse(b.creation_date) - Date.parse(a.creation_date));

/** /reports/browse: All Reports, 10 a page (5/10/15/20), newest first until sorted otherwise. */
export function BrowseReportsRoute() {
  const reports = useAllReports();
  useLogFailure(reports.error, reportsApiMessages.fetchAllFailed);
  const records = useMemo(() => newestFirst(reports.data ?? []), [reports.data]);

  return (
    <Stack gap="xl">
      <PageTitle title="All Reports" actions={<BackButton to={paths.reports}>Back</BackButton>} />
      <DataTable
        ariaLabel="All Reports"
        records={records}
        columns={columns}
        idAccessor="_id"
        pageSize={PAGE_SIZE_DEFAULT}
        pageSizeOptions={ALL_REPORTS_PAGE_SIZE_OPTIONS}
        withGlobalFilter
        loading={reports.isPending}
        noRecordsText="No reports"
      />
    </Stack>
  );
}
