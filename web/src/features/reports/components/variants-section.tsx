import { Text } from '@mantine/core';
import {
  reportsInsightsMessages as m,
  reportsOutcomesMessages,
  reportsTmMessages,
} from '@oligowatch/shared/messages/reports';
import type { OligoInsight, VerdictThresholds } from '@oligowatch/shared/schemas/insights';
import { formatTmRange } from '../utils/tm-text';
import { PerOligoSections } from './per-oligo-sections';
import { SuggestedRedesign } from './suggested-redesign';
import { VariantsTable } from './variants-table';

/** How many binding sites there are, and that only the most frequent are listed when so. */
const variantsCaption = (oligo: OligoInsight): string =>
  oligo.variant_count > oligo.variants.length
    ? m.variantsShown(oligo.variant_count, oligo.variants.length)
    : m.variantsAll(oligo.variant_count);

/** The oligo's own Tm (issue 24 on): what each variant's change of Tm is measured from. */
const oligoTmCaption = (oligo: OligoInsight): string | null => {
  if (oligo.tm) return reportsTmMessages.oligoTm(formatTmRange(oligo.tm));
  if (oligo.tm === null && oligo.tm_note) return reportsTmMessages.oligoNoTm(oligo.tm_note);
  return null;
};

/**
 * The Variants section: per oligo, its distinct binding sites, who carries them, where and when,
 * with their Tm (issue 24 on); and for an oligo at CAUTION or ACTION, its suggested redesign.
 */
export function VariantsSection({
  oligos,
  thresholds,
  strands = {},
}: {
  oligos: readonly OligoInsight[];
  /** The report's thresholds: where a drop of Tm is flagged. */
  thresholds?: VerdictThresholds;
  /** Each oligo's strand by name, as the report froze it (a suggestion is added on it). */
  strands?: Readonly<Record<string, boolean>>;
}) {
  return (
    <PerOligoSections
      id="section-variants"
      heading={m.variantsHeading}
      labelOf={m.variantsOf}
      oligos={oligos}
    >
      {(oligo) => {
        const tmCaption = oligoTmCaption(oligo);
        return (
          <>
            <Text size="sm" c="dimmed">
              {variantsCaption(oligo)}
              {/* From engine 2 on the shares are of the samples assessed for the oligo. */}
              {oligo.not_assessable ? ` · ${reportsOutcomesMessages.percentOfAssessed(oligo.samples)}` : null}
              {tmCaption ? ` · ${tmCaption}` : null}
            </Text>
            <VariantsTable oligo={oligo.name} variants={oligo.variants} thresholds={thresholds} />
            {oligo.suggestion ? (
              <SuggestedRedesign
                oligo={oligo.name}
                strandPositive={strands[oligo.name] ?? true}
                suggestion={oligo.suggestion}
              />
            ) : null}
          </>
        );
      }}
    </PerOligoSections>
  );
}
