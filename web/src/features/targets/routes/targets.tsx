import { Button, Stack } from '@mantine/core';
import type { TargetSummary } from '@oligowatch/shared/schemas/target';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { IconEye, IconPlus } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { RowAction } from '../../../components/row-action';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useActiveTargets } from '../api/list-active-targets';
import { AddTargetModal } from '../components/add-target-modal';
import { ImportProgressPanel } from '../components/import-progress-panel';
import { viewTargetHref } from '../utils/view-target-href';

const columns: DataTableColumn<TargetSummary>[] = [
  { accessor: 'taxonomicID', title: 'Taxonomic ID', sortable: true, filter: 'startsWith' },
  { accessor: 'common_name', title: 'Common Name', sortable: true, filter: 'contains' },
  { accessor: 'count', title: 'Cached Sequences', sortable: true, filter: 'equals' },
  {
    accessor: 'actions',
    title: 'Actions',
    render: (target) => (
      <RowAction
        icon={IconEye}
        label="View"
        ariaLabel={`View ${target.common_name}`}
        to={viewTargetHref(target)}
      />
    ),
  },
];

/** /targets: 'Target Sequences', with Add Target and the progress of running imports. */
export function TargetsRoute() {
  const targets = useActiveTargets();
  const [adding, setAdding] = useState(false);
  useLogFailure(targets.error, 'Error fetching targets');

  return (
    <Stack gap="xl">
      <PageTitle
        title="Target Sequences"
        description="Viral genomes by taxonomic ID, entered by hand or imported from NCBI."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add Target
          </Button>
        }
      />
      <ImportProgressPanel />
      <DataTable
        ariaLabel="Target Sequences"
        records={targets.data ?? []}
        columns={columns}
        idAccessor="taxonomicID"
        withGlobalFilter
        loading={targets.isPending}
        noRecordsText="No targets yet"
      />
      <AddTargetModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
