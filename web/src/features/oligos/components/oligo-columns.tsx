import { Code, Group } from '@mantine/core';
import { oligosRoleMessages } from '@oligowatch/shared/messages/oligos';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
import { IconEye } from '../../../components/icons';
import { RowAction } from '../../../components/row-action';
import { viewOligoHref } from '../utils/view-oligo-href';
import { RoleText, roleText } from './role-text';

export const strandText = (positive: boolean): string => (positive ? 'Yes' : 'No');

/**
 * The columns of both oligo tables (SPEC.md section 2): Oligo Name, Sequence, DNA Strand Positive
 * and Actions, which hold View and the screen's own action (Archive or Restore); before Actions, our
 * Role (issue 23), marked 'inferred' while it is the name's unconfirmed guess.
 */
export const oligoColumns = (action: (oligo: Oligo) => ReactNode): DataTableColumn<Oligo>[] => [
  { accessor: 'name', title: 'Oligo Name', sortable: true, filter: 'startsWith' },
  {
    accessor: 'sequence',
    title: 'Sequence',
    sortable: true,
    filter: 'contains',
    render: (oligo) => (
      <Code style={{ wordBreak: 'break-all', whiteSpace: 'normal' }} bg="transparent" p={0}>
        {oligo.sequence}
      </Code>
    ),
  },
  {
    accessor: 'dna_strand_positive',
    title: 'DNA Strand Positive',
    sortable: true,
    filter: 'equals',
    text: (oligo) => strandText(oligo.dna_strand_positive),
  },
  {
    accessor: 'role',
    title: oligosRoleMessages.roleLabel,
    sortable: true,
    filter: 'contains',
    value: roleText,
    render: (oligo) => <RoleText oligo={oligo} />,
  },
  {
    accessor: 'actions',
    title: 'Actions',
    render: (oligo) => (
      <Group gap="xs" wrap="nowrap">
        <RowAction
          icon={IconEye}
          label="View"
          ariaLabel={`View ${oligo.name}`}
          to={viewOligoHref(oligo._id)}
        />
        {action(oligo)}
      </Group>
    ),
  },
];
