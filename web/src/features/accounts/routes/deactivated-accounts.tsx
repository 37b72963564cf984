import { Stack } from '@mantine/core';
import { accountsListMessages } from '@oligowatch/shared/messages/accounts';
import type { Account } from '@oligowatch/shared/schemas/account';
import { IconArrowBackUp, IconUsers } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { PageTitle } from '../../../components/page-title';
import { RowAction } from '../../../components/row-action';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useDeactivatedUsers } from '../api/list-deactivated-users';
import { useRestoreUser } from '../api/restore-user';
import { AccountTable } from '../components/account-table';
import { actionErrorText } from '../utils/account-error-text';

/**
 * /accounts/deactivated: 'Loading...' while fetching, 10 rows a page with 5/10/15, no last-page
 * link (the shared table's defaults), and Restore.
 */
export function DeactivatedAccountsRoute() {
  const users = useDeactivatedUsers();
  const restore = useRestoreUser();

  const onRestore = (account: Account) =>
    restore.mutate(account._id, {
      onSuccess: () => showSuccessToast(accountsListMessages.restoredToast),
      onError: (error) => showErrorToast(actionErrorText(error, accountsListMessages.restoreFailedToast)),
    });

  const actions = (account: Account) => (
    <RowAction
      icon={IconArrowBackUp}
      label="Restore"
      ariaLabel={`Restore ${account.email}`}
      loading={restore.isPending && restore.variables === account._id}
      onClick={() => onRestore(account)}
    />
  );

  return (
    <Stack gap="xl">
      <PageTitle
        title="Deactivated Accounts"
        description="These accounts cannot sign in. Restore one to let it sign in again."
        actions={
          <LinkButton to={paths.accounts} icon={IconUsers} variant="default">
            View Active Accounts
          </LinkButton>
        }
      />
      <AccountTable
        ariaLabel="Deactivated Accounts"
        users={users}
        actions={actions}
        emptyText="No deactivated accounts"
      />
    </Stack>
  );
}
