import { Anchor, Center, Loader, Modal, Table, Text } from '@mantine/core';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { schedulesCardsMessages } from '@oligowatch/shared/messages/schedules';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useScheduleRuns } from '../api/list-schedule-runs';

interface ScheduleRunsModalProps {
  scheduleId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}

/** A schedule's past runs, newest first, each linking to its report. */
export function ScheduleRunsModal({ scheduleId, title, opened, onClose }: ScheduleRunsModalProps) {
  const runs = useScheduleRuns(scheduleId, opened);
  useLogFailure(runs.error, reportsApiMessages.fetchAllFailed);
  const heading = schedulesCardsMessages.pastRunsTitle(title);

  let body: ReactNode;
  if (runs.isPending) {
    body = (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading runs" />
      </Center>
    );
  } else if (runs.isError) {
    body = <Text c="dimmed">{schedulesCardsMessages.runsLoadFailed}</Text>;
  } else if (runs.data.length === 0) {
    body = <Text c="dimmed">{schedulesCardsMessages.noRuns}</Text>;
  } else {
    body = (
      <Table aria-label={heading} striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {schedulesCardsMessages.runsColumns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.data.map((run) => (
            <Table.Tr key={run.report_id}>
              <Table.Td>{formatDateTime(run.scheduled_for)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={generatePath(paths.viewReport, { reportId: run.report_id })}>
                  {run.report_title}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(run.creation_date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={heading} size="lg" centered>
      {body}
    </Modal>
  );
}
