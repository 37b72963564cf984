import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { commonPageMessages } from '@oligowatch/shared/messages/common';
import { Link } from 'react-router';
import { IconCompass } from '../../components/icons';
import { PublicLayout } from '../../components/public-layout';
import { paths } from '../../lib/paths';

/** /404: every unknown path lands here, and so does an error no screen handled. */
export function NotFoundRoute() {
  return (
    <PublicLayout title={commonPageMessages.notFoundTitle}>
      <Stack gap="lg" align="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="indigo">
          <IconCompass size={36} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Text ta="center" c="dimmed">
          {commonPageMessages.notFoundText}
        </Text>
        <Center w="100%">
          <Button component={Link} to={paths.signIn} size="md" fullWidth>
            {commonPageMessages.goToLogin}
          </Button>
        </Center>
      </Stack>
    </PublicLayout>
  );
}
