import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { refreshLine } from './refresh-line';

const AT = '2026-11-28T09:30:00.000Z';
const BEFORE = '2026-11-20T06:00:00.000Z';

describe('refreshLine', () => {
  it.each([
    ['no refresh asked for', undefined, undefined],
    [
      'a refresh run first',
      { status: 'done', refresh_id: 'r1', finished_at: AT, new: 20, updated: 1, sample_count: 437 },
      `Refreshed first, at ${formatDateTime(AT)}: 20 new and 1 updated genomes; 437 in the clade`,
    ],
    [
      'a recent refresh relied on',
      { status: 'done', refresh_id: 'r0', finished_at: BEFORE, new: 3, updated: 0, reused: true },
      `Last refreshed at ${formatDateTime(BEFORE)} (recent enough for this run): 3 new and 0 updated then`,
    ],
    [
      'a recent import relied on',
      { status: 'done', reused: true, last_refreshed_at: BEFORE, sample_count: 39 },
      `Fetched by its import at ${formatDateTime(BEFORE)}, recent enough for this run`,
    ],
    [
      'a failed refresh, with the last completed one',
      { status: 'failed', reason: 'NCBI answered 500 five times', last_refreshed_at: BEFORE },
      `Ran on data last refreshed at ${formatDateTime(BEFORE)}: the refresh failed (NCBI answered 500 five times)`,
    ],
    [
      'a refresh that gave no answer',
      { status: 'failed', reason: 'the refresh gave no answer: States.Timeout' },
      'Ran on the data the clade had: the refresh failed (the refresh gave no answer: States.Timeout)',
    ],
  ] as const)('%s', (_, refresh, line) => {
    expect(refreshLine(refresh)).toBe(line);
  });
});
