import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { accountsApiMessages, accountsFormMessages } from '@oligowatch/shared/messages/accounts';
import { useNavigate, useParams } from 'react-router';
import { IconAlertCircle, IconMailForward } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useAdminResetPassword } from '../api/admin-reset-password';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { AccountForm } from '../components/account-form';
import { ReturnToAccounts } from '../components/return-to-accounts';
import { actionErrorText } from '../utils/account-error-text';

/**
 * /accounts/edit/{userId}: every field of the account, its access level, and the button that
 * mails its owner a password reset link (a fresh enrollment link while the account is pending).
 */
export function EditAccountRoute() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(userId);
  const update = useUpdateUser();
  const reset = useAdminResetPassword();
  const emailTaken =
    isApiError(update.error) &&
    update.error.status === 409 &&
    update.error.serverMessage === accountsApiMessages.emailExists;

  const onReset = () =>
    reset.mutate(userId, {
      onSuccess: ({ message }) => showSuccessToast(message),
      onError: (error) => showErrorToast(actionErrorText(error, accountsFormMessages.adminResetFailedToast)),
    });

  return (
    <Stack gap="xl">
      <PageTitle
        title="Edit Account"
        description={user.data ? `${user.data.email} (${user.data.status})` : undefined}
        actions={<ReturnToAccounts />}
      />
      {user.isPending ? (
        <Center py={60}>
          <Loader aria-label="Loading account" />
        </Center>
      ) : user.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden />}
          role="alert"
          maw={720}
        >
          {actionErrorText(user.error, accountsApiMessages.fetchUserFailed(userId))}
        </Alert>
      ) : (
        <AccountForm
          key={user.data._id}
          defaultValues={{
            first_name: user.data.first_name,
            last_name: user.data.last_name,
            phone_number: user.data.phone_number,
            email: user.data.email,
            access_level: user.data.access_level,
          }}
          submitLabel="Save Changes"
          pending={update.isPending}
          emailError={emailTaken ? accountsApiMessages.emailExists : undefined}
          onSubmit={(values) =>
            update.mutate(
              { id: userId, body: values },
              {
                onSuccess: () => {
                  showSuccessToast(accountsFormMessages.accountUpdatedToast);
                  navigate(paths.accounts);
                },
                onError: (error) =>
                  showErrorToast(actionErrorText(error, accountsFormMessages.updateAccountFailedToast)),
              },
            )
          }
          extraActions={
            <Button
              variant="light"
              color="orange"
              leftSection={<IconMailForward size={16} aria-hidden />}
              loading={reset.isPending}
              disabled={user.data.status === 'deactivated'}
              onClick={onReset}
            >
              {user.data.status === 'pending' ? 'Resend Enrollment Email' : 'Reset Password'}
            </Button>
          }
        />
      )}
    </Stack>
  );
}
