import { Box, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { reportScreenMessages } from '@oligowatch/shared/messages';
import type { MismatchStats } from '@oligowatch/shared/schemas/report';
import { useState } from 'react';
import { formatPercent } from '../utils/format-numbers';
import { heatColor, heatTextColor } from '../utils/heat-color';

type OligoStats = MismatchStats[string];

/**
 * One oligo's statistics: its total (count or percent of samples) and the per-index grid, each cell
 * the count or percent, the base and the 1-based index, coloured by count between this oligo's own
 * minimum and maximum.
 */
export function OligoSummary({ name, stats }: { name: string; stats: OligoStats }) {
  const [percentages, setPercentages] = useState(false);
  const counts = stats.byIndex.map((entry) => entry.count);
  const min = Math.min(...counts);
  const max = Math.max(...counts);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Oligo Summary ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Stack gap={0}>
            <Title order={3} fz="lg">
              {name}
            </Title>
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
          />
        </Group>
        <Box
          role="list"
          aria-label={`${name} mismatches by index`}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            fontFamily: 'var(--mantine-font-family-monospace)',
          }}
        >
          {stats.byIndex.map((entry, index) => {
            // Shown 1-based: people count bases from 1.
            const position = index + 1;
            const shown = percentages ? `${formatPercent(entry.percent)}%` : String(entry.count);
            return (
              <Box
                key={position}
                role="listitem"
                aria-label={`Index ${position}, base ${entry.base}: ${shown}`}
                data-count={entry.count}
                title={`${entry.count} samples (${formatPercent(entry.percent)}%)`}
                style={{
                  background: heatColor(entry.count, min, max),
                  color: heatTextColor(entry.count, min, max),
                  minWidth: 44,
                  padding: '4px 2px',
                  borderRadius: 4,
                  textAlign: 'center',
                  fontSize: 12,
                  lineHeight: 1.3,
                }}
              >
                <div>{shown}</div>
                <div style={{ fontWeight: 700, fontSize: 14 }}>{entry.base}</div>
                <div style={{ opacity: 0.8 }}>{position}</div>
              </Box>
            );
          })}
        </Box>
      </Stack>
    </Paper>
  );
}
