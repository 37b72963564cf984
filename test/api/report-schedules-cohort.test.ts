import { schedulesChangeAlertMessages } from '@oligowatch/shared/messages/schedules';
import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, mailsTo, pollUntil, signIn, stack } from '../support/api';
import { waitForReport } from '../support/reports';
import {
  addSample,
  createProduct,
  fireScheduledRun,
  getSchedule,
  listRuns,
  newClade,
  OLIGO,
  plusDays,
  scheduleReport,
  type TestClade,
  unique,
  withMismatchNear3End,
} from '../support/schedules';

/**
 * Issue 33, item 3: each scheduled run reports its new cohort, the samples added to the clade
 * since the previous run's plan, and its change alert is judged on that cohort when at least 20 of
 * its samples were assessed (the schedule's alert setting), on all the run's samples otherwise;
 * the mail says which. Samples are hand-made and added with POST /v1/target between runs.
 */

let token: string;
let productId: string;
let clade: TestClade;
let scheduleId: string;
let nextRun: string;
let title: string;
const owner = () => stack().admin.email;

/** Fires the schedule's next run and waits for its report; the next due time moves a day on. */
const runOnce = async () => {
  const due = nextRun;
  nextRun = plusDays(nextRun, 1);
  return fireScheduledRun(token, scheduleId, due);
};

const alertMails = async (count: number) =>
  (
    await pollUntil(
      async () =>
        (
          await mailsTo(owner())
        ).filter((m) => m.subject === schedulesChangeAlertMessages.alertSubject(title)),
      (mails) => mails.length >= count,
      { attempts: 80 },
    )
  ).value;

const add = async (label: string, count: number, site: string, seed: number) => {
  for (let i = 0; i < count; i++)
    await addSample(token, clade, `COHORT${clade.taxonomicID}-${label}${i}.1`, site, seed + i);
};

let firstReport: ReportDetail;

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  productId = await createProduct(token, 'Cohort');
  clade = newClade();
  // Thirty samples that match the oligo exactly.
  await add('a', 30, OLIGO, 100);
  title = unique('Cohort');
  const answer = await scheduleReport(token, {
    title,
    productId,
    clade,
    frequency: { time_steps: 1, units: 'd' },
  });
  scheduleId = answer.schedule_id;
  nextRun = answer.next_run_date;
  firstReport = await waitForReport(token, answer.reportId);
  expect(firstReport.status).toBe('complete');
}, 180_000);

describe('new since the previous run', () => {
  it('a first run keeps its plan time and has no new cohort', () => {
    expect(firstReport.provenance.planned_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(firstReport.provenance.new_cohort).toBeUndefined();
    expect(firstReport.comparison).toBeUndefined();
  });

  it('a run with 25 new samples, 10 of them with a 3′ end mismatch, is judged on them', async () => {
    await add('b', 15, OLIGO, 300);
    await add('m', 10, withMismatchNear3End(2), 400);
    const report = await runOnce();
    expect(report.progress.done).toBe(55);
    expect(report.provenance.new_cohort).toEqual({
      previous_report_id: firstReport._id,
      since: firstReport.provenance.planned_at,
      samples: 25,
      assessed: 25,
    });
    const cohort = report.comparison?.new_cohort;
    expect(cohort).toMatchObject({
      since: firstReport.provenance.planned_at,
      samples: 25,
      assessed: 25,
      min_assessed: 20,
      judged_on: 'new_cohort',
    });
    // Its share among the new genomes (10 of 25) against the previous run's (0 of 30).
    expect(cohort?.oligos[0]).toMatchObject({ before_percent: 0, after_percent: 40, delta_points: 40 });
    expect(cohort?.oligos[0]?.alerts).toEqual([
      'Samples with a mismatch rose from 0% to 40% (+40 percentage points; the threshold is 5).',
      "A mismatch within the last 3 bases (the 3' end) is now in 40% of samples (it was 0%; the threshold is 5%).",
    ]);
    // The window's comparison (10 of 55) is shown, but the alert is the cohort's.
    expect(report.comparison?.oligos[0]?.after_percent).toBeCloseTo(1000 / 55, 9);
    expect(report.comparison?.oligos[0]?.alerts).toEqual([]);
    expect(report.comparison?.alerted).toBe(true);
    const [mail, ...more] = await alertMails(1);
    expect(more).toEqual([]);
    const text = mail?.body.text ?? '';
    expect(text).toContain(schedulesChangeAlertMessages.alertJudgedOnCohort(25, 25));
    expect(text).toContain('rose from 0% to 40% (+40 percentage points');
  });

  it('a run with 5 new samples (fewer than 20 assessed) is judged on all its samples', async () => {
    const [previous] = await listRuns(token, scheduleId);
    const before = await waitForReport(token, previous?.report_id as string);
    await add('n', 5, withMismatchNear3End(2), 500);
    const report = await runOnce();
    expect(report.progress.done).toBe(60);
    const cohort = report.comparison?.new_cohort;
    expect(cohort).toMatchObject({
      since: before.provenance.planned_at,
      samples: 5,
      assessed: 5,
      judged_on: 'window',
    });
    expect(cohort?.oligos[0]).toMatchObject({ after_percent: 100, alerts: [] });
    // 15 of 60 (25%) against 10 of 55 (18.2%): +6.8 points on the window.
    const change = report.comparison?.oligos[0];
    expect(change?.after_percent).toBeCloseTo(25, 9);
    expect(change?.alerts).toEqual([
      'Samples with a mismatch rose from 18.2% to 25% (+6.8 percentage points; the threshold is 5).',
    ]);
    expect(report.comparison?.alerted).toBe(true);
    const mails = await alertMails(2);
    expect(mails).toHaveLength(2);
    const text = mails.map((m) => m.body.text ?? '').find((t) => t.includes('18.2% to 25%')) ?? '';
    expect(text).toContain(schedulesChangeAlertMessages.alertJudgedOnWindow(5, 20));
  });

  it('the setting is edited with the other alert settings: with 3, a run of 3 new samples is judged on them', async () => {
    const schedule = await getSchedule(token, scheduleId);
    if (!schedule) throw new Error('schedule missing');
    expect(schedule.alert.thresholds.new_cohort_min_assessed).toBe(20);
    const put = (value: number) =>
      api('PUT', `/v1/report/upcoming/${scheduleId}`, {
        token,
        body: {
          ...schedule,
          alert: {
            ...schedule.alert,
            thresholds: { ...schedule.alert.thresholds, new_cohort_min_assessed: value },
          },
        },
      });
    expect((await put(0)).status).toBe(400);
    expect((await put(3)).status).toBe(200);
    expect((await getSchedule(token, scheduleId))?.alert.thresholds.new_cohort_min_assessed).toBe(3);
    nextRun = (await getSchedule(token, scheduleId))?.next_run_date as string;
    // Three new samples that match: the cohort's share (0%) against the previous run's (25%).
    await add('p', 3, OLIGO, 600);
    const report = await runOnce();
    expect(report.comparison?.new_cohort).toMatchObject({
      samples: 3,
      assessed: 3,
      min_assessed: 3,
      judged_on: 'new_cohort',
    });
    expect(report.comparison?.new_cohort?.oligos[0]).toMatchObject({ before_percent: 25, after_percent: 0 });
    expect(report.comparison?.alerted).toBe(false);
  });
});
