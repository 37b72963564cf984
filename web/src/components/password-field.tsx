import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { IconLock } from './icons';

/** A required password input with the lock icon, as every password field of the app shows it. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    return (
      <PasswordInput ref={ref} leftSection={<IconLock size={16} aria-hidden />} withAsterisk {...props} />
    );
  },
);
