import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_RULES_TEXT } from '@oligowatch/shared/constants';
import { accountMessages, authMessages } from '@oligowatch/shared/messages';
import { type OwnPasswordForm, ownPasswordFormSchema } from '@oligowatch/shared/schemas/account';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { showSuccessToast } from '../../../lib/toast';
import { useChangeOwnPassword } from '../api/change-own-password';
import { actionErrorText } from '../utils/account-error-text';

const empty: OwnPasswordForm = { current_password: '', password: '', confirm_password: '' };

/** Change one's own password: the current one, then the new one twice, under our password rule. */
export function ChangeOwnPasswordForm() {
  const change = useChangeOwnPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OwnPasswordForm>({ resolver: zodResolver(ownPasswordFormSchema), defaultValues: empty });

  const onSubmit = handleSubmit(({ current_password, password }) =>
    change.mutate(
      { current_password, password },
      {
        onSuccess: () => {
          reset(empty);
          showSuccessToast(accountMessages.passwordChangedToast);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="md">
        {change.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {actionErrorText(change.error, authMessages.resetRequestFailed)}
          </Alert>
        ) : null}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          withAsterisk
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordInput
          label="New password"
          description={PASSWORD_RULES_TEXT}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          withAsterisk
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
