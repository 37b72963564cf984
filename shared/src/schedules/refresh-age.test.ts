import { describe, expect, it } from 'vitest';
import { periodDays, refreshIfBefore } from './refresh-age';

describe('refreshIfBefore', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  it.each([
    // frequency, period in days, refresh if last refreshed before
    [{ time_steps: 1, units: 'd' }, 1, '2026-11-28T00:00:00.000Z'],
    [{ time_steps: 3, units: 'd' }, 3, '2026-11-27T00:00:00.000Z'],
    [{ time_steps: 1, units: 'w' }, 7, '2026-11-25T00:00:00.000Z'],
    [{ time_steps: 2, units: 'w' }, 14, '2026-11-21T12:00:00.000Z'],
    [{ time_steps: 1, units: 'm' }, 30, '2026-11-13T12:00:00.000Z'],
  ] as const)('%o: a period of %i days, old before %s', (frequency, days, before) => {
    expect(periodDays(frequency)).toBe(days);
    expect(refreshIfBefore(frequency, now)).toBe(new Date(before).toISOString());
  });
});
