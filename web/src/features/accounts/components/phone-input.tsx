import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { IconPhone } from '../../../components/icons';
import { formatPhone } from '../utils/format-phone';

interface PhoneInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
}

/** A phone field that formats as it is typed: (XXX) XXX-XXXX, at most 10 digits. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { value, onChange, ...rest },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="(XXX) XXX-XXXX"
      leftSection={<IconPhone size={16} aria-hidden />}
      {...rest}
      value={value}
      onChange={(event) => onChange(formatPhone(event.currentTarget.value))}
    />
  );
});
