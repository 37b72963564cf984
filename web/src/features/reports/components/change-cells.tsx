import { Badge, List, Text } from '@mantine/core';
import { reportsRunComparisonMessages } from '@oligowatch/shared/messages/reports';
import { formatDeltaPoints } from '../utils/format-numbers';

/**
 * The cells a run's comparison and its new cohort share (one row per oligo): the change in
 * percentage points, red when it rose, and the alerts it raised, or none.
 */
const deltaColor = (points: number) => (points > 0 ? 'red' : points < 0 ? 'teal' : 'gray');

export function DeltaBadge({ points }: { points: number }) {
  return (
    <Badge variant="light" color={deltaColor(points)}>
      {reportsRunComparisonMessages.deltaPoints(formatDeltaPoints(points))}
    </Badge>
  );
}

export function AlertList({ alerts }: { alerts: readonly string[] }) {
  return alerts.length > 0 ? (
    <List size="sm" spacing={2} c="red.8">
      {alerts.map((alert) => (
        <List.Item key={alert}>{alert}</List.Item>
      ))}
    </List>
  ) : (
    <Text size="sm" c="dimmed">
      {reportsRunComparisonMessages.noAlerts}
    </Text>
  );
}
