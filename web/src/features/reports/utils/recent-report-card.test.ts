import { describe, expect, it } from 'vitest';
import { recentReportCard, reportAge } from './recent-report-card';

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
});
