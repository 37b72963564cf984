import { REPORT_DATA_STORAGE_KEY } from '@oligowatch/shared/constants';
import { scheduleMessages } from '@oligowatch/shared/messages';
import type { FrequencyForm } from '@oligowatch/shared/schemas/report';
import type { ScheduleDetail } from '@oligowatch/shared/schemas/schedule';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkFrequency,
  emptyFrequencyForm,
  frequencyFormOf,
  readStoredSchedule,
  reportFormOf,
  toUpdateScheduleRequest,
} from './schedule-form';

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
};

afterEach(() => localStorage.clear());

describe('checkFrequency', () => {
  const form = (timeSteps: string, units: FrequencyForm['units'] = 'w'): FrequencyForm => ({
    showFrequency: true,
    timeSteps,
    units,
  });

  it.each<[string, FrequencyForm, { time_steps: number; units: 'd' | 'w' | 'm' }]>([
    ['2 weeks', form('2'), { time_steps: 2, units: 'w' }],
    ['spaces around the number', form(' 3 ', 'm'), { time_steps: 3, units: 'm' }],
    ['365 days', form('365', 'd'), { time_steps: 365, units: 'd' }],
  ])('reads %s', (_, value, frequency) => {
    expect(checkFrequency(value)).toEqual({ ok: true, frequency });
  });

  it.each<[string, FrequencyForm, string]>([
    ['an empty field', form(''), scheduleMessages.timeStepsRequired],
    ['words', form('two'), scheduleMessages.timeStepsNotNumber],
    ['a fraction', form('1.5'), scheduleMessages.timeStepsNotWhole],
    ['zero', form('0'), scheduleMessages.timeStepsTooSmall],
    ['53 weeks', form('53'), scheduleMessages.timeStepsTooLarge(52, 'weeks')],
  ])("refuses %s with the server's message", (_, value, message) => {
    expect(checkFrequency(value)).toEqual({ ok: false, message });
  });

  it('starts at every 1 week, shown only on the schedule form', () => {
    expect(emptyFrequencyForm(true)).toEqual({ showFrequency: true, timeSteps: '1', units: 'w' });
    expect(emptyFrequencyForm(false).showFrequency).toBe(false);
  });
});

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

describe('the edit form', () => {
  it('is filled from the schedule, with nothing confirmed yet', () => {
    expect(reportFormOf(schedule)).toEqual({
      title: 'Monthly flu',
      target: { targetID: 119210, name: 'Influenza A H3N2' },
      product: { id: 'p-3', name: 'Flu panel' },
      confirm: '',
    });
    expect(frequencyFormOf(schedule.frequency)).toEqual({ showFrequency: true, timeSteps: '1', units: 'm' });
  });

  it("sends SPEC's fields with product and clade as they were, and the alert settings", () => {
    const alert = { ...schedule.alert, recipients: ['qa@example.org'] };
    expect(
      toUpdateScheduleRequest(schedule, ' Flu, every 2 weeks ', { time_steps: 2, units: 'w' }, alert),
    ).toEqual({
      report_title: 'Flu, every 2 weeks',
      frequency: { time_steps: 2, units: 'w' },
      frequencyString: 'Every 2 weeks',
      last_run_date: null,
      next_run_date: '2024-02-29T12:00:00.000Z',
      product_id: 'p-3',
      product_name: 'Flu panel',
      clade_id: 119210,
      target_name: 'Influenza A H3N2',
      alert,
    });
  });
});
