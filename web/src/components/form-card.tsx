import { Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface FormCardProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * The bordered card that holds an entry form (accounts, oligos, products), its fields stacked.
 * The form validates itself (noValidate): its messages are the spec's, not the browser's.
 */
export function FormCard({ onSubmit, children }: FormCardProps) {
  return (
    <Paper withBorder radius="md" p="xl" maw={720} component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
