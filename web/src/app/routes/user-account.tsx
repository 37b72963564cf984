import { UserAccountScreen } from '../../features/accounts/routes/user-account';
import { ChangeOwnPasswordForm } from '../../features/auth/components/change-own-password-form';

/**
 * /accounts/useraccount/{userId}: My Account. Composed here, in app, because it shows two features:
 * the account's own details (accounts) and the signed-in password change (auth).
 */
export function UserAccountRoute() {
  return <UserAccountScreen passwordForm={<ChangeOwnPasswordForm />} />;
}
