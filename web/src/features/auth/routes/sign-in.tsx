import { Alert, Stack } from '@mantine/core';
import { commonAccessMessages } from '@oligowatch/shared/messages/common';
import { Navigate, useLocation } from 'react-router';
import { IconInfoCircle } from '../../../components/icons';
import { PublicLayout } from '../../../components/public-layout';
import { paths } from '../../../lib/paths';
import { readSession } from '../../../lib/session';
import { type SignedOutReason, signedOutReasonOf } from '../../../lib/signed-out-reason';
import { SignInForm } from '../components/sign-in-form';

const notices: Record<SignedOutReason, string> = {
  missing: commonAccessMessages.signInRequired,
  expired: commonAccessMessages.sessionExpired,
  deactivated: commonAccessMessages.accountDeactivated,
};

/** / : Sign in (public). Someone already signed in goes straight on to Home. */
export function SignInRoute() {
  const reason = signedOutReasonOf(useLocation().state);
  if (readSession().status === 'valid') return <Navigate to={paths.reports} replace />;
  return (
    <PublicLayout title="Sign In" description="Sign in with your OligoWatch account.">
      <Stack gap="md">
        {reason ? (
          <Alert
            color={reason === 'deactivated' ? 'orange' : 'indigo'}
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            role="status"
          >
            {notices[reason]}
          </Alert>
        ) : null}
        <SignInForm />
      </Stack>
    </PublicLayout>
  );
}
