import { EmptyState, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CardSectionProps {
  title: string;
  emptyText: string;
  emptyIcon: ReactNode;
  children: ReactNode[];
}

/** One area of the Home screen: a titled grid of cards, or a quiet empty state. */
export function CardSection({ title, emptyText, emptyIcon, children }: CardSectionProps) {
  const headingId = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="xl" id={headingId}>
        {title}
      </Title>
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
