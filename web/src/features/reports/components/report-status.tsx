import { Alert, Badge, Progress, Stack, Text } from '@mantine/core';
import { reportsViewMessages } from '@oligowatch/shared/messages/reports';
import type { ReportSummary } from '@oligowatch/shared/schemas/report';
import { IconAlertTriangle, IconLoader2 } from '../../../components/icons';

const percentDone = ({ done, total }: ReportSummary['progress']) =>
  total > 0 ? Math.round((done / total) * 100) : 0;

/** A table cell's status: the count when complete, progress while running, the reason when failed. */
export function ReportStatusCell({ report }: { report: ReportSummary }) {
  if (report.status === 'complete') return <>{report.mismatch_total}</>;
  if (report.status === 'failed') {
    return (
      <Text size="sm" c="red" title={report.failure_reason}>
        {reportsViewMessages.failed(report.failure_reason)}
      </Text>
    );
  }
  return (
    <Stack gap={4} miw={140}>
      <Text size="xs" c="dimmed">
        {reportsViewMessages.running(report.progress.done, report.progress.total)}
      </Text>
      <Progress value={percentDone(report.progress)} size="sm" animated aria-hidden />
    </Stack>
  );
}

/** The report view's banner for a report that is not complete; nothing for a complete one. */
export function ReportStatusBanner({ report }: { report: ReportSummary }) {
  if (report.status === 'complete') return null;
  if (report.status === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
        {reportsViewMessages.failed(report.failure_reason)}
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" icon={<IconLoader2 size={20} aria-hidden />} role="status">
      <Stack gap="xs">
        <Text size="sm">{reportsViewMessages.running(report.progress.done, report.progress.total)}</Text>
        <Progress value={percentDone(report.progress)} animated aria-label="Report progress" />
        <Badge variant="light" w="fit-content">
          {`${percentDone(report.progress)}%`}
        </Badge>
      </Stack>
    </Alert>
  );
}
