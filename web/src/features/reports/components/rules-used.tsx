import { List, Stack, Text } from '@mantine/core';
import type { OutcomeRules } from '@oligowatch/science';
import { reportsInsightsMessages } from '@oligowatch/shared/messages/reports';
import type { VerdictThresholds } from '@oligowatch/shared/schemas/insights';
import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import { rulesUsed } from '../utils/rules-used';

/** The thresholds the verdicts were reached with, as stored with the report, in words. */
export function RulesUsed({
  thresholds,
  ...options
}: {
  thresholds: VerdictThresholds;
  outcomes?: OutcomeRules;
  /** Engine 3 on: partial sites and absent regions judged (issue 31). */
  partialSites?: boolean;
  /** The report judged its product by assays (issue 23). */
  byAssay?: boolean;
  /** The conditions of the report's Tm values (issue 24 on). */
  tmConditions?: TmConditions;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" id="rules-used">
        {reportsInsightsMessages.rulesUsed}
      </Text>
      <List size="xs" c="dimmed" spacing={0} aria-labelledby="rules-used">
        {rulesUsed(thresholds, options).map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
