import { Anchor, Center } from '@mantine/core';
import { Link } from 'react-router';
import { IconArrowLeft } from '../../../components/icons';
import { paths } from '../../../lib/paths';

/** The 'Return to Login Page' link of the public password screens. */
export function ReturnToLogin() {
  return (
    <Center>
      <Anchor component={Link} to={paths.signIn} size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
        Return to Login Page
      </Anchor>
    </Center>
  );
}
