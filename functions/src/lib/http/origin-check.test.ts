import { ORIGIN_VERIFY_HEADER } from '@oligowatch/shared/constants';
import { describe, expect, it } from 'vitest';
import { isFromOrigin } from './origin-check';

const secret = 's'.repeat(48);

describe('isFromOrigin', () => {
  it.each([
    ['no value configured (local)', {}, undefined, true],
    ['the configured value', { [ORIGIN_VERIFY_HEADER]: secret }, secret, true],
    ['no header', {}, secret, false],
    ['another value', { [ORIGIN_VERIFY_HEADER]: 'x'.repeat(48) }, secret, false],
    ['a prefix of it', { [ORIGIN_VERIFY_HEADER]: secret.slice(1) }, secret, false],
  ])('%s -> %s', (_label, headers, expected, result) => {
    expect(isFromOrigin(headers, expected)).toBe(result);
  });
});
