import { Checkbox, Group, MultiSelect, Pill } from '@mantine/core';
import { MULTI_SELECT_ROW_HEIGHT } from '@oligowatch/shared/constants';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import { useState } from 'react';

interface OligoMultiSelectProps {
  /** What may be picked: the active oligos, plus archived ones already in the version being edited. */
  oligos: readonly Oligo[];
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

const ARCHIVED_SUFFIX = ' (Archived)';
const labelOf = (oligo: Oligo): string => (oligo.archived ? `${oligo.name}${ARCHIVED_SUFFIX}` : oligo.name);
const isArchivedLabel = (label: string): boolean => label.endsWith(ARCHIVED_SUFFIX);
const ARCHIVED_STYLE = { color: 'var(--mantine-color-red-7)' } as const;

/**
 * 'Available Oligos': searchable, a checkbox per option, picked oligos shown as chips, placeholder
 * 'Select Oligos', rows 44 px high (SPEC.md sections 2 and 9).
 */
export function OligoMultiSelect({ oligos, value, onChange, disabled }: OligoMultiSelectProps) {
  // The search text stays after each pick (the F, R and P oligos of one assay share a filter) until
  // the user clears it or closes the list; Mantine would clear it on every pick.
  const [search, setSearch] = useState('');
  return (
    <MultiSelect
      label="Available Oligos"
      placeholder="Select Oligos"
      data={oligos.map((oligo) => ({ value: oligo._id, label: labelOf(oligo) }))}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearSearchOnChange={false}
      onDropdownClose={() => setSearch('')}
      clearable
      disabled={disabled}
      nothingFoundMessage="No oligo matches"
      withCheckIcon={false}
      maxDropdownHeight={MULTI_SELECT_ROW_HEIGHT * 7}
      styles={{ option: { minHeight: MULTI_SELECT_ROW_HEIGHT } }}
      renderPill={({ option, value: id, onRemove, disabled: pillDisabled }) => {
        // A picked id whose oligo is not (yet) among the options has no option: show the id.
        const label = option?.label ?? String(id);
        return (
          <Pill
            withRemoveButton={!pillDisabled}
            onRemove={onRemove}
            disabled={pillDisabled}
            style={isArchivedLabel(label) ? ARCHIVED_STYLE : undefined}
          >
            {label}
          </Pill>
        );
      }}
      renderOption={({ option, checked }) => (
        <Group gap="sm" wrap="nowrap">
          <Checkbox checked={checked ?? false} readOnly tabIndex={-1} aria-hidden size="xs" />
          <span style={isArchivedLabel(option.label) ? ARCHIVED_STYLE : undefined}>{option.label}</span>
        </Group>
      )}
    />
  );
}
