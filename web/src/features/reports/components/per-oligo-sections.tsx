import { Paper, Stack, Title } from '@mantine/core';
import type { OligoInsight } from '@oligowatch/shared/schemas/insights';
import type { ReactNode } from 'react';

/**
 * A report section with one bordered block per oligo (its name as the block's title), as the
 * Variants and Trends sections show their insights.
 */
export function PerOligoSections({
  id,
  heading,
  labelOf,
  oligos,
  children,
}: {
  /** The section title's id, which labels the section. */
  id: string;
  heading: string;
  /** The accessible name of one oligo's block. */
  labelOf: (oligo: string) => string;
  oligos: readonly OligoInsight[];
  children: (oligo: OligoInsight) => ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="xl" id={id}>
        {heading}
      </Title>
      {oligos.map((oligo) => (
        <Paper
          key={oligo.name}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label={labelOf(oligo.name)}
        >
          <Stack gap="xs">
            <Title order={3} fz="lg">
              {oligo.name}
            </Title>
            {children(oligo)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
