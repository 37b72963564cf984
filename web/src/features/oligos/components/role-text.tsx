import { Badge, Group, Text } from '@mantine/core';
import { oligosRoleMessages } from '@oligowatch/shared/messages/oligos';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';

/** The role as a table sorts and filters it: 'Forward primer', or 'Forward primer (inferred)'. */
export const roleText = (oligo: Pick<Oligo, 'role' | 'role_inferred'>): string =>
  oligo.role_inferred
    ? `${oligosRoleMessages.roleWords[oligo.role]} (${oligosRoleMessages.roleInferred})`
    : oligosRoleMessages.roleWords[oligo.role];

/** The role in words, with an 'inferred' badge while it is the name's guess nobody confirmed. */
export function RoleText({ oligo }: { oligo: Pick<Oligo, 'role' | 'role_inferred'> }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text span size="sm">
        {oligosRoleMessages.roleWords[oligo.role]}
      </Text>
      {oligo.role_inferred ? (
        <Badge size="sm" color="yellow" variant="light">
          {oligosRoleMessages.roleInferred}
        </Badge>
      ) : null}
    </Group>
  );
}
