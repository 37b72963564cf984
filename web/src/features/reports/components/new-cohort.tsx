import { Stack, Table, Text, Title } from '@mantine/core';
import { reportsRunComparisonMessages } from '@oligowatch/shared/messages/reports';
import type { RunComparison } from '@oligowatch/shared/schemas/run-comparison';
import { formatDate } from '../../../lib/format-date';
import { formatPercent } from '../utils/format-numbers';
import { AlertList, DeltaBadge } from './change-cells';

type NewCohortData = NonNullable<RunComparison['new_cohort']>;

/**
 * Issue 33, item 3: the genomes that joined the clade since the previous run's plan, each oligo's
 * share among them against its share in the previous run, and whether the alert was judged on them.
 */
export function NewCohort({ cohort }: { cohort: NewCohortData }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="section-new-cohort">
      <Title order={3} fz="lg" id="section-new-cohort">
        {reportsRunComparisonMessages.newCohortTitle(cohort.samples)}
      </Title>
      <Text size="sm" c="dimmed">
        {reportsRunComparisonMessages.newCohortNote(formatDate(cohort.since), cohort.assessed)}{' '}
        {cohort.judged_on === 'new_cohort'
          ? reportsRunComparisonMessages.newCohortJudged
          : reportsRunComparisonMessages.windowJudged(cohort.min_assessed)}
      </Text>
      {cohort.samples > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table
            aria-label={reportsRunComparisonMessages.newCohortTitle(cohort.samples)}
            striped
            withTableBorder
          >
            <Table.Thead>
              <Table.Tr>
                {reportsRunComparisonMessages.newCohortColumns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cohort.oligos.map((change) => (
                <Table.Tr key={change.oligo}>
                  <Table.Td fw={500}>{change.oligo}</Table.Td>
                  <Table.Td>{`${formatPercent(change.before_percent)}%`}</Table.Td>
                  <Table.Td>{`${formatPercent(change.after_percent)}%`}</Table.Td>
                  <Table.Td>
                    <DeltaBadge points={change.delta_points} />
                  </Table.Td>
                  <Table.Td>
                    <AlertList alerts={change.alerts} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
