import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { PASSWORD_RULES_TEXT } from '@oligowatch/shared/constants';
import { authChangePasswordMessages } from '@oligowatch/shared/messages/auth';
import { type OwnPasswordForm, ownPasswordFormSchema } from '@oligowatch/shared/schemas/account';
import { FormProvider, useForm } from 'react-hook-form';
import { IconAlertCircle } from '../../../components/icons';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PasswordField } from '../../../components/password-field';
import { showSuccessToast } from '../../../lib/toast';
import { useChangeOwnPassword } from '../api/change-password';
import { passwordErrorText } from '../utils/password-error';

const empty: OwnPasswordForm = { current_password: '', password: '', confirm_password: '' };

/**
 * Change one's own password, signed in: the current one, then the new one twice, under our password
 * rule. Auth's (PUT /v1/users/changepassword is an auth route, its guesses count against the attempt
 * limits); app/routes/user-account.tsx places it on the accounts feature's My Account screen.
 */
export function ChangeOwnPasswordForm() {
  const change = useChangeOwnPassword();
  const form = useForm<OwnPasswordForm>({
    resolver: zodResolver(ownPasswordFormSchema),
    defaultValues: empty,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(({ current_password, password }) =>
    change.mutate(
      { current_password, password },
      {
        onSuccess: () => {
          reset(empty);
          showSuccessToast(authChangePasswordMessages.passwordChangedToast);
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <Stack gap="md">
          {change.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {passwordErrorText(change.error)}
            </Alert>
          ) : null}
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <NewPasswordFields description={PASSWORD_RULES_TEXT} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
