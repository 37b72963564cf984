import { Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconChevronRight } from '../../../components/icons';
import classes from './action-tile.module.css';

interface ActionTileProps {
  title: string;
  description: string;
  icon: ReactNode;
  to: string;
}

/** A tile of the Home screen's Actions area. */
export function ActionTile({ title, description, icon, to }: ActionTileProps) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.tile}>
      <Paper withBorder radius="md" p="md" className={classes.paper}>
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" variant="light">
            {icon}
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1 }}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <IconChevronRight size={18} color="var(--mantine-color-gray-5)" aria-hidden />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
