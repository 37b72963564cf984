import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDialogProps {
  /** Open while it holds a question; null closes it. */
  question: string | null;
  title: string;
  /** The confirm button's label: the action itself ('Deactivate', 'Archive'). */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that a click cannot undo (deactivating signs a person out, archiving hides
 * an oligo from every form). Cancel, Escape and the close control leave everything as it was.
 */
export function ConfirmDialog({ question, title, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal opened={question !== null} onClose={onCancel} title={title} centered>
      <Text>{question}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
