import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { reportsRunComparisonMessages } from '@oligowatch/shared/messages/reports';
import type { RunComparison as RunComparisonData } from '@oligowatch/shared/schemas/run-comparison';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { formatPercent } from '../utils/format-numbers';
import { AlertList, DeltaBadge } from './change-cells';
import { NewCohort } from './new-cohort';

/** A scheduled run's change against the previous run of its schedule, oligo by oligo. */
export function RunComparison({ comparison }: { comparison: RunComparisonData }) {
  const previous = generatePath(paths.viewReport, { reportId: comparison.previous_report_id });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="section-run-comparison">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} fz="xl" id="section-run-comparison">
            {reportsRunComparisonMessages.comparisonTitle}
          </Title>
          <Anchor component={Link} to={previous} size="sm">
            {reportsRunComparisonMessages.previousReport}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {reportsRunComparisonMessages.comparedWith(formatDate(comparison.previous_creation_date))}{' '}
          {comparison.engine_change
            ? reportsRunComparisonMessages.methodChanged(
                comparison.engine_change.before,
                comparison.engine_change.after,
              )
            : comparison.alerted
              ? reportsRunComparisonMessages.alertMailed
              : reportsRunComparisonMessages.noAlert}
        </Text>
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={reportsRunComparisonMessages.comparisonTitle} striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {reportsRunComparisonMessages.comparisonColumns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {comparison.oligos.map((change) => (
                <Table.Tr key={change.oligo}>
                  <Table.Td fw={500}>{change.oligo}</Table.Td>
                  <Table.Td>{`${formatPercent(change.before_percent)}% → ${formatPercent(change.after_percent)}%`}</Table.Td>
                  <Table.Td>
                    <DeltaBadge points={change.delta_points} />
                  </Table.Td>
                  <Table.Td>
                    {`${formatPercent(change.three_prime_before_percent)}% → ${formatPercent(change.three_prime_after_percent)}%`}
                  </Table.Td>
                  <Table.Td>
                    <AlertList alerts={change.alerts} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {comparison.new_cohort ? <NewCohort cohort={comparison.new_cohort} /> : null}
      </Stack>
    </Paper>
  );
}
