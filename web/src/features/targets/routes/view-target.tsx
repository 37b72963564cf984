import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { targetsViewMessages } from '@oligowatch/shared/messages/targets';
import type { SampleSummary } from '@oligowatch/shared/schemas/target';
import { useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { IconInfoCircle } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../lib/paths';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useTargetSamples } from '../api/get-targets-by-taxonomic-id';
import { TargetFollowPanel } from '../components/target-follow-panel';
import { formatCollectionDate } from '../utils/format-collection-date';

const completenessText = (sample: SampleSummary): string =>
  sample.complete === undefined ? '' : sample.complete ? targetsViewMessages.completeLegend : 'Partial';

const columns: DataTableColumn<SampleSummary>[] = [
  {
    accessor: 'accessionID',
    title: 'Target ID',
    sortable: true,
    filter: 'startsWith',
    // A genome the public data gives no INSDC accession is keyed by its strain: say it has none.
    value: (s) => (s.has_accession === false ? targetsViewMessages.noAccession : s.accessionID),
  },
  {
    accessor: 'isolate',
    title: 'Isolate',
    sortable: true,
    filter: 'contains',
    value: (s) => s.isolate ?? s.strain ?? '',
  },
  {
    accessor: 'complete',
    title: 'Completeness',
    sortable: true,
    filter: 'equals',
    value: completenessText,
    render: (s) =>
      s.complete ? (
        <Badge color="teal" variant="light" tt="none">
          {targetsViewMessages.completeLegend}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {completenessText(s)}
        </Text>
      ),
  },
  { accessor: 'host', title: 'Host', sortable: true, filter: 'contains' },
  {
    accessor: 'collection_date',
    title: 'Collection Date',
    sortable: true,
    filter: 'contains',
    value: (s) => s.collection_date_enriched_iso ?? s.collection_date,
    text: formatCollectionDate,
  },
  { accessor: 'geo_loc_name', title: 'Sample Origin', sortable: true, filter: 'contains' },
];

/**
 * /targets/view?id=&name=: a target's samples, 10 a page (5/10/15), sequences never loaded; above
 * them, whether its clade (`clade`, else the taxonomic ID) follows NCBI, and its refreshes (issue 32).
 */
export function ViewTargetRoute() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const taxonomicID = /^\d+$/.test(raw) ? Number(raw) : undefined;
  const title = params.get('name')?.trim() || 'Target Details';
  // Issue 32: the clade that follows NCBI; an import without a clade ID makes the taxon's own.
  const cladeID =
    params.get('clade')?.trim() || (taxonomicID === undefined ? undefined : String(taxonomicID));
  const samples = useTargetSamples(taxonomicID);
  useLogFailure(samples.error, 'Error fetching target samples');

  return (
    <Stack gap="xl">
      <PageTitle
        title={title}
        description={taxonomicID === undefined ? undefined : `Taxonomic ID ${taxonomicID}`}
        actions={<BackButton to={paths.targets}>Back</BackButton>}
      />
      <Group gap="xs" aria-label="Legend">
        <Text size="sm" c="dimmed">
          Legend:
        </Text>
        <Tooltip label={targetsViewMessages.completeTooltip} multiline w={320} withArrow>
          <Badge
            color="teal"
            tt="none"
            variant="light"
            rightSection={<IconInfoCircle size={12} aria-hidden />}
            tabIndex={0}
          >
            {targetsViewMessages.completeLegend}
          </Badge>
        </Tooltip>
      </Group>
      {cladeID ? <TargetFollowPanel cladeID={cladeID} /> : null}
      <DataTable
        ariaLabel={title}
        records={samples.data ?? []}
        columns={columns}
        idAccessor="accessionID"
        withGlobalFilter
        loading={taxonomicID !== undefined && samples.isPending}
        noRecordsText="No samples"
      />
    </Stack>
  );
}
