import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { targetsFollowMessages } from '@oligowatch/shared/messages/targets';
import type { Refresh } from '@oligowatch/shared/schemas/target-follow';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { serverMessageOr } from '../../../lib/api-client';
import { formatDateTime, formatNcbiDay } from '../../../lib/format-date';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useTargetRefreshes } from '../api/list-target-refreshes';
import { useRefreshTarget } from '../api/refresh-target';
import { useSetTargetFollow } from '../api/set-target-follow';
import {
  DEFAULT_FOLLOW_FREQUENCY,
  FollowFrequencyInput,
  type FollowFrequencyValue,
  toFollowInput,
} from './follow-frequency-input';

const seconds = (ms: number | undefined) => (ms === undefined ? '' : `${(ms / 1000).toFixed(1)} s`);

const statusText = (r: Refresh) =>
  r.status === 'running' || r.status === 'queued' ? `${r.status} (${r.processed} of ${r.total})` : r.status;

const columns: DataTableColumn<Refresh>[] = [
  { accessor: 'started_at', title: 'Started', sortable: true, text: (r) => formatDateTime(r.started_at) },
  { accessor: 'status', title: 'Status', value: statusText },
  {
    accessor: 'ncbi',
    // Short: with the Failure column the table fits a 1280-pixel screen (target-follow.spec.ts).
    title: 'NCBI (new / modified)',
    value: (r) => `${r.ncbi_new} / ${r.ncbi_modified}`,
  },
  { accessor: 'new', title: 'New', sortable: true },
  { accessor: 'updated', title: 'Updated', sortable: true },
  { accessor: 'unchanged', title: 'Unchanged', sortable: true },
  { accessor: 'conflicts', title: 'Conflicts', sortable: true },
  {
    accessor: 'duration_ms',
    title: 'Duration',
    value: (r) => r.duration_ms ?? 0,
    text: (r) => seconds(r.duration_ms),
  },
  { accessor: 'term', title: 'Term', filter: 'contains' },
  { accessor: 'reason', title: 'Failure', value: (r) => r.reason ?? '' },
];

/**
 * Issue 32 on the target's page: whether the clade follows its NCBI query (how often, since when,
 * up to which publication date), Keep up to date / Stop following / Refresh now for whoever may
 * import, the refresh in progress, and every refresh in a table.
 */
export function TargetFollowPanel({ cladeID }: { cladeID: string }) {
  const refreshes = useTargetRefreshes(cladeID);
  const setFollow = useSetTargetFollow(cladeID);
  const refreshNow = useRefreshTarget(cladeID);
  const [frequency, setFrequency] = useState<FollowFrequencyValue>(DEFAULT_FOLLOW_FREQUENCY);
  const data = refreshes.data;
  if (!data) return null;
  const { follow, canFollow, running } = data;
  const done = (message: string) => showSuccessToast(message);
  const failed = (error: unknown) =>
    showErrorToast(serverMessageOr(error, targetsFollowMessages.refreshFailed));

  return (
    <Card withBorder aria-label="Follows NCBI" component="section">
      <Stack gap="sm">
        <Title order={3}>
          {follow ? targetsFollowMessages.followingTitle : targetsFollowMessages.notFollowingTitle}
        </Title>
        {follow ? (
          <Text size="sm" data-testid="follow-summary">
            {targetsFollowMessages.followSummary(
              targetsFollowMessages.frequencyText(follow.everyDays),
              follow.term,
              formatNcbiDay(follow.high_water),
            )}
            {follow.last_refresh_at
              ? ` ${targetsFollowMessages.lastRefresh(formatDateTime(follow.last_refresh_at))}`
              : ''}
          </Text>
        ) : canFollow ? null : (
          <Text size="sm" c="dimmed">
            {targetsFollowMessages.cannotFollowManual}
          </Text>
        )}
        {running ? (
          <Alert color="blue" title="Refreshing">
            {running.total > 0
              ? `Refreshing ${running.processed} of ${running.total}…`
              : 'Searching NCBI for new and revised records…'}
          </Alert>
        ) : null}
        <Group gap="sm" align="flex-end">
          {follow ? (
            <>
              <Button
                onClick={() => refreshNow.mutate(cladeID, { onSuccess: done, onError: failed })}
                loading={refreshNow.isPending}
                disabled={running !== null}
              >
                {targetsFollowMessages.refreshNow}
              </Button>
              <Button
                variant="default"
                onClick={() =>
                  setFollow.mutate({ cladeID, following: false }, { onSuccess: done, onError: failed })
                }
                loading={setFollow.isPending}
              >
                {targetsFollowMessages.stopFollowing}
              </Button>
            </>
          ) : canFollow ? (
            <>
              <FollowFrequencyInput value={frequency} onChange={setFrequency} />
              <Button
                onClick={() =>
                  setFollow.mutate(
                    { cladeID, following: true, ...toFollowInput(frequency) },
                    { onSuccess: done, onError: failed },
                  )
                }
                loading={setFollow.isPending}
              >
                {targetsFollowMessages.startFollowing}
              </Button>
            </>
          ) : null}
        </Group>
        <Title order={4}>{targetsFollowMessages.historyTitle}</Title>
        <DataTable
          ariaLabel={targetsFollowMessages.historyTitle}
          records={data.refreshes}
          columns={columns}
          idAccessor="refreshId"
          noRecordsText={targetsFollowMessages.noRefreshes}
          minHeight={80}
        />
      </Stack>
    </Card>
  );
}
