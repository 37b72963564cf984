import { TextInput, type TextInputProps } from '@mantine/core';
import { commonConfirmMessages } from '@oligowatch/shared/messages/common';

interface ConfirmYesInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'label'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The box where the user types YES before a form is submitted (SPEC.md: oligo, product and report
 * forms). The form's own check decides what happens when it does not say YES.
 */
export function ConfirmYesInput({ value, onChange, ...rest }: ConfirmYesInputProps) {
  return (
    <TextInput
      label={commonConfirmMessages.confirmLabel}
      autoComplete="off"
      {...rest}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
