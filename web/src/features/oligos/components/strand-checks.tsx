import { Anchor, List, Paper, Stack, Text } from '@mantine/core';
import { oligosViewMessages } from '@oligowatch/shared/messages/oligos';
import type { CladeStrandCheck } from '@oligowatch/shared/schemas/strand-check';
import { generatePath, Link } from 'react-router';
import { StrandCheckDetail } from '../../../components/strand-check-detail';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';

/**
 * Beside the oligo's strand (issue 23): the report's warning, naming the clades whose latest check
 * found the other orientation binding better. Nothing when no latest check says so.
 */
export function StrandWarning({ checks }: { checks: readonly CladeStrandCheck[] }) {
  const reversed = checks.filter((check) => check.looks_reversed);
  if (reversed.length === 0) return null;
  return (
    <Text size="sm" fw={700} c="orange.8" mt={4}>
      {oligosViewMessages.looksReversedOn(reversed.map((check) => check.target_name).join(', '))}
    </Text>
  );
}

/** The report a check was made in, linked while it exists, and its date. */
function CheckedIn({ check }: { check: CladeStrandCheck }) {
  const date = formatDate(check.report_date);
  if (check.report_title === null)
    return (
      <Text size="xs" c="dimmed">
        {oligosViewMessages.checkedInDeleted(date)}
      </Text>
    );
  return (
    <Text size="xs" c="dimmed">
      {oligosViewMessages.checkedIn}{' '}
      <Anchor component={Link} size="xs" to={generatePath(paths.viewReport, { reportId: check.report_id })}>
        {check.report_title}
      </Anchor>{' '}
      {oligosViewMessages.ofDate(date)}
    </Text>
  );
}

const headlineOf = (check: CladeStrandCheck): string => {
  if (check.looks_reversed) return oligosViewMessages.looksReversedOn(check.target_name);
  // Neither orientation had a scored site on any genome tried: the clade says nothing either way.
  if (check.checked === 0) return oligosViewMessages.noSiteOn(check.target_name);
  return oligosViewMessages.bindsAsSavedOn(check.target_name);
};

/** The latest check on each clade, the ones that look reversed first (the route's order). */
export function StrandChecksSection({
  checks,
  isPending,
  isError,
}: {
  checks: readonly CladeStrandCheck[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      maw={820}
      aria-label={oligosViewMessages.heading}
      component="section"
    >
      <Stack gap="sm">
        <Text fw={600}>{oligosViewMessages.heading}</Text>
        {isError ? (
          <Text size="sm">{oligosViewMessages.fetchFailed}</Text>
        ) : isPending || !checks ? (
          <Text size="sm">Loading...</Text>
        ) : checks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {oligosViewMessages.none}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {oligosViewMessages.intro}
            </Text>
            <List spacing="sm">
              {checks.map((check) => (
                <List.Item key={check.clade_id}>
                  <Stack gap={2}>
                    <Text
                      size="sm"
                      fw={check.looks_reversed ? 700 : 500}
                      c={check.looks_reversed ? 'orange.8' : undefined}
                    >
                      {headlineOf(check)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {oligosViewMessages.cladeId(check.clade_id)}
                    </Text>
                    {check.looks_reversed ? <StrandCheckDetail check={check} /> : null}
                    <CheckedIn check={check} />
                  </Stack>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
