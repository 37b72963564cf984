import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Account } from '@oligowatch/shared/schemas/account';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
import { accountTimesText } from '../utils/account-times';

/** The e-mail, then (small) when the account was created and last changed, where the server says. */
function EmailCell({ account, children }: { account: Account; children: ReactNode }) {
  const times = accountTimesText(account);
  if (!times) return children;
  return (
    <Stack gap={2}>
      {children}
      <Text size="xs" c="dimmed" data-testid="account-times">
        {times}
      </Text>
    </Stack>
  );
}

/**
 * The columns both account tables share (SPEC.md section 2), then the screen's own actions. An
 * account whose owner has not enrolled yet says so beside its e-mail, and when it was created and
 * changed shows under it, without columns of their own (the spec names the columns).
 */
export const accountColumns = (actions: (account: Account) => ReactNode): DataTableColumn<Account>[] => [
  { accessor: 'first_name', title: 'First Name', sortable: true },
  { accessor: 'last_name', title: 'Last Name', sortable: true },
  { accessor: 'phone_number', title: 'Phone Number' },
  {
    accessor: 'email',
    title: 'Email',
    sortable: true,
    render: (account) => (
      <EmailCell account={account}>
        {account.status === 'pending' ? (
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
        )}
      </EmailCell>
    ),
  },
  { accessor: 'access_level', title: 'Access Level', sortable: true },
  { accessor: 'actions', title: 'Actions', render: actions },
];
