import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { reportsAssaysMessages as m, reportsInsightsMessages } from '@oligowatch/shared/messages/reports';
import type { AssayInsight } from '@oligowatch/shared/schemas/insights';
import { formatPercent } from '../utils/format-numbers';
import { VerdictBadge } from './verdict-badge';
import { VerdictReasons } from './verdict-reasons';

/** One assay: its verdict, what it detected of the samples it was judged on, and those it missed. */
function AssayBlock({ assay }: { assay: AssayInsight }) {
  const unlisted = assay.not_detected_count - assay.not_detected.length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={m.assayOf(assay.name)}>
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={3} fz="lg">
            {assay.name}
          </Title>
          {assay.verdict ? <VerdictBadge level={assay.verdict.level} size="md" /> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {m.oligos(assay.oligos.join(', '))}
        </Text>
        {assay.verdict ? (
          <>
            <VerdictReasons reasons={assay.verdict.reasons} label={m.verdictOf(assay.name)} />
            <Text size="sm" fw={600}>
              {m.detected(
                formatPercent(assay.inclusivity_percent),
                assay.detected_samples,
                assay.samples_assessed,
              )}
            </Text>
          </>
        ) : (
          <Text size="sm" fw={600}>
            {m.notJudged}
          </Text>
        )}
        <Text size="sm">
          {m.notAssessed(assay.not_assessed.site_missing, assay.not_assessed.undetermined)}
        </Text>
        {assay.not_detected_count > 0 ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {m.notDetectedCount(assay.not_detected_count)}
            </Text>
            <List size="sm" spacing={2} aria-label={m.notDetectedList(assay.name)}>
              {assay.not_detected.map((sample) => (
                <List.Item key={sample.accession}>
                  {m.notDetectedLine(sample.accession, m.failedRole[sample.failed_role])}
                </List.Item>
              ))}
            </List>
            {unlisted > 0 ? (
              <Text size="xs" c="dimmed">
                {reportsInsightsMessages.moreItems(unlisted)}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The Assays section (issue 23): per assay of the product version, its inclusivity on the samples
 * holding its sites, the samples it was not judged on, and the samples it missed with the role that
 * failed. An assay no sample holds the sites of says it was not judged.
 */
export function AssaysSection({ assays }: { assays: readonly AssayInsight[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="section-assays">
      <Title order={2} fz="xl" id="section-assays">
        {m.heading}
      </Title>
      {assays.map((assay) => (
        <AssayBlock key={assay.name} assay={assay} />
      ))}
    </Stack>
  );
}
