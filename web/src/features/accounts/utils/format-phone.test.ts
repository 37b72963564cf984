import { PHONE_PATTERN } from '@oligowatch/shared/schemas/account';
import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5558', '(555) 8'],
    ['555867', '(555) 867'],
    ['5558675', '(555) 867-5'],
    ['5558675309', '(555) 867-5309'],
    // At most 10 digits: the rest is dropped.
    ['55586753091234', '(555) 867-5309'],
    // Anything that is not a digit is ignored, wherever it is.
    ['(555) 867-5309', '(555) 867-5309'],
    ['555.867.5309', '(555) 867-5309'],
    ['phone: 555 867 5309 ext', '(555) 867-5309'],
    ['abc', ''],
    // Deleting the last character of a formatted number removes a digit or a separator, never sticks.
    ['(555) 867-', '(555) 867'],
    ['(555) ', '(555'],
  ])('%j -> %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('produces exactly what the server accepts once 10 digits are typed', () => {
    expect(PHONE_PATTERN.test(formatPhone('2025550143'))).toBe(true);
    expect(PHONE_PATTERN.test(formatPhone('202555014'))).toBe(false);
  });
});
