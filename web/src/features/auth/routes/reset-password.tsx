import { commonSuccessMessages } from '@oligowatch/shared/messages/common';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/public-layout';
import { TOKEN_QUERY_PARAM } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordForm } from '../components/new-password-form';

/** /reset_password?token=… (public): reached from the forgot-password e-mail. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  return (
    <PublicLayout title="Choose a New Password" description="Set a new password for your OligoWatch account.">
      <NewPasswordForm
        token={searchParams.get(TOKEN_QUERY_PARAM)}
        purpose="reset"
        successText={commonSuccessMessages.passwordReset}
        submitLabel="Reset Password"
        onSubmit={(token, password) => reset.mutate({ token, password })}
        request={reset}
      />
    </PublicLayout>
  );
}
