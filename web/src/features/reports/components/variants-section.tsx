import { Paper, Stack, Text, Title } from '@mantine/core';
import { reportInsightMessages as m } from '@oligowatch/shared/messages';
import type { OligoInsight } from '@oligowatch/shared/schemas/insights';
import { VariantsTable } from './variants-table';

/** How many binding sites there are, and that only the most frequent are listed when so. */
const variantsCaption = (oligo: OligoInsight): string =>
  oligo.variant_count > oligo.variants.length
    ? m.variantsShown(oligo.variant_count, oligo.variants.length)
    : m.variantsAll(oligo.variant_count);

/** The Variants section: per oligo, its distinct binding sites, who carries them, where and when. */
export function VariantsSection({ oligos }: { oligos: readonly OligoInsight[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="section-variants">
      <Title order={2} fz="xl" id="section-variants">
        {m.variantsHeading}
      </Title>
      {oligos.map((oligo) => (
        <Paper
          key={oligo.name}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label={m.variantsOf(oligo.name)}
        >
          <Stack gap="xs">
            <Title order={3} fz="lg">
              {oligo.name}
            </Title>
            <Text size="sm" c="dimmed">
              {variantsCaption(oligo)}
            </Text>
            <VariantsTable oligo={oligo.name} variants={oligo.variants} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
