import { INSIGHT_TABLE_PAGE_SIZE, INSIGHT_TABLE_PAGE_SIZE_OPTIONS } from '@oligowatch/shared/constants';
import { reportsInsightsMessages as m } from '@oligowatch/shared/messages/reports';
import type { TrendPoint } from '@oligowatch/shared/schemas/insights';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatPercent } from '../utils/format-numbers';

const columns: DataTableColumn<TrendPoint>[] = [
  { accessor: 'key', title: m.columnCountry, sortable: true, filter: 'startsWith' },
  { accessor: 'samples', title: m.columnSamples, sortable: true },
  { accessor: 'with_mismatch', title: m.columnWithMismatch, sortable: true },
  {
    accessor: 'percent',
    title: m.columnShare,
    sortable: true,
    text: (point) => `${formatPercent(point.percent)}%`,
  },
];

/** One oligo's share of samples with a real mismatch per country, most samples first (as stored). */
export function CountryTrendTable({ oligo, byCountry }: { oligo: string; byCountry: readonly TrendPoint[] }) {
  return (
    <DataTable
      ariaLabel={m.byCountryTable(oligo)}
      records={byCountry}
      columns={columns}
      idAccessor="key"
      pageSize={INSIGHT_TABLE_PAGE_SIZE}
      pageSizeOptions={INSIGHT_TABLE_PAGE_SIZE_OPTIONS}
      noRecordsText={m.noCountries}
      minHeight={80}
    />
  );
}
