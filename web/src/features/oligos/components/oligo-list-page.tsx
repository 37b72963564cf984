import { Stack } from '@mantine/core';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { oligoColumns } from './oligo-columns';

interface OligoListPageProps {
  title: string;
  description: string;
  buttons: ReactNode;
  oligos: readonly Oligo[] | undefined;
  loading: boolean;
  action: (oligo: Oligo) => ReactNode;
}

/**
 * /oligos and /oligos/archived: 10 rows a page (5/10/15), Keyword Search, a menu filter and sort
 * on every column, the 'page / pages' report and first/last-page links (SPEC.md section 2).
 */
export function OligoListPage({ title, description, buttons, oligos, loading, action }: OligoListPageProps) {
  return (
    <Stack gap="xl">
      <PageTitle title={title} description={description} actions={buttons} />
      <DataTable
        ariaLabel={title}
        records={oligos ?? []}
        columns={oligoColumns(action)}
        idAccessor="_id"
        withGlobalFilter
        showLastPageLink
        loading={loading}
        noRecordsText="No oligos"
      />
    </Stack>
  );
}
