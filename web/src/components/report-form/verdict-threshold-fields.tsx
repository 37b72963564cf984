import { Accordion, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { reportsVerdictThresholdsMessages as m } from '@oligowatch/shared/messages/reports';
import {
  thresholdBoundsOf,
  VERDICT_THRESHOLD_FIELDS,
} from '@oligowatch/shared/schemas/verdict-thresholds-input';
import { type ReactNode, useState } from 'react';
import {
  isDefaultForm,
  thresholdsFormOf,
  type VerdictThresholdErrors,
  type VerdictThresholdsForm,
} from './verdict-thresholds-form';

interface VerdictThresholdFieldsProps {
  value: VerdictThresholdsForm;
  onChange: (value: VerdictThresholdsForm) => void;
  errors: VerdictThresholdErrors;
  /** More settings of the report in the same fold (the Tm conditions, issue 24). */
  children?: ReactNode;
  /** Opens the fold, as for a wrong threshold: a setting among the children is wrong. */
  childError?: boolean;
}

const FOLD = 'advanced';

/**
 * 'Advanced' (ours, issue 23): the verdict thresholds of the report (or of every run of a schedule),
 * folded by default since the defaults suit most reports. It opens by itself when a threshold is
 * wrong, and says while folded that the thresholds were changed.
 */
export function VerdictThresholdFields({
  value,
  onChange,
  errors,
  children,
  childError = false,
}: VerdictThresholdFieldsProps) {
  const [opened, setOpened] = useState(false);
  const hasErrors = Object.keys(errors).length > 0 || childError;
  return (
    <Accordion
      variant="contained"
      radius="md"
      value={opened || hasErrors ? FOLD : null}
      onChange={(next) => setOpened(next === FOLD)}
    >
      <Accordion.Item value={FOLD}>
        <Accordion.Control>
          <Group gap="sm">
            <Text fw={500}>{m.advanced}</Text>
            {isDefaultForm(value) ? null : (
              <Text size="sm" c="orange.8">
                {m.changed}
              </Text>
            )}
          </Group>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {m.note}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {VERDICT_THRESHOLD_FIELDS.map((field) => {
                const { min, max, whole } = thresholdBoundsOf(field);
                return (
                  <NumberInput
                    key={field}
                    label={m.labels[field]}
                    min={min}
                    max={max ?? undefined}
                    allowDecimal={!whole}
                    allowNegative={false}
                    value={value[field]}
                    error={errors[field]}
                    onChange={(next) => onChange({ ...value, [field]: next })}
                  />
                );
              })}
            </SimpleGrid>
            <Group>
              <Button variant="default" size="xs" onClick={() => onChange(thresholdsFormOf())}>
                {m.resetDefaults}
              </Button>
            </Group>
            {children}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
