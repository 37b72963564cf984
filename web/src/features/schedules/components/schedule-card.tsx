import { Alert, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { schedulesApiMessages, schedulesCardsMessages } from '@oligowatch/shared/messages/schedules';
import type { ScheduleDetail } from '@oligowatch/shared/schemas/schedule';
import { generatePath, useNavigate } from 'react-router';
import { IconAlertTriangle, IconEdit, IconHistory } from '../../../components/icons';
import { CardDetail, ReportCardFrame } from '../../../components/report-card-frame';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { scheduleCard } from '../utils/schedule-card';
import { storeSchedule } from '../utils/stored-schedule';
import { DeleteScheduleButton } from './delete-schedule-button';
import { ScheduleRunsModal } from './schedule-runs-modal';

/** A schedule on Home: its runs, and why it stopped when broken; View lists its runs, Edit, Delete. */
export function ScheduleCard({ schedule }: { schedule: ScheduleDetail }) {
  const navigate = useNavigate();
  const [runsOpened, runs] = useDisclosure(false);

  const edit = () => {
    // The edit form reads it back from local storage (SPEC.md section 2).
    storeSchedule(schedule);
    navigate(generatePath(paths.editSchedule, { reportData: schedule._id }), {
      state: { reportData: schedule },
    });
  };

  return (
    <ReportCardFrame
      card={scheduleCard(schedule)}
      extraDetails={
        <>
          <CardDetail label={schedulesCardsMessages.lastRun}>
            {schedule.last_run_date ? formatDate(schedule.last_run_date) : schedulesCardsMessages.never}
          </CardDetail>
          <CardDetail label={schedulesCardsMessages.nextRunLabel}>
            {formatDate(schedule.next_run_date)}
          </CardDetail>
        </>
      }
      notice={
        schedule.status === 'broken' ? (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} aria-hidden />}
            title={schedulesCardsMessages.broken}
          >
            <Text size="sm">{schedulesApiMessages.scheduleBroken(schedule.broken_reason ?? '')}</Text>
          </Alert>
        ) : null
      }
    >
      {/* A schedule is not a report of its own: View lists the reports its runs made. */}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconHistory size={14} aria-hidden />}
        onClick={runs.open}
      >
        View
      </Button>
      <Button size="xs" variant="default" leftSection={<IconEdit size={14} aria-hidden />} onClick={edit}>
        Edit
      </Button>
      <DeleteScheduleButton scheduleId={schedule._id} />
      <ScheduleRunsModal
        scheduleId={schedule._id}
        title={schedule.report_title}
        opened={runsOpened}
        onClose={runs.close}
      />
    </ReportCardFrame>
  );
}
