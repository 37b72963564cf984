import { BackButton } from '../../../components/back-button';
import { paths } from '../../../lib/paths';

export function ReturnToAccounts() {
  return <BackButton to={paths.accounts}>Return to Accounts</BackButton>;
}
