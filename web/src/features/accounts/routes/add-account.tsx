import { Stack } from '@mantine/core';
import { accountsApiMessages, accountsFormMessages } from '@oligowatch/shared/messages/accounts';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useCreateUser } from '../api/create-user';
import { AccountForm, emptyAccount } from '../components/account-form';
import { ReturnToAccounts } from '../components/return-to-accounts';
import { createAccountErrorText } from '../utils/account-error-text';

/** /accounts/add: 'Add New Account'. The new account is mailed its enrollment link. */
export function AddAccountRoute() {
  const navigate = useNavigate();
  const create = useCreateUser();
  const emailTaken = isApiError(create.error) && create.error.status === 409;

  return (
    <Stack gap="xl">
      <PageTitle
        title="Add New Account"
        description="The new user gets an email with a link to set their password."
        actions={<ReturnToAccounts />}
      />
      <AccountForm
        defaultValues={emptyAccount}
        submitLabel="Create Account"
        pending={create.isPending}
        emailError={emailTaken ? accountsApiMessages.emailExists : undefined}
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              showSuccessToast(accountsFormMessages.accountCreatedToast);
              navigate(paths.accounts);
            },
            onError: (error) => showErrorToast(createAccountErrorText(error)),
          })
        }
      />
    </Stack>
  );
}
