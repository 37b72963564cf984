import { DEFAULT_VERDICT_THRESHOLDS, REPORT_DATA_STORAGE_KEY } from '@oligowatch/shared/constants';
import type { ScheduleDetail } from '@oligowatch/shared/schemas/schedule';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetStoredSchedule, readStoredSchedule, storeSchedule } from './stored-schedule';

const schedule: ScheduleDetail = {
  _id: 'sched-1',
  report_title: 'Monthly flu',
  next_run_date: '2024-02-29T12:00:00.000Z',
  last_run_date: null,
  target_name: 'Influenza A H3N2',
  product_name: 'Flu panel',
  product_id: 'p-3',
  clade_id: 119210,
  frequency: { time_steps: 1, units: 'm' },
  frequencyString: 'Every 1 months',
  status: 'active',
  alert: {
    thresholds: { mismatch_share_points: 5, three_prime_percent: 5, three_prime_bases: 3 },
    recipients: [],
  },
  owner_email: 'owner@example.org',
  verdict_thresholds: { ...DEFAULT_VERDICT_THRESHOLDS },
};

afterEach(() => localStorage.clear());

describe('readStoredSchedule', () => {
  it('reads the schedule Edit saved when it is the one the address names', () => {
    localStorage.setItem(REPORT_DATA_STORAGE_KEY, JSON.stringify(schedule));
    expect(readStoredSchedule('sched-1')).toEqual(schedule);
    expect(readStoredSchedule('sched-2')).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['not a schedule', '{"old":true}'],
  ])('gives null for %s', (_, raw) => {
    if (raw !== null) localStorage.setItem(REPORT_DATA_STORAGE_KEY, raw);
    expect(readStoredSchedule('sched-1')).toBeNull();
  });
});

describe('storeSchedule and forgetStoredSchedule', () => {
  it('save the schedule under reportData, and remove whatever is there', () => {
    storeSchedule(schedule);
    expect(JSON.parse(localStorage.getItem(REPORT_DATA_STORAGE_KEY) ?? 'null')).toEqual(schedule);
    forgetStoredSchedule();
    expect(localStorage.getItem(REPORT_DATA_STORAGE_KEY)).toBeNull();
  });
});
