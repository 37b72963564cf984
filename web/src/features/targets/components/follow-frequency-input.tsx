import { Group, NumberInput, Select } from '@mantine/core';
import { targetsFollowMessages } from '@oligowatch/shared/messages/targets';
import {
  FOLLOW_MAX_DAYS,
  type FollowFrequencyInput as FollowInput,
} from '@oligowatch/shared/schemas/target-follow';

export type FollowFrequencyValue = { frequency: 'daily' | 'weekly' | 'days'; days?: number };
export const DEFAULT_FOLLOW_FREQUENCY: FollowFrequencyValue = { frequency: 'daily' };

/** The frequency as the API takes it (days only for 'every N days'). */
export const toFollowInput = (value: FollowFrequencyValue): FollowInput =>
  value.frequency === 'days' ? { frequency: 'days', days: value.days } : { frequency: value.frequency };

/** How often a followed target is refreshed: daily (the default), weekly, or every N days. */
export function FollowFrequencyInput({
  value,
  onChange,
  disabled,
}: {
  value: FollowFrequencyValue;
  onChange: (value: FollowFrequencyValue) => void;
  disabled?: boolean;
}) {
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={targetsFollowMessages.frequencyLabel}
        data={[
          { value: 'daily', label: targetsFollowMessages.daily },
          { value: 'weekly', label: targetsFollowMessages.weekly },
          { value: 'days', label: targetsFollowMessages.everyNDays },
        ]}
        value={value.frequency}
        onChange={(v) =>
          onChange({ ...value, frequency: (v ?? 'daily') as FollowFrequencyValue['frequency'] })
        }
        allowDeselect={false}
        disabled={disabled}
        comboboxProps={{ zIndex: 400 }}
        w={160}
      />
      {value.frequency === 'days' ? (
        <NumberInput
          label={targetsFollowMessages.daysLabel}
          value={value.days ?? ''}
          onChange={(v) => onChange({ ...value, days: typeof v === 'number' ? v : undefined })}
          min={1}
          max={FOLLOW_MAX_DAYS}
          allowDecimal={false}
          disabled={disabled}
          w={180}
        />
      ) : null}
    </Group>
  );
}
