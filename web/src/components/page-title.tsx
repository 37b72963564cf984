import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageTitleProps {
  title: string;
  description?: ReactNode;
  /** The screen's buttons (one or several), on the right. */
  actions?: ReactNode;
}

/** The heading of a signed-in screen: title, optional description, and its buttons. */
export function PageTitle({ title, description, actions }: PageTitleProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
