import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { FREQUENCY_UNIT_LABELS, FREQUENCY_UNITS } from '@oligowatch/shared/constants';
import { schedulesFormMessages } from '@oligowatch/shared/messages/schedules';
import type { FrequencyForm, FrequencyUnit } from '@oligowatch/shared/schemas/report';

interface FrequencyFieldsProps {
  value: FrequencyForm;
  onChange: (value: FrequencyForm) => void;
  /** The time steps' message, when the last check found it wrong. */
  error?: string | null;
  /** Editing a schedule: it stays a schedule, so the box stays ticked. */
  lockSchedule?: boolean;
}

const unitOptions = FREQUENCY_UNITS.map((unit) => ({ value: unit, label: FREQUENCY_UNIT_LABELS[unit] }));
const isUnit = (value: string): value is FrequencyUnit =>
  (FREQUENCY_UNITS as readonly string[]).includes(value);

/** SPEC.md section 2: 'Schedule Report' reveals time steps (free text) and units (Days, Weeks, Months). */
export function FrequencyFields({ value, onChange, error, lockSchedule = false }: FrequencyFieldsProps) {
  const set = (change: Partial<FrequencyForm>) => onChange({ ...value, ...change });
  return (
    <>
      <Checkbox
        label={schedulesFormMessages.scheduleReport}
        checked={value.showFrequency}
        disabled={lockSchedule}
        onChange={(event) => set({ showFrequency: event.currentTarget.checked })}
      />
      {value.showFrequency ? (
        <Group grow align="flex-start" gap="md">
          <TextInput
            label={schedulesFormMessages.timeSteps}
            value={value.timeSteps}
            error={error ?? undefined}
            autoComplete="off"
            onChange={(event) => set({ timeSteps: event.currentTarget.value })}
          />
          <NativeSelect
            label={schedulesFormMessages.units}
            data={unitOptions}
            value={value.units}
            onChange={(event) => {
              const units = event.currentTarget.value;
              if (isUnit(units)) set({ units });
            }}
          />
        </Group>
      ) : null}
    </>
  );
}
