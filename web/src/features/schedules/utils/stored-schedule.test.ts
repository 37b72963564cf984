import { REPORT_DATA_STORAGE_KEY } from '@oligowatch/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { monthlyFlu as schedule } from './schedule-test-data';
import { forgetStoredSchedule, readStoredSchedule, storeSchedule } from './stored-schedule';

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
