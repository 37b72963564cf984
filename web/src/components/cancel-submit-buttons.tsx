import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

interface CancelSubmitButtonsProps {
  /** Where Cancel goes (the screen's list). */
  cancelTo: string;
  submitting: boolean;
  disabled?: boolean | undefined;
}

/** The 'Cancel' link and 'Submit' button that end the confirmed forms, right-aligned. */
export function CancelSubmitButtons({ cancelTo, submitting, disabled }: CancelSubmitButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button component={Link} to={cancelTo} variant="default">
        Cancel
      </Button>
      <Button type="submit" loading={submitting} disabled={disabled}>
        Submit
      </Button>
    </Group>
  );
}
