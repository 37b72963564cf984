import { List } from '@mantine/core';

/** A verdict's reasons in words, as a list named by whose verdict it is. */
export function VerdictReasons({ reasons, label }: { reasons: readonly string[]; label: string }) {
  return (
    <List size="sm" spacing={2} aria-label={label}>
      {reasons.map((reason) => (
        <List.Item key={reason}>{reason}</List.Item>
      ))}
    </List>
  );
}
