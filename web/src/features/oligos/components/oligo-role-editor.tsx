import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { oligosRoleMessages } from '@oligowatch/shared/messages/oligos';
import type { AssayRole, Oligo } from '@oligowatch/shared/schemas/oligo';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useSetOligoRole } from '../api/set-oligo-role';
import { RoleRadios } from './role-radios';

/**
 * The one thing a person may change about a stored oligo (issue 23): its role. An inferred role (the
 * name's guess, given when roles came in or when the oligo was added without a confirmed role) is
 * confirmed as it is or corrected; an unknown one (issue 34) is chosen; a confirmed one can still be
 * corrected. Reports already made keep the role they froze. The parent keys it on the oligo's role,
 * so a saved role starts it afresh.
 */
export function OligoRoleEditor({ oligo }: { oligo: Oligo }) {
  const [picked, setPicked] = useState<AssayRole | null>(oligo.role);
  const save = useSetOligoRole();
  const changed = picked !== oligo.role;

  // Awaited rather than mutate's callbacks: the saved role refetches the oligo before they would
  // run, and the new role remounts this editor (its key), which drops them, toast and all.
  const onSave = async (role: AssayRole) => {
    try {
      await save.mutateAsync({ id: oligo._id, role });
    } catch (error) {
      console.error(oligosRoleMessages.roleSaveFailed, error);
      showErrorToast(oligosRoleMessages.roleSaveFailed);
      return;
    }
    showSuccessToast(oligosRoleMessages.roleSaved);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      maw={820}
      component="section"
      aria-label={oligosRoleMessages.roleLabel}
    >
      <Stack gap="sm">
        <RoleRadios value={picked} onPick={setPicked} disabled={save.isPending} />
        {oligo.role_inferred ? (
          <Text size="sm" c="orange.8">
            {oligo.role === null ? oligosRoleMessages.roleUnknownNote : oligosRoleMessages.roleInferredNote}
          </Text>
        ) : null}
        {picked !== null && (changed || oligo.role_inferred) ? (
          <Group>
            <Button size="sm" onClick={() => onSave(picked)} loading={save.isPending}>
              {changed ? oligosRoleMessages.saveRole : oligosRoleMessages.confirmRole}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
