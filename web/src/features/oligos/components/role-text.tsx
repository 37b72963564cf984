import { Badge, Group, Text } from '@mantine/core';
import { oligosRoleMessages } from '@oligowatch/shared/messages/oligos';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';

/** The role's words; 'Unknown' for a role nobody set whose name tells nothing (issue 34). */
const roleWordsOf = (role: Oligo['role']): string =>
  role === null ? oligosRoleMessages.roleUnknown : oligosRoleMessages.roleWords[role];

/**
 * The role as a table sorts and filters it: 'Forward primer', 'Forward primer (inferred)', or
 * 'Unknown' (nothing was inferred).
 */
export const roleText = (oligo: Pick<Oligo, 'role' | 'role_inferred'>): string =>
  oligo.role_inferred && oligo.role !== null
    ? `${roleWordsOf(oligo.role)} (${oligosRoleMessages.roleInferred})`
    : roleWordsOf(oligo.role);

/** The role in words, with an 'inferred' badge while it is the name's guess nobody confirmed. */
export function RoleText({ oligo }: { oligo: Pick<Oligo, 'role' | 'role_inferred'> }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text span size="sm">
        {roleWordsOf(oligo.role)}
      </Text>
      {oligo.role_inferred && oligo.role !== null ? (
        <Badge size="sm" color="yellow" variant="light">
          {oligosRoleMessages.roleInferred}
        </Badge>
      ) : null}
    </Group>
  );
}
