import { List, Stack, Text } from '@mantine/core';
import type { OutcomeRules } from '@oligowatch/science';
import { reportsInsightsMessages, reportsOutcomesMessages } from '@oligowatch/shared/messages/reports';
import type { LeftOut, OligoInsight } from '@oligowatch/shared/schemas/insights';
import { leftOutGroups } from '../utils/left-out-groups';

/** One outcome's samples, a line per reason: the reason in words, how many, and those listed. */
function OutcomeList({
  label,
  oligo,
  leftOut,
  rules,
}: {
  label: string;
  oligo: string;
  leftOut: LeftOut;
  rules: OutcomeRules;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {reportsOutcomesMessages.leftOutCount(label, leftOut.count)}
      </Text>
      <List size="sm" spacing={2} aria-label={`${label} ${oligo}`}>
        {leftOutGroups(leftOut, rules).map((group) => (
          <List.Item key={group.reason}>
            {reportsOutcomesMessages.leftOutReasonLine(group.text, group.count, group.accessions.join(', '))}
            {group.unlisted > 0 ? (
              <Text span size="xs" c="dimmed">
                {` ${reportsInsightsMessages.moreItems(group.unlisted)}`}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The samples an oligo left out of every figure (issue 22): not assessable (its site too
 * undetermined to judge) and not covered (no site for it in the genome), each with the reason in
 * words. Nothing when it left none out, or on reports made before these lists existed.
 */
export function LeftOutSamples({ insight, rules }: { insight: OligoInsight; rules: OutcomeRules }) {
  const outcomes = [
    [reportsOutcomesMessages.notAssessable, insight.not_assessable],
    [reportsOutcomesMessages.notCovered, insight.not_covered],
  ] as const;
  const shown = outcomes.filter(([, leftOut]) => leftOut && leftOut.count > 0);
  if (shown.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={reportsOutcomesMessages.leftOutOf(insight.name)}>
      <Text size="xs" c="dimmed">
        {reportsOutcomesMessages.leftOutNote}
      </Text>
      {shown.map(([label, leftOut]) =>
        leftOut ? (
          <OutcomeList key={label} label={label} oligo={insight.name} leftOut={leftOut} rules={rules} />
        ) : null,
      )}
    </Stack>
  );
}
