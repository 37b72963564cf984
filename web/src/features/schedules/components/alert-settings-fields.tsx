import { Fieldset, NumberInput, SimpleGrid, TagsInput, Text } from '@mantine/core';
import { schedulesFormMessages } from '@oligowatch/shared/messages/schedules';
import type { ChangeThresholds } from '@oligowatch/shared/schemas/schedule';
import type { AlertSettingsErrors, AlertSettingsForm } from '../utils/alert-settings';
import { thresholdBounds } from '../utils/alert-settings';

interface AlertSettingsFieldsProps {
  value: AlertSettingsForm;
  onChange: (value: AlertSettingsForm) => void;
  errors: AlertSettingsErrors;
}

const thresholdFields: ReadonlyArray<{ field: keyof ChangeThresholds; label: string; decimals: boolean }> = [
  { field: 'mismatch_share_points', label: schedulesFormMessages.shareThreshold, decimals: true },
  { field: 'three_prime_percent', label: schedulesFormMessages.threePrimeThreshold, decimals: true },
  { field: 'three_prime_bases', label: schedulesFormMessages.threePrimeBases, decimals: false },
  { field: 'new_cohort_min_assessed', label: schedulesFormMessages.newCohortMinAssessed, decimals: false },
];

/** A schedule's change alerts: when a run is worse than the previous one by these, who gets a mail. */
export function AlertSettingsFields({ value, onChange, errors }: AlertSettingsFieldsProps) {
  return (
    <Fieldset legend={schedulesFormMessages.alertSettingsTitle} radius="md">
      <Text size="sm" c="dimmed" mb="sm">
        {schedulesFormMessages.alertSettingsNote}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="md">
        {thresholdFields.map(({ field, label, decimals }) => {
          const { min, max } = thresholdBounds(field);
          return (
            <NumberInput
              key={field}
              label={label}
              min={min}
              max={max}
              allowDecimal={decimals}
              allowNegative={false}
              value={value.thresholds[field]}
              error={errors[field]}
              onChange={(next) => onChange({ ...value, thresholds: { ...value.thresholds, [field]: next } })}
            />
          );
        })}
      </SimpleGrid>
      <TagsInput
        label={schedulesFormMessages.recipients}
        placeholder={schedulesFormMessages.recipientsPlaceholder}
        value={value.recipients}
        error={errors.recipients}
        onChange={(recipients) => onChange({ ...value, recipients })}
        splitChars={[',', ' ', ';']}
        clearable
      />
    </Fieldset>
  );
}
