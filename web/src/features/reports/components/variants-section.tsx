import { Text } from '@mantine/core';
import { reportInsightMessages as m, outcomeMessages } from '@oligowatch/shared/messages';
import type { OligoInsight } from '@oligowatch/shared/schemas/insights';
import { PerOligoSections } from './per-oligo-sections';
import { VariantsTable } from './variants-table';

/** How many binding sites there are, and that only the most frequent are listed when so. */
const variantsCaption = (oligo: OligoInsight): string =>
  oligo.variant_count > oligo.variants.length
    ? m.variantsShown(oligo.variant_count, oligo.variants.length)
    : m.variantsAll(oligo.variant_count);

/** The Variants section: per oligo, its distinct binding sites, who carries them, where and when. */
export function VariantsSection({ oligos }: { oligos: readonly OligoInsight[] }) {
  return (
    <PerOligoSections
      id="section-variants"
      heading={m.variantsHeading}
      labelOf={m.variantsOf}
      oligos={oligos}
    >
      {(oligo) => (
        <>
          <Text size="sm" c="dimmed">
            {variantsCaption(oligo)}
            {/* From engine 2 on the shares are of the samples assessed for the oligo. */}
            {oligo.not_assessable ? ` · ${outcomeMessages.percentOfAssessed(oligo.samples)}` : null}
          </Text>
          <VariantsTable oligo={oligo.name} variants={oligo.variants} />
        </>
      )}
    </PerOligoSections>
  );
}
