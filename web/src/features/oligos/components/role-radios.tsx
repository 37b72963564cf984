import { Group, Radio } from '@mantine/core';
import { oligosRoleMessages } from '@oligowatch/shared/messages/oligos';
import { ASSAY_ROLES, type AssayRole } from '@oligowatch/shared/schemas/oligo';
import type { ReactNode } from 'react';

interface RoleRadiosProps {
  /** The role shown chosen; null: none yet. */
  value: AssayRole | null;
  /**
   * A person picked a role, the one shown chosen included: a click on a chosen radio confirms a
   * suggested role (a change event would not fire for it).
   */
  onPick: (role: AssayRole) => void;
  description?: ReactNode;
  disabled?: boolean;
}

/** Role: forward primer, reverse primer or probe (issue 23), on the add screen and the oligo's view. */
export function RoleRadios({ value, onPick, description, disabled }: RoleRadiosProps) {
  return (
    <Radio.Group
      label={oligosRoleMessages.roleLabel}
      description={description}
      value={value}
      onChange={(picked) => onPick(picked as AssayRole)}
    >
      <Group gap="lg" mt="xs">
        {ASSAY_ROLES.map((role) => (
          <Radio
            key={role}
            value={role}
            label={oligosRoleMessages.roleWords[role]}
            disabled={disabled}
            onClick={() => onPick(role)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
