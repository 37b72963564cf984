import { Paper, Stack, Title } from '@mantine/core';
import type { OligoInsight } from '@oligowatch/shared/schemas/insights';
import type { ReactNode } from 'react';
import { OligoPages } from './oligo-pages';

/**
 * A report section with one bordered block per oligo (its name as the block's title), as the
 * Variants and Trends sections show their insights; a page of them at a time for a tiling scheme.
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
      <OligoPages section={heading} names={oligos.map((oligo) => oligo.name)}>
        {(shown) =>
          shown.map((name) => {
            const oligo = oligos.find((o) => o.name === name) as OligoInsight;
            return (
              <Paper key={name} withBorder radius="md" p="md" component="section" aria-label={labelOf(name)}>
                <Stack gap="xs">
                  <Title order={3} fz="lg">
                    {name}
                  </Title>
                  {children(oligo)}
                </Stack>
              </Paper>
            );
          })
        }
      </OligoPages>
    </Stack>
  );
}
