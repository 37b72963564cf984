import { Alert, Stack } from '@mantine/core';
import { authMessages } from '@oligowatch/shared/messages';
import { IconInfoCircle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { PublicLayout } from '../../../components/public-layout';
import { type SignedOutReason, signedOutReasonOf } from '../../../lib/signed-out-reason';
import { SignInForm } from '../components/sign-in-form';

const notices: Record<SignedOutReason, string> = {
  missing: authMessages.signInRequired,
  expired: authMessages.sessionExpired,
};

/** / : Sign in (public). */
export function SignInRoute() {
  const reason = signedOutReasonOf(useLocation().state);
  return (
    <PublicLayout title="Sign In" description="Sign in with your OligoWatch account.">
      <Stack gap="md">
        {reason ? (
          <Alert color="indigo" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
            {notices[reason]}
          </Alert>
        ) : null}
        <SignInForm />
      </Stack>
    </PublicLayout>
  );
}
