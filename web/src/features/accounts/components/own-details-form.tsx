import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { accountsFormMessages } from '@oligowatch/shared/messages/accounts';
import { type Account, type OwnAccountForm, ownAccountFormSchema } from '@oligowatch/shared/schemas/account';
import { FormProvider, useForm } from 'react-hook-form';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useUpdateUser } from '../api/update-user';
import { actionErrorText } from '../utils/account-error-text';
import { NameAndPhoneFields } from './name-and-phone-fields';

/** What a user may change on their own account: name and phone. E-mail and access level are shown, read-only. */
export function OwnDetailsForm({ account }: { account: Account }) {
  const update = useUpdateUser();
  const form = useForm<OwnAccountForm>({
    resolver: zodResolver(ownAccountFormSchema),
    defaultValues: {
      first_name: account.first_name,
      last_name: account.last_name,
      phone_number: account.phone_number,
    },
  });
  const {
    handleSubmit,
    reset,
    formState: { isDirty },
  } = form;

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: account._id, body: values },
      {
        onSuccess: ({ user }) => {
          reset({ first_name: user.first_name, last_name: user.last_name, phone_number: user.phone_number });
          showSuccessToast(accountsFormMessages.accountUpdatedToast);
        },
        onError: (error) =>
          showErrorToast(actionErrorText(error, accountsFormMessages.updateAccountFailedToast)),
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Account details">
        <Stack gap="md">
          <NameAndPhoneFields />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email" value={account.email} readOnly variant="filled" />
            <TextInput label="Access Level" value={account.access_level} readOnly variant="filled" />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!isDirty}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
