import type { LinkRecord } from '@oligowatch/shared/tables/auth';
import { describe, expect, it } from 'vitest';
import { linkStateOf } from './link-state';

const NOW = 1_800_000_000;
const reset: LinkRecord = { purpose: 'reset', userId: 'u1', expires_at: NOW + 60, generation: 2 };
const enrollment: LinkRecord = { purpose: 'enrollment', userId: 'u1', expires_at: NOW + 60, generation: 2 };

describe('linkStateOf', () => {
  it.each([
    ['no such link', 'invalid', undefined, 'reset', 'active'],
    ['a reset link opened as enrollment', 'invalid', reset, 'enrollment', 'pending'],
    ['an enrollment link opened as reset', 'invalid', enrollment, 'reset', 'pending'],
    ['a live reset link', 'valid', reset, 'reset', 'active'],
    ['a reset link ended by a later password change', 'used', { ...reset, generation: 1 }, 'reset', 'active'],
    ['a used reset link', 'used', { ...reset, used_at: NOW - 5 }, 'reset', 'active'],
    ['a reset link at its expiry second', 'expired', { ...reset, expires_at: NOW }, 'reset', 'active'],
    [
      'a used link past its expiry',
      'used',
      { ...reset, used_at: NOW - 9, expires_at: NOW - 1 },
      'reset',
      'active',
    ],
    ['a live enrollment link of a pending account', 'valid', enrollment, 'enrollment', 'pending'],
    ['an enrollment link of an account enrolled by another link', 'used', enrollment, 'enrollment', 'active'],
    ['an enrollment link of a deactivated account', 'invalid', enrollment, 'enrollment', 'deactivated'],
    ['an enrollment link whose account is gone', 'invalid', enrollment, 'enrollment', undefined],
    [
      'an expired enrollment link',
      'expired',
      { ...enrollment, expires_at: NOW - 1 },
      'enrollment',
      'pending',
    ],
  ] as const)('%s is %s', (_, expected, link, purpose, status) => {
    const account = status === undefined ? undefined : { status, auth_generation: 2 };
    expect(linkStateOf(link, purpose, account, NOW)).toBe(expected);
  });
});
