import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { REPORT_DATA_STORAGE_KEY } from '@oligowatch/shared/constants';
import { reportMessages, scheduledReportMessages, scheduleScreenMessages } from '@oligowatch/shared/messages';
import type { ReportCard as ReportCardData } from '@oligowatch/shared/schemas/report';
import type { ScheduleDetail } from '@oligowatch/shared/schemas/schedule';
import {
  IconAlertTriangle,
  IconCalendarRepeat,
  IconEdit,
  IconEye,
  IconFileReport,
  IconHistory,
  IconTrash,
  IconVirus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useDeleteScheduledReport } from '../api/delete-scheduled-report';
import { ScheduleRunsModal } from './schedule-runs-modal';

/** Our rule for the separator colour (the spec leaves it unshown): reports blue, schedules yellow. */
const accentOf = (type: ReportCardData['cardType']) => (type === 'report' ? 'blue' : 'yellow');

const targetColor: Record<string, string> = { Influenza: 'grape', RSV: 'teal', Covid: 'orange' };

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        fw={500}
        ta="right"
        truncate
        title={typeof children === 'string' ? children : undefined}
      >
        {children}
      </Text>
    </Group>
  );
}

function DeleteScheduleButton({ scheduleId }: { scheduleId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteScheduledReport();
  const confirm = () =>
    remove.mutate(scheduleId, {
      // SPEC.md section 2: a successful delete reloads the page; a failure is only logged.
      onSuccess: () => window.location.reload(),
      onError: (error) => {
        console.error(reportMessages.fetchDataFailed, error);
        close();
      },
    });
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={open}
      >
        Delete
      </Button>
      <Modal opened={opened} onClose={close} title="Delete schedule" centered>
        <Stack gap="lg">
          <Text>{reportMessages.deleteScheduleConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

interface ReportCardProps {
  card: ReportCardData;
  /** The schedule behind a schedule card: Edit hands it to the edit form. */
  schedule?: ScheduleDetail;
}

export function ReportCard({ card, schedule }: ReportCardProps) {
  const navigate = useNavigate();
  const accent = accentOf(card.cardType);

  const [runsOpened, runs] = useDisclosure(false);

  const edit = (data: ScheduleDetail) => {
    // The edit form reads it back from local storage (SPEC.md section 2).
    localStorage.setItem(REPORT_DATA_STORAGE_KEY, JSON.stringify(data));
    navigate(generatePath(paths.editSchedule, { reportData: data._id }), { state: { reportData: data } });
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow="xs"
      style={{ borderTop: `4px solid var(--mantine-color-${accent}-5)` }}
      component="article"
      aria-label={card.cardTitle}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon
              size={40}
              radius="md"
              variant="light"
              color={targetColor[card.targetNameFmtd] ?? 'gray'}
            >
              <IconVirus size={22} stroke={1.6} aria-hidden />
            </ThemeIcon>
            <Stack gap={0} miw={0}>
              <Text fw={700} lineClamp={2}>
                {card.cardTitle}
              </Text>
              <Text size="xs" c="dimmed">
                {card.targetNameFmtd}
              </Text>
            </Stack>
          </Group>
          <Badge
            variant="light"
            color={accent}
            style={{ flexShrink: 0 }}
            leftSection={
              card.cardType === 'report' ? (
                <IconFileReport size={12} aria-hidden />
              ) : (
                <IconCalendarRepeat size={12} aria-hidden />
              )
            }
          >
            {card.cardType}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Detail label="Target">{card.targetName}</Detail>
          <Detail label="Reagent">{card.reagentName}</Detail>
          <Detail label={card.cardType === 'schedule' ? 'Frequency' : 'Age'}>{card.reportAge}</Detail>
          {schedule ? (
            <>
              <Detail label={scheduleScreenMessages.lastRun}>
                {schedule.last_run_date ? formatDate(schedule.last_run_date) : scheduleScreenMessages.never}
              </Detail>
              <Detail label={scheduleScreenMessages.nextRunLabel}>
                {formatDate(schedule.next_run_date)}
              </Detail>
            </>
          ) : null}
          <Detail label="Mismatches">{card.mismatchCount}</Detail>
        </Stack>
        {schedule?.status === 'broken' ? (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} aria-hidden />}
            title={scheduleScreenMessages.broken}
          >
            <Text size="sm">{scheduledReportMessages.scheduleBroken(schedule.broken_reason ?? '')}</Text>
          </Alert>
        ) : null}
        <Group gap="xs" mt="auto" pt="xs">
          {schedule ? (
            <>
              {/* A schedule is not a report of its own: View lists the reports its runs made. */}
              <Button
                size="xs"
                variant="light"
                leftSection={<IconHistory size={14} aria-hidden />}
                onClick={runs.open}
              >
                View
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconEdit size={14} aria-hidden />}
                onClick={() => edit(schedule)}
              >
                Edit
              </Button>
              <DeleteScheduleButton scheduleId={schedule._id} />
              <ScheduleRunsModal
                scheduleId={schedule._id}
                title={schedule.report_title}
                opened={runsOpened}
                onClose={runs.close}
              />
            </>
          ) : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={() => navigate(generatePath(paths.viewReport, { reportId: card.reportId }))}
            >
              View
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
