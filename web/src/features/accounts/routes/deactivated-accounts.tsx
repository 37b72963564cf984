import { Button, Stack } from '@mantine/core';
import { accountMessages } from '@oligowatch/shared/messages';
import type { Account } from '@oligowatch/shared/schemas/account';
import { IconArrowBackUp, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useDeactivatedUsers } from '../api/list-deactivated-users';
import { useRestoreUser } from '../api/restore-user';
import { accountColumns } from '../components/account-columns';
import { actionErrorText } from '../utils/account-error-text';
import { useFetchFailureToast } from '../utils/use-fetch-failure-toast';

/**
 * /accounts/deactivated: 'Loading...' while fetching, 10 rows a page with 5/10/15, no last-page
 * link (the shared table's defaults), and Restore.
 */
export function DeactivatedAccountsRoute() {
  const users = useDeactivatedUsers();
  const restore = useRestoreUser();
  useFetchFailureToast(users.error);

  const onRestore = (account: Account) =>
    restore.mutate(account._id, {
      onSuccess: () => showSuccessToast(accountMessages.restoredToast),
      onError: (error) => showErrorToast(actionErrorText(error, accountMessages.restoreFailedToast)),
    });

  const columns = accountColumns((account) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconArrowBackUp size={14} aria-hidden />}
      loading={restore.isPending && restore.variables === account._id}
      onClick={() => onRestore(account)}
      aria-label={`Restore ${account.email}`}
    >
      Restore
    </Button>
  ));

  return (
    <Stack gap="xl">
      <PageTitle
        title="Deactivated Accounts"
        description="These accounts cannot sign in. Restore one to let it sign in again."
        actions={
          <Button
            component={Link}
            to={paths.accounts}
            variant="default"
            leftSection={<IconUsers size={16} aria-hidden />}
          >
            View Active Accounts
          </Button>
        }
      />
      <DataTable
        records={users.data ?? []}
        columns={columns}
        idAccessor="_id"
        loading={users.isPending}
        ariaLabel="Deactivated Accounts"
        noRecordsText={users.isError ? accountMessages.fetchUsersToast : 'No deactivated accounts'}
      />
    </Stack>
  );
}
