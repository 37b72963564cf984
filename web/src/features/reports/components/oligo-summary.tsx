import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { reportInsightMessages, reportScreenMessages } from '@oligowatch/shared/messages';
import type { OligoInsight } from '@oligowatch/shared/schemas/insights';
import type { MismatchStats } from '@oligowatch/shared/schemas/report';
import { useState } from 'react';
import { formatPercent } from '../utils/format-numbers';
import { HeatGrid } from './heat-grid';
import classes from './print.module.css';
import { VerdictBadge } from './verdict-badge';
import { VerdictReasons } from './verdict-reasons';

type OligoStats = MismatchStats[string];

interface OligoSummaryProps {
  name: string;
  stats: OligoStats;
  /** This oligo's verdict, undetermined calls and counts; absent on reports without insights. */
  insight?: OligoInsight;
}

/**
 * One oligo's statistics: its verdict and reasons, its total (count or percent of samples), its
 * undetermined samples and the per-index grid with undetermined calls kept apart.
 */
export function OligoSummary({ name, stats, insight }: OligoSummaryProps) {
  const [percentages, setPercentages] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={`Oligo Summary ${name}`}
      className={classes.keepTogether}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Stack gap={0}>
            <Group gap="sm">
              <Title order={3} fz="lg">
                {name}
              </Title>
              {insight ? <VerdictBadge level={insight.verdict.level} size="md" /> : null}
            </Group>
            <Text size="sm" c="dimmed" aria-label={`${name} total`}>
              {percentages
                ? reportScreenMessages.percentOfSamples(formatPercent(stats.total_percent))
                : reportScreenMessages.totalMismatches(stats.total)}
            </Text>
          </Stack>
          <Switch
            label={reportScreenMessages.showPercentages}
            checked={percentages}
            onChange={(event) => setPercentages(event.currentTarget.checked)}
            className={classes.screenOnly}
          />
        </Group>
        {insight ? (
          <Stack gap={4}>
            <VerdictReasons
              reasons={insight.verdict.reasons}
              label={reportInsightMessages.oligoVerdictLabel(name)}
            />
            <Text size="sm" c="dimmed">
              {`${reportInsightMessages.oligoSamplesWithMismatch(insight.samples_with_mismatch, insight.samples)} · ${reportInsightMessages.undeterminedSamples(insight.undetermined_samples)}`}
            </Text>
          </Stack>
        ) : null}
        <HeatGrid
          name={name}
          byIndex={stats.byIndex}
          percentages={percentages}
          undetermined={insight?.undetermined_by_index}
        />
      </Stack>
    </Paper>
  );
}
