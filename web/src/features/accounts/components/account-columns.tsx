import { Badge, Group, Text } from '@mantine/core';
import type { Account } from '@oligowatch/shared/schemas/account';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';

/**
 * The columns both account tables share (SPEC.md section 2), then the screen's own actions. An
 * account whose owner has not enrolled yet says so beside its e-mail, without a column of its own.
 */
export const accountColumns = (actions: (account: Account) => ReactNode): DataTableColumn<Account>[] => [
  { accessor: 'first_name', title: 'First Name', sortable: true },
  { accessor: 'last_name', title: 'Last Name', sortable: true },
  { accessor: 'phone_number', title: 'Phone Number' },
  {
    accessor: 'email',
    title: 'Email',
    sortable: true,
    render: (account) =>
      account.status === 'pending' ? (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{account.email}</Text>
          <Badge
            size="sm"
            variant="light"
            color="yellow"
            tt="none"
            title="The enrollment link has not been used yet"
          >
            (pending)
          </Badge>
        </Group>
      ) : (
        account.email
      ),
  },
  { accessor: 'access_level', title: 'Access Level', sortable: true },
  { accessor: 'actions', title: 'Actions', render: actions },
];
