import { EmptyState, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardSectionProps {
  title: string;
  emptyText: string;
  emptyIcon: ReactNode;
  children: ReactNode[];
  /** A button beside the title (Scheduled Reports: Schedule New Report). */
  action?: ReactNode;
}

/** One area of the Home screen: a titled grid of cards, or a quiet empty state. */
export function CardSection({ title, emptyText, emptyIcon, children, action }: CardSectionProps) {
  const headingId = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} fz="xl" id={headingId}>
          {title}
        </Title>
        {action}
      </Group>
      {children.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {children}
        </SimpleGrid>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <EmptyState size="sm" icon={emptyIcon} description={emptyText} />
        </Paper>
      )}
    </Stack>
  );
}
