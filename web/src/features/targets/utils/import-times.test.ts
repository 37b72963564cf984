import { describe, expect, it } from 'vitest';
import { importTimesText } from './import-times';

const at = (hour: number, minute: number) => new Date(2026, 10, 23, hour, minute).toISOString();

describe('importTimesText', () => {
  it.each([
    ['running', { started_at: at(14, 2), filtered: 0 }, 'Started 11/23/26 14:02'],
    [
      'finished',
      { started_at: at(14, 2), finished_at: at(14, 9), filtered: 0 },
      'Started 11/23/26 14:02, ended 11/23/26 14:09',
    ],
    [
      'finished with filtered records',
      { started_at: at(9, 0), finished_at: at(9, 30), filtered: 4 },
      'Started 11/23/26 09:00, ended 11/23/26 09:30 · 4 outside the filters',
    ],
  ])('%s', (_, job, expected) => {
    expect(importTimesText(job)).toBe(expected);
  });
});
