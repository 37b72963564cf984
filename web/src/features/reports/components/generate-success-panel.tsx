import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconCircleCheck } from '../../../components/icons';
import { paths } from '../../../lib/paths';

interface GenerateSuccessPanelProps {
  message: string;
  onClose: () => void;
}

/** Shown after a successful generate (SPEC.md section 4): the server's message, Close, View Reports. */
export function GenerateSuccessPanel({ message, onClose }: GenerateSuccessPanelProps) {
  return (
    <Alert
      color="teal"
      variant="light"
      radius="md"
      icon={<IconCircleCheck size={20} aria-hidden />}
      maw={720}
      role="status"
      aria-label="Report requested"
    >
      <Text>{message}</Text>
      <Group gap="sm" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button component={Link} to={paths.browseReports}>
          View Reports
        </Button>
      </Group>
    </Alert>
  );
}
