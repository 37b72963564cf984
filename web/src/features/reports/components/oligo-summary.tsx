import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { OutcomeRules } from '@oligowatch/science';
import {
  reportsInsightsMessages,
  reportsOutcomesMessages,
  reportsViewMessages,
} from '@oligowatch/shared/messages/reports';
import type { OligoInsight } from '@oligowatch/shared/schemas/insights';
import type { MismatchStats } from '@oligowatch/shared/schemas/report';
import { useState } from 'react';
import { formatPercent } from '../utils/format-numbers';
import { HeatGrid } from './heat-grid';
import { LeftOutSamples } from './left-out-samples';
import classes from './print.module.css';
import { VerdictBadge } from './verdict-badge';
import { VerdictReasons } from './verdict-reasons';

type OligoStats = MismatchStats[string];

interface OligoSummaryProps {
  name: string;
  stats: OligoStats;
  /** This oligo's verdict, undetermined calls and counts; absent on reports without insights. */
  insight?: OligoInsight;
  /**
   * The rules the report judged each site by (engine 2 on): its figures are of the samples
   * assessed for the oligo, and the others are listed apart. Absent on older reports, which show
   * what they stored.
   */
  rules?: OutcomeRules;
}

/** What the line under the verdict says of the samples: engine 2 on, assessed and left out. */
const samplesLine = (insight: OligoInsight, assessedOnly: boolean): string =>
  assessedOnly
    ? `${reportsOutcomesMessages.assessedWithMismatch(insight.samples_with_mismatch, insight.samples)} · ${reportsOutcomesMessages.leftOutShort(insight.not_assessable?.count ?? 0, insight.not_covered?.count ?? 0)}`
    : `${reportsInsightsMessages.oligoSamplesWithMismatch(insight.samples_with_mismatch, insight.samples)} · ${reportsInsightsMessages.undeterminedSamples(insight.undetermined_samples)}`;

/**
 * One oligo's statistics: its verdict and reasons, its total (count or percent of samples, the
 * spec's texts, with what the percentages are of beside it), the samples assessed and left out,
 * and the per-index grid with undetermined calls kept apart, then the samples left out by reason.
 */
export function OligoSummary({ name, stats, insight, rules }: OligoSummaryProps) {
  const [percentages, setPercentages] = useState(false);
  const assessed = rules ? stats.samples : undefined;
  // The grid's own undetermined calls from engine 2 on; the insights' on older reports.
  const undetermined =
    assessed === undefined
      ? insight?.undetermined_by_index
      : stats.byIndex.map((entry) => entry.undetermined ?? 0);
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
                ? reportsViewMessages.percentOfSamples(formatPercent(stats.total_percent))
                : reportsViewMessages.totalMismatches(stats.total)}
            </Text>
            {assessed === undefined ? null : (
              <Text size="xs" c="dimmed" aria-label={`${name} percentages`}>
                {reportsOutcomesMessages.percentOfAssessed(assessed)}
              </Text>
            )}
          </Stack>
          <Switch
            label={reportsViewMessages.showPercentages}
            checked={percentages}
            onChange={(event) => setPercentages(event.currentTarget.checked)}
            className={classes.screenOnly}
          />
        </Group>
        {insight ? (
          <Stack gap={4}>
            <VerdictReasons
              reasons={insight.verdict.reasons}
              label={reportsInsightsMessages.oligoVerdictLabel(name)}
            />
            <Text size="sm" c="dimmed">
              {samplesLine(insight, assessed !== undefined)}
            </Text>
          </Stack>
        ) : null}
        <HeatGrid name={name} byIndex={stats.byIndex} percentages={percentages} undetermined={undetermined} />
        {insight && rules ? <LeftOutSamples insight={insight} rules={rules} /> : null}
      </Stack>
    </Paper>
  );
}
