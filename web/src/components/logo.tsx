import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconDna2 } from './icons';

interface LogoProps {
  size?: 'sm' | 'lg';
}

/** The product mark: used in the navigation bar and above the public screens. */
export function Logo({ size = 'sm' }: LogoProps) {
  const large = size === 'lg';
  return (
    <Group gap={large ? 'sm' : 8} wrap="nowrap">
      <ThemeIcon size={large ? 44 : 32} radius="md" variant="gradient">
        <IconDna2 size={large ? 26 : 20} stroke={1.8} aria-hidden />
      </ThemeIcon>
      <Text
        component="span"
        fw={800}
        fz={large ? 28 : 20}
        lh={1}
        c="indigo.9"
        style={{ letterSpacing: '-0.02em' }}
      >
        OligoWatch
      </Text>
    </Group>
  );
}
