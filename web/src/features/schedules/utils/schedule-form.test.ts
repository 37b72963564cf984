import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { describe, expect, it } from 'vitest';
import { reportFormOf, toUpdateScheduleRequest } from './schedule-form';
import { monthlyFlu as schedule } from './schedule-test-data';

describe('the edit form', () => {
  it('is filled from the schedule, with nothing confirmed yet', () => {
    expect(reportFormOf(schedule)).toEqual({
      title: 'Monthly flu',
      target: { targetID: 119210, name: 'Influenza A H3N2' },
      product: { id: 'p-3', name: 'Flu panel' },
      confirm: '',
    });
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

  it('adds the verdict thresholds only when given (changed), for the runs to come', () => {
    const strict = { ...DEFAULT_VERDICT_THRESHOLDS, inclusive_max_mismatches: 0 };
    const frequency = { time_steps: 1, units: 'm' } as const;
    expect(
      toUpdateScheduleRequest(schedule, 'Flu', frequency, schedule.alert, strict).verdict_thresholds,
    ).toEqual(strict);
    expect(toUpdateScheduleRequest(schedule, 'Flu', frequency, schedule.alert)).not.toHaveProperty(
      'verdict_thresholds',
    );
  });
});
