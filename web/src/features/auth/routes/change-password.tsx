import { authPasswordLinkMessages } from '@oligowatch/shared/messages/auth';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/public-layout';
import { TOKEN_QUERY_PARAM } from '../../../lib/paths';
import { useChangePassword } from '../api/change-password';
import { NewPasswordForm } from '../components/new-password-form';

/** /changepassword?token=… (public): the enrollment e-mail's link, where a new user sets a password. */
export function ChangePasswordRoute() {
  const [searchParams] = useSearchParams();
  const change = useChangePassword();
  return (
    <PublicLayout
      title="Set Your Password"
      description="Welcome to OligoWatch. Choose a password to activate your account."
    >
      <NewPasswordForm
        token={searchParams.get(TOKEN_QUERY_PARAM)}
        purpose="enrollment"
        successText={authPasswordLinkMessages.enrollmentDone}
        submitLabel="Set Password"
        onSubmit={(token, password) => change.mutate({ token, password })}
        request={change}
      />
    </PublicLayout>
  );
}
