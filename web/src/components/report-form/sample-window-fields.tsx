import { Fieldset, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { reportsWindowMessages } from '@oligowatch/shared/messages/reports';
import type { SampleWindowForm } from './sample-window-form';

interface SampleWindowFieldsProps {
  value: SampleWindowForm;
  onChange: (value: SampleWindowForm) => void;
  /** The window's message, when the last check found it wrong. */
  error?: string | null;
}

const KINDS: { value: SampleWindowForm['kind']; label: string }[] = [
  { value: 'all', label: reportsWindowMessages.all },
  { value: 'collected_last', label: 'Collected in the last…' },
  { value: 'collected_between', label: 'Collected between two dates' },
  { value: 'published_since', label: 'Published since a date' },
];

const UNITS: { value: SampleWindowForm['unit']; label: string }[] = [
  { value: 'd', label: 'Days' },
  { value: 'w', label: 'Weeks' },
  { value: 'm', label: 'Months' },
];

/**
 * Which samples of the clade the report reads (issue 33), in the forms' Advanced fold: all of
 * them, those collected in the last N days, weeks or months before each run, those collected
 * between two dates, or those published since a date.
 */
export function SampleWindowFields({ value, onChange, error }: SampleWindowFieldsProps) {
  return (
    <Fieldset legend={reportsWindowMessages.formLabel} variant="unstyled">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={reportsWindowMessages.formLabel}
          data={KINDS}
          value={value.kind}
          onChange={(event) => {
            const kind = KINDS.find((k) => k.value === event.currentTarget.value)?.value;
            if (kind) onChange({ ...value, kind });
          }}
        />
        {value.kind === 'collected_last' ? (
          <>
            <TextInput
              label={reportsWindowMessages.formAmount}
              value={value.amount}
              inputMode="numeric"
              autoComplete="off"
              w={110}
              onChange={(event) => onChange({ ...value, amount: event.currentTarget.value })}
            />
            <NativeSelect
              label={reportsWindowMessages.formUnits}
              data={UNITS}
              value={value.unit}
              w={140}
              onChange={(event) => {
                const unit = UNITS.find((u) => u.value === event.currentTarget.value)?.value;
                if (unit) onChange({ ...value, unit });
              }}
            />
          </>
        ) : null}
        {value.kind === 'collected_between' ? (
          <>
            <TextInput
              label={reportsWindowMessages.formFrom}
              placeholder="YYYY-MM-DD"
              value={value.from}
              autoComplete="off"
              onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
            />
            <TextInput
              label={reportsWindowMessages.formTo}
              placeholder="YYYY-MM-DD"
              value={value.to}
              autoComplete="off"
              onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
            />
          </>
        ) : null}
        {value.kind === 'published_since' ? (
          <TextInput
            label={reportsWindowMessages.formSince}
            placeholder="YYYY-MM-DD"
            value={value.since}
            autoComplete="off"
            onChange={(event) => onChange({ ...value, since: event.currentTarget.value })}
          />
        ) : null}
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert" mt="xs">
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
}
