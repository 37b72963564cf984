import { Group, Stack } from '@mantine/core';
import { accountsListMessages } from '@oligowatch/shared/messages/accounts';
import type { Account } from '@oligowatch/shared/schemas/account';
import { useState } from 'react';
import { generatePath } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  IconArchive,
  IconPencil,
  IconUserCircle,
  IconUserOff,
  IconUserPlus,
} from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { PageTitle } from '../../../components/page-title';
import { RowAction } from '../../../components/row-action';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useDeactivateUser } from '../api/deactivate-user';
import { useActiveUsers } from '../api/list-active-users';
import { AccountTable } from '../components/account-table';
import { actionErrorText } from '../utils/account-error-text';

/** /accounts: every active (and not yet enrolled) account, with Edit and Deactivate. */
export function AccountsRoute() {
  const users = useActiveUsers();
  // An Admin's Account button lands here; their own page (name, phone, password) is one click on.
  const session = readSession();
  const ownAccountPath =
    session.status === 'valid' ? generatePath(paths.userAccount, { userId: session.claims.sub }) : undefined;
  const deactivate = useDeactivateUser();
  // Deactivating signs the person out at once: it asks first, naming the account.
  const [asking, setAsking] = useState<Account | null>(null);

  const onDeactivate = (account: Account) =>
    deactivate.mutate(account._id, {
      // The list refreshes itself: the mutation invalidates it.
      onSuccess: () => showSuccessToast(accountsListMessages.deactivatedToast),
      onError: (error) => showErrorToast(actionErrorText(error, accountsListMessages.deactivateFailedToast)),
    });

  const actions = (account: Account) => (
    <Group gap="xs" wrap="nowrap">
      <RowAction
        icon={IconPencil}
        label="Edit"
        ariaLabel={`Edit ${account.email}`}
        to={generatePath(paths.editAccount, { userId: account._id })}
      />
      <RowAction
        icon={IconUserOff}
        label="Deactivate"
        ariaLabel={`Deactivate ${account.email}`}
        color="red"
        loading={deactivate.isPending && deactivate.variables === account._id}
        onClick={() => setAsking(account)}
      />
    </Group>
  );

  return (
    <Stack gap="xl">
      <PageTitle
        title="Accounts"
        description="Staff accounts. New accounts stay pending until their owner uses the enrollment email."
        actions={
          <>
            {ownAccountPath ? (
              <LinkButton to={ownAccountPath} icon={IconUserCircle} variant="subtle">
                My Account
              </LinkButton>
            ) : null}
            <LinkButton to={paths.deactivatedAccounts} icon={IconArchive} variant="default">
              View Deactivated Accounts
            </LinkButton>
            <LinkButton to={paths.addAccount} icon={IconUserPlus}>
              Add Account
            </LinkButton>
          </>
        }
      />
      <AccountTable ariaLabel="Accounts" users={users} actions={actions} emptyText="No accounts" />
      <ConfirmDialog
        question={
          asking
            ? accountsListMessages.deactivateConfirm(`${asking.first_name} ${asking.last_name}`, asking.email)
            : null
        }
        title="Deactivate account"
        confirmLabel="Deactivate"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onDeactivate(asking);
          setAsking(null);
        }}
      />
    </Stack>
  );
}
