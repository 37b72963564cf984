import type { ScheduledReport } from '@oligowatch/shared/schemas/report';
import { describe, expect, it } from 'vitest';
import { scheduleCard } from './schedule-card';

describe('scheduleCard', () => {
  it('makes a schedule card with the fixed mismatch count 8 and the frequency text', () => {
    const schedule: ScheduledReport = {
      _id: 's1',
      report_title: 'Weekly RSV',
      next_run_date: '2024-06-20T00:00:00Z',
      last_run_date: null,
      target_name: 'Human respiratory syncytial virus',
      product_name: 'RSV panel',
      product_id: 'p1',
      clade_id: 12814,
      frequency: { time_steps: 2, units: 'w' },
      frequencyString: '2w',
    };
    expect(scheduleCard(schedule)).toEqual({
      cardTitle: 'Weekly RSV',
      cardType: 'schedule',
      targetName: 'Human respiratory syncytial virus',
      targetNameFmtd: 'RSV',
      reportId: 's1',
      reportAge: 'Every 2 weeks',
      reagentName: 'RSV panel',
      mismatchCount: 8,
    });
  });
});
