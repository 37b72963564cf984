import { Alert, Button, Group, Text } from '@mantine/core';
import { schedulesFormMessages } from '@oligowatch/shared/messages/schedules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../lib/format-date';
import { IconCalendarCheck } from './icons';

interface ScheduleSuccessPanelProps {
  /** 'Schedule created' or 'Schedule saved': the panel's accessible name. */
  label: string;
  /** What was done, in our words, then the server's message. */
  lines: string[];
  /** When the schedule runs next (ISO), when known. */
  nextRunDate: string | null;
  onClose: () => void;
  /** The button to go on with (View Reports, Back to Home). */
  next: { to: string; text: ReactNode };
}

/** Shown after a schedule is created or saved: what happened, when it runs next, Close and a way on. */
export function ScheduleSuccessPanel({
  label,
  lines,
  nextRunDate,
  onClose,
  next,
}: ScheduleSuccessPanelProps) {
  return (
    <Alert
      color="teal"
      variant="light"
      radius="md"
      icon={<IconCalendarCheck size={20} aria-hidden />}
      maw={720}
      role="status"
      aria-label={label}
    >
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {nextRunDate ? (
        <Text fw={600} mt="xs">
          {schedulesFormMessages.nextRun(formatDate(nextRunDate))}
        </Text>
      ) : null}
      <Group gap="sm" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button component={Link} to={next.to}>
          {next.text}
        </Button>
      </Group>
    </Alert>
  );
}
