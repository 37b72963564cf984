import { accountsListMessages } from '@oligowatch/shared/messages/accounts';
import type { Account } from '@oligowatch/shared/schemas/account';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { fetchUsersErrorText } from '../utils/account-error-text';
import { accountColumns } from './account-columns';

interface AccountTableProps {
  ariaLabel: string;
  users: UseQueryResult<Account[]>;
  /** The screen's own buttons in each row's Actions cell. */
  actions: (account: Account) => ReactNode;
  emptyText: string;
}

/**
 * The table of both account screens: 'Loading...' while fetching, the shared table's paging
 * defaults, and a failed fetch toasted once and named in the empty table.
 */
export function AccountTable({ ariaLabel, users, actions, emptyText }: AccountTableProps) {
  useFailureToast(users.error, fetchUsersErrorText(users.error));
  return (
    <DataTable
      records={users.data ?? []}
      columns={accountColumns(actions)}
      idAccessor="_id"
      loading={users.isPending}
      ariaLabel={ariaLabel}
      noRecordsText={users.isError ? accountsListMessages.fetchUsersToast : emptyText}
    />
  );
}
