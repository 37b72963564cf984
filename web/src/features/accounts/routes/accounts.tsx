import { Button, Group, Stack } from '@mantine/core';
import { accountMessages } from '@oligowatch/shared/messages';
import type { Account } from '@oligowatch/shared/schemas/account';
import { IconArchive, IconPencil, IconUserCircle, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useDeactivateUser } from '../api/deactivate-user';
import { useActiveUsers } from '../api/list-active-users';
import { accountColumns } from '../components/account-columns';
import { actionErrorText } from '../utils/account-error-text';
import { useFetchFailureToast } from '../utils/use-fetch-failure-toast';

/** /accounts: every active (and not yet enrolled) account, with Edit and Deactivate. */
export function AccountsRoute() {
  const users = useActiveUsers();
  // An Admin's Account button lands here; their own page (name, phone, password) is one click on.
  const session = readSession();
  const ownAccountPath =
    session.status === 'valid' ? generatePath(paths.userAccount, { userId: session.claims.sub }) : undefined;
  const deactivate = useDeactivateUser();
  useFetchFailureToast(users.error);

  const onDeactivate = (account: Account) =>
    deactivate.mutate(account._id, {
      // The list refreshes itself: the mutation invalidates it.
      onSuccess: () => showSuccessToast(accountMessages.deactivatedToast),
      onError: (error) => showErrorToast(actionErrorText(error, accountMessages.deactivateFailedToast)),
    });

  const columns = accountColumns((account) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={generatePath(paths.editAccount, { userId: account._id })}
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={`Edit ${account.email}`}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconUserOff size={14} aria-hidden />}
        loading={deactivate.isPending && deactivate.variables === account._id}
        onClick={() => onDeactivate(account)}
        aria-label={`Deactivate ${account.email}`}
      >
        Deactivate
      </Button>
    </Group>
  ));

  return (
    <Stack gap="xl">
      <PageTitle
        title="Accounts"
        description="Staff accounts. New accounts stay pending until their owner uses the enrollment email."
        actions={
          <Group gap="sm">
            {ownAccountPath ? (
              <Button
                component={Link}
                to={ownAccountPath}
                variant="subtle"
                leftSection={<IconUserCircle size={16} aria-hidden />}
              >
                My Account
              </Button>
            ) : null}
            <Button
              component={Link}
              to={paths.deactivatedAccounts}
              variant="default"
              leftSection={<IconArchive size={16} aria-hidden />}
            >
              View Deactivated Accounts
            </Button>
            <Button
              component={Link}
              to={paths.addAccount}
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              Add Account
            </Button>
          </Group>
        }
      />
      <DataTable
        records={users.data ?? []}
        columns={columns}
        idAccessor="_id"
        loading={users.isPending}
        ariaLabel="Accounts"
        noRecordsText={users.isError ? accountMessages.fetchUsersToast : 'No accounts'}
      />
    </Stack>
  );
}
