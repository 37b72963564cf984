import { MISMATCH_ENGINE_VERSION } from '@oligowatch/science';
import { schedulesChangeAlertMessages } from '@oligowatch/shared/messages/schedules';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, mailsTo, pollUntil, signIn, stack } from '../support/api';
import { waitForReport } from '../support/reports';
import {
  addSample,
  createProduct,
  fireScheduledRun,
  listRuns,
  newClade,
  OLIGO,
  plusDays,
  scheduleReport,
  type TestClade,
  unique,
  waitForComparison,
  withMismatchNear3End,
} from '../support/schedules';

/**
 * Change alerts: each scheduled run is compared with the previous completed run of its schedule;
 * when an oligo gets worse past a threshold, the owner and the extra recipients get one mail (read
 * from the SES emulator's inbox) with the numbers and a link to the report. Samples are added to
 * the clade between runs to make a run worse.
 */

let token: string;
let productId: string;
let clade: TestClade;
let scheduleId: string;
let nextRun: string;
let title: string;
const owner = () => stack().admin.email;
const RECIPIENT = `alerts-${Date.now().toString(36)}@oligowatch.test`;

/** Fires the schedule's next run and waits for its report; the next due time moves a day on. */
const runOnce = async () => {
  const due = nextRun;
  nextRun = plusDays(nextRun, 1);
  return fireScheduledRun(token, scheduleId, due);
};

const alertMails = async (address: string) =>
  (await mailsTo(address)).filter((m) => m.subject === schedulesChangeAlertMessages.alertSubject(title));

/**
 * The alert mails of `address` once at least `count` have come (at most 20 s): the run's Alert
 * step stores the comparison first, then mails each address, so the report can show its
 * comparison before the last mail is sent (the recipient's copy was missing once in a CI run).
 */
const alertMailsWhenCome = async (address: string, count: number) =>
  (
    await pollUntil(
      () => alertMails(address),
      (mails) => mails.length >= count,
      { attempts: 80 },
    )
  ).value;

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  productId = await createProduct(token, 'Alerts');
  clade = newClade();
  // Ten samples that match the oligo exactly.
  for (let i = 0; i < 10; i++)
    await addSample(token, clade, `ALERT${clade.taxonomicID}-${i}.1`, OLIGO, 100 + i);
  title = unique('Alerting');
  const answer = await scheduleReport(token, {
    title,
    productId,
    clade,
    frequency: { time_steps: 1, units: 'd' },
    alert: { recipients: [RECIPIENT] },
  });
  scheduleId = answer.schedule_id;
  nextRun = answer.next_run_date;
  const first = await waitForReport(token, answer.reportId);
  expect(first.status).toBe('complete');
  // A first run has nothing to compare with.
  expect(first.comparison).toBeUndefined();
}, 120_000);

describe('change alerts', () => {
  it('a run that does not worsen an oligo stores its comparison and mails no one', async () => {
    const report = await runOnce();
    expect(report.comparison).toMatchObject({
      schedule_id: scheduleId,
      alerted: false,
      oligos: [
        {
          before_percent: 0,
          after_percent: 0,
          delta_points: 0,
          three_prime_before_percent: 0,
          three_prime_after_percent: 0,
          alerts: [],
        },
      ],
    });
    expect(await alertMails(owner())).toEqual([]);
    expect(await alertMails(RECIPIENT)).toEqual([]);
  });

  it('a run that worsens an oligo past the thresholds sends one mail with the numbers and the link', async () => {
    // Five new samples with a mismatch in the oligo's 3' end: 5 of 15 samples, 33.3%.
    for (let i = 0; i < 5; i++)
      await addSample(token, clade, `ALERT${clade.taxonomicID}-m${i}.1`, withMismatchNear3End(2), 200 + i);
    const previous = (await listRuns(token, scheduleId))[0];
    const report = await runOnce();
    expect(report.progress.done).toBe(15);
    const change = report.comparison?.oligos[0];
    expect(report.comparison).toMatchObject({
      schedule_id: scheduleId,
      previous_report_id: previous?.report_id,
      alerted: true,
    });
    expect(change?.before_percent).toBe(0);
    expect(change?.after_percent).toBeCloseTo(100 / 3, 9);
    expect(change?.three_prime_after_percent).toBeCloseTo(100 / 3, 9);
    expect(change?.alerts).toEqual([
      'Samples with a mismatch rose from 0% to 33.3% (+33.3 percentage points; the threshold is 5).',
      "A mismatch within the last 3 bases (the 3' end) is now in 33.3% of samples (it was 0%; the threshold is 5%).",
    ]);

    const [mail, ...more] = await alertMailsWhenCome(owner(), 1);
    expect(more).toEqual([]);
    expect(mail?.destination.to).toEqual([owner()]);
    const text = mail?.body.text ?? '';
    expect(text).toContain(change?.oligo as string);
    expect(text).toContain('rose from 0% to 33.3% (+33.3 percentage points');
    expect(text).toContain(`${stack().apiUrl}/reports/view/${report._id}`);
    // The extra recipient gets the same mail, once.
    const [copy, ...moreCopies] = await alertMailsWhenCome(RECIPIENT, 1);
    expect(moreCopies).toEqual([]);
    expect(copy?.body.text).toBe(text);
  });

  it('a completion seen twice, even at once, mails once', async () => {
    const [latest] = await listRuns(token, scheduleId);
    const reportId = latest?.report_id as string;
    Object.assign(process.env, stack().env);
    const { alertReportChange } = await import('@oligowatch/functions/schedules/jobs/alert-report-change');
    // The alert asks the reports feature through its port (a called job): run here, as the stack runs it.
    (await import('@oligowatch/infra/local/run-local-job')).registerLocalJobs();
    // Seen again after the fact (the Alert state retried): its comparison is there, nothing more happens.
    await alertReportChange({ reportId });
    expect(await alertMails(owner())).toHaveLength(1);
    // As if the first alert had not happened: without its comparison or deliveries, two attempts
    // race, and each address still gets one mail.
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: stack().env.REPORTS_TABLE,
        Key: { pk: `REPORT#${reportId}`, sk: 'SUMMARY' },
        UpdateExpression: 'REMOVE comparison, alert_delivered',
      }),
    );
    await Promise.all([alertReportChange({ reportId }), alertReportChange({ reportId })]);
    expect(await alertMails(owner())).toHaveLength(2);
    expect(await alertMails(RECIPIENT)).toHaveLength(2);
    expect((await waitForComparison(token, reportId)).comparison?.alerted).toBe(true);
  });

  it('the next run, no worse than that one, mails no one', async () => {
    const report = await runOnce();
    expect(report.comparison?.alerted).toBe(false);
    expect(report.comparison?.oligos[0]?.delta_points).toBeCloseTo(0, 9);
    expect(await alertMails(owner())).toHaveLength(2);
  });

  it('a run after one of an engine that counted differently shows the change and mails no one', async () => {
    // The previous run as a report of engine 1 (before issue 22) would be stored.
    const [previous] = await listRuns(token, scheduleId);
    Object.assign(process.env, stack().env);
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: stack().env.REPORTS_TABLE,
        Key: { pk: `REPORT#${previous?.report_id}`, sk: 'SUMMARY' },
        UpdateExpression: 'SET provenance.engine_version = :old',
        ExpressionAttributeValues: { ':old': '1.0.0' },
      }),
    );
    // Worse than before: 10 of 20 samples with a 3' end mismatch, up from 5 of 15.
    for (let i = 5; i < 10; i++)
      await addSample(token, clade, `ALERT${clade.taxonomicID}-m${i}.1`, withMismatchNear3End(2), 200 + i);
    const report = await runOnce();
    expect(report.comparison).toMatchObject({
      alerted: false,
      engine_change: { before: '1.0.0', after: MISMATCH_ENGINE_VERSION },
      oligos: [{ before_percent: 100 / 3, after_percent: 50, alerts: [] }],
    });
    expect(await alertMails(owner())).toHaveLength(2);
  });

  it('GET /v1/report/{id} of a one-off report carries no comparison or schedule', async () => {
    const res = await api('POST', '/v1/parasail', {
      token,
      body: {
        report_title: unique('One-off'),
        clade_id: String(clade.taxonomicID),
        target_name: clade.name,
        product: productId,
      },
    });
    const report = await waitForReport(token, res.body.reportId as string);
    expect(report.comparison).toBeUndefined();
    expect(report.schedule_id).toBeUndefined();
    await api('DELETE', `/v1/report/upcoming/${scheduleId}`, { token });
  });
});
