import { PHONE_MAX_DIGITS } from '@oligowatch/shared/constants';

/**
 * Formats a phone number as it is typed: (XXX) XXX-XXXX, from the first 10 digits of whatever was
 * typed or pasted (SPEC.md section 5). Partial input is formatted only as far as it goes, so
 * deleting a character never gets stuck on a bracket or a dash the formatter would put back.
 */
export const formatPhone = (input: string): string => {
  const digits = input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};
