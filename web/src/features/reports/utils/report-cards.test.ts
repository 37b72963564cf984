import type { ScheduledReport } from '@oligowatch/shared/schemas/report';
import { describe, expect, it } from 'vitest';
import { formatTargetName, recentReportCard, reportAge, scheduleCard } from './report-cards';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('reportAge', () => {
  it.each([
    [NOW - 2 * 60 * 60 * 1000, 'Today'],
    [NOW - DAY, '1 day ago'],
    [NOW - 12 * DAY, '12 days ago'],
    [NOW - 30 * DAY, '30 days ago'],
    [NOW - 45 * DAY, '1 month ago'],
    [NOW - 100 * DAY, '3 months ago'],
    [NOW + DAY, 'Today'],
  ])('%s -> %s', (created, age) => {
    expect(reportAge(new Date(created).toISOString(), NOW)).toBe(age);
  });

  it('is empty for a value that is not a date', () => {
    expect(reportAge('soon', NOW)).toBe('');
  });
});

describe('formatTargetName', () => {
  it.each([
    ['Influenza A virus', 'Influenza'],
    ['Human respiratory syncytial virus A', 'RSV'],
    ['RSV-B', 'RSV'],
    ['Severe acute respiratory syndrome coronavirus 2 (SARS-CoV-2)', 'Covid'],
    ['Severe acute respiratory syndrome coronavirus 2', 'Covid'],
    ['Measles morbillivirus', 'Measles morbillivirus'],
  ])('%s -> %s', (name, short) => {
    expect(formatTargetName(name)).toBe(short);
  });
});

describe('cards', () => {
  it('makes a report card from a recent report', () => {
    expect(
      recentReportCard(
        {
          _id: 'r1',
          report_title: 'N1 vs SARS-CoV-2',
          creation_date: new Date(NOW - 3 * DAY).toISOString(),
          target_name: 'SARS-CoV-2',
          product_name: 'CDC N1',
          mismatch_total: 17,
          status: 'complete',
          progress: { done: 40, total: 40 },
        },
        NOW,
      ),
    ).toEqual({
      cardTitle: 'N1 vs SARS-CoV-2',
      cardType: 'report',
      targetName: 'SARS-CoV-2',
      targetNameFmtd: 'Covid',
      reportId: 'r1',
      reportAge: '3 days ago',
      reagentName: 'CDC N1',
      mismatchCount: 17,
    });
  });

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
