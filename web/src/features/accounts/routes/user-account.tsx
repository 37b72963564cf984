import { Alert, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { accountsApiMessages } from '@oligowatch/shared/messages/accounts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { useUser } from '../api/get-user';
import { OwnDetailsForm } from '../components/own-details-form';
import { actionErrorText } from '../utils/account-error-text';

interface UserAccountScreenProps {
  /** The Change Password section's form: the auth feature's, put in by app/routes/user-account.tsx. */
  passwordForm: ReactNode;
}

/** /accounts/useraccount/{userId}: a user's own account, where they edit name and phone and change their password. */
export function UserAccountScreen({ passwordForm }: UserAccountScreenProps) {
  const { userId = '' } = useParams();
  const user = useUser(userId);

  return (
    <Stack gap="xl" maw={720}>
      <PageTitle
        title="My Account"
        description={user.data ? `${user.data.first_name} ${user.data.last_name}` : undefined}
      />
      {user.isPending ? (
        <Center py={60}>
          <Loader aria-label="Loading account" />
        </Center>
      ) : user.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {actionErrorText(user.error, accountsApiMessages.fetchUserFailed(userId))}
        </Alert>
      ) : (
        <>
          <Paper withBorder radius="md" p="xl">
            <Title order={2} fz="lg" mb="md">
              Account Details
            </Title>
            <OwnDetailsForm key={user.data._id} account={user.data} />
          </Paper>
          <Paper withBorder radius="md" p="xl">
            <Title order={2} fz="lg" mb="md">
              Change Password
            </Title>
            {passwordForm}
          </Paper>
        </>
      )}
    </Stack>
  );
}
