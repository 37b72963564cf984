import { Button, Checkbox, Fieldset, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { assayRoleInReports, missingRoles } from '@oligowatch/science';
import { oligosRoleMessages } from '@oligowatch/shared/messages/oligos';
import { productsApiMessages, productsAssaysMessages } from '@oligowatch/shared/messages/products';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import { IconPlus, IconTrash } from '../../../components/icons';
import { type AssayFormValue, addAssay, ungroupedOligos } from '../utils/assay-form';

interface AssaysFieldsetProps {
  assays: AssayFormValue[];
  /** The product's oligos, in the order picked: what an assay can hold. */
  oligos: readonly Oligo[];
  onChange: (assays: AssayFormValue[]) => void;
  disabled?: boolean;
}

/**
 * The product form's Assays (ours, issue 23): the version's oligos grouped into named assays. A new
 * product starts with one assay that takes every oligo picked; more can be added, each with its
 * name and its oligos (an oligo may be in several). Beside each assay, what keeps it from detecting
 * anything (no forward or no reverse primer); under them, the picked oligos still in no assay.
 */
export function AssaysFieldset({ assays, oligos, onChange, disabled }: AssaysFieldsetProps) {
  const byId = new Map(oligos.map((oligo) => [oligo._id, oligo]));
  const update = (key: string, change: Partial<AssayFormValue>) =>
    onChange(assays.map((assay) => (assay.key === key ? { ...assay, ...change } : assay)));
  const ungrouped = ungroupedOligos(
    assays,
    oligos.map((oligo) => oligo._id),
  ).map((id) => byId.get(id)?.name ?? id);

  return (
    <Fieldset legend={productsAssaysMessages.assaysLegend} radius="md" disabled={disabled}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {productsAssaysMessages.assaysNote}
        </Text>
        {assays.map((assay, index) => {
          const roles = assay.oligos.flatMap((id) => {
            const oligo = byId.get(id);
            // An unknown role (issue 34) counts as reports count it: a forward primer.
            return oligo ? [assayRoleInReports(oligo.role)] : [];
          });
          const missing = assay.oligos.length > 0 ? missingRoles(roles) : [];
          return (
            <Paper
              key={assay.key}
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-label={productsAssaysMessages.assayLabel(index + 1)}
            >
              <Stack gap="sm">
                <Group align="flex-end" gap="sm">
                  <TextInput
                    label={productsAssaysMessages.assayNameLabel}
                    value={assay.name}
                    onChange={(event) => update(assay.key, { name: event.currentTarget.value })}
                    autoComplete="off"
                    style={{ flex: 1 }}
                  />
                  {assays.length > 1 ? (
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => onChange(assays.filter((other) => other.key !== assay.key))}
                    >
                      {productsAssaysMessages.removeAssay}
                    </Button>
                  ) : null}
                </Group>
                <Checkbox.Group
                  label={productsAssaysMessages.assayOligosLabel}
                  value={assay.oligos}
                  // Kept in the order the oligos were picked, whatever order they were ticked in.
                  onChange={(ticked) =>
                    update(assay.key, {
                      oligos: oligos.map((o) => o._id).filter((id) => ticked.includes(id)),
                    })
                  }
                >
                  {oligos.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {productsAssaysMessages.pickOligosFirst}
                    </Text>
                  ) : (
                    <Group gap="md" mt="xs">
                      {oligos.map((oligo) => (
                        <Checkbox
                          key={oligo._id}
                          value={oligo._id}
                          label={`${oligo.name} (${(oligo.role === null ? oligosRoleMessages.roleUnknown : oligosRoleMessages.roleWords[oligo.role]).toLowerCase()})`}
                        />
                      ))}
                    </Group>
                  )}
                </Checkbox.Group>
                {missing.length > 0 ? (
                  <Text size="sm" c="orange.8">
                    {productsApiMessages.assayMissingRoles(
                      assay.name.trim(),
                      missing.map((role) => productsAssaysMessages.roleWordsLower[role]),
                    )}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
        {ungrouped.length > 0 ? (
          <Text size="sm" c="orange.8">
            {productsAssaysMessages.inNoAssay(ungrouped)}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange(addAssay(assays))}
          >
            {productsAssaysMessages.addAssay}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
