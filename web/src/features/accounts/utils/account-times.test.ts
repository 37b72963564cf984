import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { accountTimesText } from './account-times';

const created = new Date(2026, 10, 2, 8, 30).toISOString();
const changed = new Date(2026, 10, 20, 16, 45).toISOString();

describe('accountTimesText', () => {
  it.each([
    [
      'created and changed later',
      { created_at: created, updated_at: changed },
      'Created 11/02/26 08:30 · changed 11/20/26 16:45',
    ],
    ['never changed since', { created_at: created, updated_at: created }, 'Created 11/02/26 08:30'],
    ['only a creation time', { created_at: created }, 'Created 11/02/26 08:30'],
    ['only a change time', { updated_at: changed }, `Changed ${formatDateTime(changed)}`],
    ['neither', {}, ''],
  ])('%s', (_, account, expected) => {
    expect(accountTimesText(account)).toBe(expected);
  });
});
