import type { OligoChange, RunComparison } from '@oligowatch/shared/schemas/run-comparison';
import { describe, expect, it } from 'vitest';
import { changeAlertMail, judgedOn } from './change-alert-mail';

const change = (oligo: string, alerts: string[]): OligoChange => ({
  oligo,
  before_percent: 0,
  after_percent: alerts.length > 0 ? 50 : 0,
  delta_points: alerts.length > 0 ? 50 : 0,
  three_prime_before_percent: 0,
  three_prime_after_percent: 0,
  alerts,
});

const base: RunComparison = {
  schedule_id: 's',
  previous_report_id: 'r1',
  previous_creation_date: '2026-11-20T10:00:00.000Z',
  oligos: [change('F', ['window alert'])],
  alerted: true,
};

const cohort = (judged_on: 'new_cohort' | 'window', assessed: number) => ({
  since: '2026-11-20T10:00:05.000Z',
  samples: assessed + 1,
  assessed,
  min_assessed: 20,
  judged_on,
  oligos: [change('F', judged_on === 'new_cohort' ? ['cohort alert'] : [])],
});

describe('changeAlertMail: what the alert was judged on', () => {
  it.each<[string, RunComparison, string, string, string | undefined]>([
    ['no new cohort: the window', base, "Judged on all the run's samples.", 'window alert', 'cohort alert'],
    [
      'a cohort of 25 assessed: the cohort',
      { ...base, oligos: [change('F', [])], new_cohort: cohort('new_cohort', 25) },
      'Judged on the new cohort: the 26 genomes added to the clade since the previous run (25 assessed)',
      'cohort alert',
      'window alert',
    ],
    [
      'a cohort of 3 assessed: the window',
      { ...base, new_cohort: cohort('window', 3) },
      'only 3 of the genomes added since the previous run were assessed, fewer than the 20',
      'window alert',
      'cohort alert',
    ],
  ])('%s', (_, comparison, says, lists, leavesOut) => {
    expect(judgedOn(comparison)).toContain(says);
    const mail = changeAlertMail('a@example.org', 'T', comparison, 'https://x/reports/view/r2');
    expect(mail.text).toContain(says);
    expect(mail.html).toContain(says.replace(/'/g, '&#39;'));
    expect(mail.text).toContain(`- F: ${lists}`);
    if (leavesOut) expect(mail.text).not.toContain(leavesOut);
  });
});
