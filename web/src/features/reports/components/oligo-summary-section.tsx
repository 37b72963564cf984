import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { REPORT_SUMMARY_LIST_MAX } from '@oligowatch/shared/constants';
import { reportsViewMessages } from '@oligowatch/shared/messages/reports';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { type ReactNode, useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { IconSearch } from '../../../components/icons';
import { filterOligoNames, groupByAmplicon, type OligoGroup } from '../utils/amplicon-groups';
import { HeatGridLegend } from './heat-grid-legend';
import { OligoSummary } from './oligo-summary';

interface OligoSummarySectionProps {
  report: ReportDetail;
  oligoNames: string[];
  /**
   * Whether a long report's summary may show a page at a time (the screen); the print layout shows
   * every oligo, as paper has no pages to click through.
   */
  paged?: boolean;
}

const ampliconText = (group: OligoGroup): string =>
  group.amplicon === undefined
    ? reportsViewMessages.noAmplicon
    : reportsViewMessages.amplicon(group.amplicon);

/**
 * The Oligo Summary section: one block per oligo (verdict, totals, heat grid) and the grids' legend.
 * A handful of oligos are listed in the report's order. A tiling scheme's hundreds are grouped by
 * amplicon (its LEFT and RIGHT primers side by side in one row), filtered by oligo name and shown a
 * page of amplicons at a time in the app's table.
 */
export function OligoSummarySection({ report, oligoNames, paged = true }: OligoSummarySectionProps) {
  const insightOf = (name: string) => report.insights?.oligos.find((oligo) => oligo.name === name);
  const summaryOf = (name: string) => {
    const stats = report.mismatchStats[name];
    return stats ? (
      <OligoSummary
        key={name}
        name={name}
        stats={stats}
        insight={insightOf(name)}
        rules={report.provenance.outcome_rules}
      />
    ) : null;
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="section-oligo-summary">
      <Title order={2} fz="xl" id="section-oligo-summary">
        Oligo Summary
      </Title>
      <HeatGridLegend
        undetermined={
          report.provenance.outcome_rules ? 'apart' : report.insights !== undefined ? 'within' : undefined
        }
      />
      {paged && oligoNames.length > REPORT_SUMMARY_LIST_MAX ? (
        <AmpliconTable oligoNames={oligoNames} summaryOf={summaryOf} />
      ) : (
        <SimpleGrid cols={1} spacing="md">
          {oligoNames.map(summaryOf)}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function AmpliconTable({
  oligoNames,
  summaryOf,
}: {
  oligoNames: string[];
  summaryOf: (name: string) => ReactNode;
}) {
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupByAmplicon(filterOligoNames(oligoNames, query)), [oligoNames, query]);
  const columns: DataTableColumn<OligoGroup>[] = [
    {
      accessor: 'amplicon',
      title: reportsViewMessages.ampliconColumn,
      width: 130,
      text: ampliconText,
      searchable: false,
    },
    {
      accessor: 'names',
      title: reportsViewMessages.oligosColumn,
      searchable: false,
      render: (group) => (
        <SimpleGrid cols={{ base: 1, lg: Math.min(group.names.length, 2) }} spacing="md">
          {group.names.map(summaryOf)}
        </SimpleGrid>
      ),
    },
  ];
  return (
    <DataTable<OligoGroup>
      records={groups}
      columns={columns}
      idAccessor="key"
      ariaLabel={reportsViewMessages.summaryByAmplicon}
      showLastPageLink
      noRecordsText={reportsViewMessages.noOligoMatches}
      toolbar={
        <TextInput
          placeholder={reportsViewMessages.oligoFilter}
          aria-label={reportsViewMessages.oligoFilter}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      }
    />
  );
}
