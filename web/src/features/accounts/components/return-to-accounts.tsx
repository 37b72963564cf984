import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

export function ReturnToAccounts() {
  return (
    <Button
      component={Link}
      to={paths.accounts}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Return to Accounts
    </Button>
  );
}
