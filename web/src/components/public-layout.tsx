import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './logo';

interface PublicLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of the public screens (sign-in, password screens, 404): no navigation bar, one card. */
export function PublicLayout({ title, description, children }: PublicLayoutProps) {
  return (
    <Box
      mih="100vh"
      px="md"
      py={48}
      style={{
        background:
          'radial-gradient(circle at 15% 10%, var(--mantine-color-indigo-1), transparent 45%), radial-gradient(circle at 85% 90%, var(--mantine-color-cyan-1), transparent 45%), var(--mantine-color-gray-0)',
      }}
    >
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Logo size="lg" />
          </Center>
          <Paper withBorder shadow="md" radius="md" p={32}>
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={2} ta="center">
                  {title}
                </Title>
                {description ? (
                  <Text c="dimmed" size="sm" ta="center">
                    {description}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
          <Text c="dimmed" size="xs" ta="center">
            Assay oligos checked against circulating viral genomes.
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
