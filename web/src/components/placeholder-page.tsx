import { EmptyState, Paper, Stack } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageTitle } from './page-title';

export const NOT_BUILT_TEXT = 'This screen is not built yet.';

/** A signed-in screen whose feature has not been built: its title and an honest line, no fake data. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Stack gap="xl">
      <PageTitle title={title} />
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconTools size={28} stroke={1.6} aria-hidden />}
          withIndicatorBackground
          description={NOT_BUILT_TEXT}
        />
      </Paper>
    </Stack>
  );
}
