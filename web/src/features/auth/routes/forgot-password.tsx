import { PublicLayout } from '../../../components/public-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** /forgot_password (public). */
export function ForgotPasswordRoute() {
  return (
    <PublicLayout
      title="Reset Password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </PublicLayout>
  );
}
