import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { PASSWORD_RULES_TEXT } from '@oligowatch/shared/constants';
import { authPasswordLinkMessages } from '@oligowatch/shared/messages/auth';
import {
  type NewPasswordForm as NewPasswordValues,
  newPasswordFormSchema,
  type PasswordLinkState,
  type StatusMessageResponse,
} from '@oligowatch/shared/schemas/account';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { IconAlertCircle, IconCircleCheck, IconKey, IconLinkOff } from '../../../components/icons';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { paths } from '../../../lib/paths';
import { type LinkPurpose, useLinkStatus } from '../api/get-password-link-status';
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
  /** Which mail the link came from: its state is checked on arrival for this purpose. */
  purpose: LinkPurpose;
  /** Said on success when the server sends no message of its own. */
  successText: string;
  submitLabel: string;
  onSubmit: (token: string, password: string) => void;
  request: SetPasswordRequestState;
}

/** What a link that cannot be used says on arrival; null while it can. */
export const deadLinkText = (state: PasswordLinkState | undefined, purpose: LinkPurpose): string | null => {
  if (state === 'used') return authPasswordLinkMessages.linkUsed;
  if (state === 'expired')
    return purpose === 'enrollment'
      ? authPasswordLinkMessages.enrollmentLinkExpired
      : authPasswordLinkMessages.resetLinkExpired;
  if (state === 'invalid') return authPasswordLinkMessages.linkInvalid;
  return null;
};

function DeadLink({ text }: { text: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconLinkOff size={18} aria-hidden />} role="alert">
        {text}
      </Alert>
      <ReturnToLogin />
    </Stack>
  );
}

/**
 * A new password typed twice, with our rule stated on screen (the server enforces the same
 * schema). Used by /reset_password and /changepassword. A used, expired or unknown link says so
 * on arrival, before anyone types; if that check gets no answer the form shows and the server
 * judges the link on submit.
 */
export function NewPasswordForm({
  token,
  purpose,
  successText,
  submitLabel,
  onSubmit,
  request,
}: NewPasswordFormProps) {
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const link = useLinkStatus(token, purpose);

  if (!token) return <DeadLink text={authPasswordLinkMessages.linkInvalid} />;

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {request.data?.message ?? successText}
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

  if (link.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Checking your link" />
      </Center>
    );
  const dead = deadLinkText(link.data, purpose);
  if (dead) return <DeadLink text={dead} />;

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
