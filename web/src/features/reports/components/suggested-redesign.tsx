import { Group, Paper, Stack, Text } from '@mantine/core';
import { reportsTmMessages } from '@oligowatch/shared/messages/reports';
import type { OligoSuggestion } from '@oligowatch/shared/schemas/insights';
import { IconPlus } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { addOligoHref } from '../../../lib/add-oligo-prefill';
import { formatPercent } from '../utils/format-numbers';
import { formatTm } from '../utils/tm-text';

/**
 * An oligo's suggested redesign (issue 24): the degenerate sequence, what the engine found it binds
 * on the report's samples, its degeneracy and Tm range, and a button that opens 'Add a New Oligo'
 * filled with it (through the URL: the oligos feature is not imported); or why there is none.
 */
export function SuggestedRedesign({
  oligo,
  strandPositive,
  suggestion,
}: {
  oligo: string;
  /** The oligo's strand as the report froze it: the suggestion is written on the same strand. */
  strandPositive: boolean;
  suggestion: OligoSuggestion;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={reportsTmMessages.suggestionLabel(oligo)}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {reportsTmMessages.suggestionHeading}
        </Text>
        {'none' in suggestion ? (
          <Text size="sm" c="dimmed">
            {reportsTmMessages.noSuggestion(suggestion.none)}
          </Text>
        ) : (
          <Group justify="space-between" align="center" wrap="wrap">
            <Stack gap={2}>
              <Text ff="monospace" size="sm">
                {suggestion.sequence}
              </Text>
              <Text size="sm" c="dimmed">
                {reportsTmMessages.suggestionSummary(
                  formatPercent(suggestion.coverage_percent),
                  suggestion.degeneracy,
                  formatTm(suggestion.tm_min),
                  formatTm(suggestion.tm_max),
                )}
              </Text>
            </Stack>
            <LinkButton
              to={addOligoHref({
                name: reportsTmMessages.suggestionOligoName(oligo),
                sequence: suggestion.sequence,
                dna_strand_positive: strandPositive,
              })}
              icon={IconPlus}
              variant="light"
            >
              {reportsTmMessages.addSuggestion}
            </LinkButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
