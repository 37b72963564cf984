import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { reportsTmMessages } from '@oligowatch/shared/messages/reports';
import type { TmConditionForm } from './tm-condition-form';

interface TmConditionFieldsProps {
  value: TmConditionForm;
  onChange: (value: TmConditionForm) => void;
  /** The conditions' message, when the last check found them wrong. */
  error?: string | null;
}

const FIELDS: readonly { field: keyof TmConditionForm; label: string }[] = [
  { field: 'na_mm', label: reportsTmMessages.fieldNa },
  { field: 'mg_mm', label: reportsTmMessages.fieldMg },
  { field: 'dntps_mm', label: reportsTmMessages.fieldDntps },
  { field: 'oligo_nm', label: reportsTmMessages.fieldOligo },
];

/**
 * The reaction conditions of a report's Tm values (issue 24), beside the verdict settings: meant
 * for the generate and schedule forms' Advanced fold. Text fields, read by the server's schema on
 * submit (tm-condition-form.ts), so a slip of the unit gets the server's own message.
 */
export function TmConditionFields({ value, onChange, error }: TmConditionFieldsProps) {
  return (
    <Fieldset legend={reportsTmMessages.conditionsHeading} variant="unstyled">
      <Text size="xs" c="dimmed" mb="xs">
        {reportsTmMessages.conditionsNote}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {FIELDS.map(({ field, label }) => (
          <TextInput
            key={field}
            label={label}
            value={value[field]}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => onChange({ ...value, [field]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
      {error ? (
        <Text size="sm" c="red" role="alert" mt="xs">
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
}
