import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { schedulesCardsMessages } from '@oligowatch/shared/messages/schedules';
import { IconTrash } from '../../../components/icons';
import { useDeleteScheduledReport } from '../api/delete-scheduled-report';

/** A schedule card's Delete: asks first, then deletes the schedule (its reports stay). */
export function DeleteScheduleButton({ scheduleId }: { scheduleId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteScheduledReport();
  const confirm = () =>
    remove.mutate(scheduleId, {
      // SPEC.md section 2: a successful delete reloads the page; a failure is only logged.
      onSuccess: () => window.location.reload(),
      onError: (error) => {
        console.error(schedulesCardsMessages.fetchDataFailed, error);
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
          <Text>{schedulesCardsMessages.deleteScheduleConfirm}</Text>
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
