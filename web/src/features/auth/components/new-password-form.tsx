import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { PASSWORD_RULES_TEXT } from '@oligowatch/shared/constants';
import { authMessages, successMessages } from '@oligowatch/shared/messages';
import {
  type NewPasswordForm as NewPasswordValues,
  newPasswordFormSchema,
  type StatusMessageResponse,
} from '@oligowatch/shared/schemas/account';
import { IconAlertCircle, IconCircleCheck, IconKey, IconLinkOff } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { paths } from '../../../lib/paths';
import { passwordErrorText } from '../utils/password-error';
import { ReturnToLogin } from './return-to-login';

/** The state of the request that sets the password (a TanStack mutation fits it). */
export interface SetPasswordRequestState {
  isPending: boolean;
  isSuccess: boolean;
  data: StatusMessageResponse | undefined;
  error: unknown;
}

interface NewPasswordFormProps {
  /** The e-mailed link's token; null when the link carried none. */
  token: string | null;
  submitLabel: string;
  onSubmit: (token: string, password: string) => void;
  request: SetPasswordRequestState;
}

/**
 * A new password typed twice, with our rule stated on screen (the server enforces the same
 * schema). Used by /reset_password and /changepassword.
 */
export function NewPasswordForm({ token, submitLabel, onSubmit, request }: NewPasswordFormProps) {
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  if (!token) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconLinkOff size={18} aria-hidden />} role="alert">
          {authMessages.linkInvalid}
        </Alert>
        <ReturnToLogin />
      </Stack>
    );
  }

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {request.data?.message ?? successMessages.passwordReset}
        </Alert>
        <Text size="sm" ta="center">
          You can now sign in with your new password.
        </Text>
        <Button component={Link} to={paths.signIn} fullWidth size="md">
          Sign In
        </Button>
      </Stack>
    );
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(({ password }) => onSubmit(token, password))} noValidate>
        <Stack gap="md">
          {request.error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {passwordErrorText(request.error)}
            </Alert>
          ) : null}
          <Alert
            color="indigo"
            variant="light"
            icon={<IconKey size={18} aria-hidden />}
            title="Password rule"
            role="note"
          >
            {PASSWORD_RULES_TEXT}
          </Alert>
          <NewPasswordFields />
          <Button type="submit" fullWidth size="md" loading={request.isPending}>
            {submitLabel}
          </Button>
          <ReturnToLogin />
        </Stack>
      </form>
    </FormProvider>
  );
}
