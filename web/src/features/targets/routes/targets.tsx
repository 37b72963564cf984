import { Button, Stack } from '@mantine/core';
import type { TargetSummary } from '@oligowatch/shared/schemas/target';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
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
      <Button
        component={Link}
        to={viewTargetHref(target)}
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={`View ${target.common_name}`}
      >
        View
      </Button>
    ),
  },
];

/** /targets: 'Target Sequences', with Add Target and the progress of running imports. */
export function TargetsRoute() {
  const targets = useActiveTargets();
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    // A failed list load is only logged (SPEC.md section 8).
    if (targets.error) console.error('Error fetching targets', targets.error);
  }, [targets.error]);

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
