import { DEFAULT_CHANGE_THRESHOLDS, DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { schedulesApiMessages, schedulesFrequencyMessages } from '@oligowatch/shared/messages/schedules';
import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import { getReport, waitForReport } from '../support/reports';
import { runJobsAndWorkflowsHere } from '../support/run-here';
import {
  addSample,
  createProduct,
  getSchedule,
  listRuns,
  listUpcoming,
  newClade,
  OLIGO,
  plusDays,
  plusMinutes,
  scheduledAnswerSchema,
  scheduleReport,
  type TestClade,
  tick,
  unique,
} from '../support/schedules';

/**
 * Recurring reports end to end on the suite's stack: POST /v1/parasail with a frequency, the
 * local scheduler fired by a clock the test moves (POST `${schedulerUrl}tick`), the run handler,
 * GET/PUT/DELETE /v1/report/upcoming and the past runs. The clade is a taxon of our own with a few
 * hand-made samples, so each report takes a moment.
 */

let token: string;
let productId: string;
let clade: TestClade;
const created: string[] = [];

const DAILY = { time_steps: 1, units: 'd' } as const;

const newSchedule = async (
  label: string,
  frequency: unknown = DAILY,
  product = productId,
  verdictThresholds?: unknown,
) => {
  const title = unique(label);
  const answer = await scheduleReport(token, {
    title,
    productId: product,
    clade,
    frequency,
    verdictThresholds,
  });
  created.push(answer.schedule_id);
  return { ...answer, title };
};

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  productId = await createProduct(token, 'Schedules');
  clade = newClade();
  for (let i = 0; i < 4; i++) await addSample(token, clade, `SCHED${clade.taxonomicID}-${i}.1`, OLIGO, i + 1);
}, 120_000);

// Every schedule a test made is gone after it, so a later tick fires only the next test's own.
afterEach(async () => {
  for (const id of created.splice(0)) await api('DELETE', `/v1/report/upcoming/${id}`, { token });
});

describe('POST /v1/parasail with a frequency', () => {
  it('creates the schedule, runs its first report now as a one-off is run, and sets the next run', async () => {
    const before = Date.now();
    const answer = await newSchedule('Weekly', { time_steps: '2', units: 'w' });
    expect(answer.message).toBe(schedulesApiMessages.scheduleCreated(answer.title, 4));
    const first = await waitForReport(token, answer.reportId);
    expect(first.status).toBe('complete');
    expect(first.schedule_id).toBe(answer.schedule_id);
    expect(first.provenance.product_id).toBe(productId);

    const schedule = await getSchedule(token, answer.schedule_id);
    expect(schedule).toMatchObject({
      product_id: productId,
      clade_id: String(clade.taxonomicID),
      target_name: clade.name,
      frequency: { time_steps: 2, units: 'w' },
      frequencyString: 'Every 2 weeks',
      status: 'active',
      owner_email: stack().admin.email,
      alert: { thresholds: DEFAULT_CHANGE_THRESHOLDS, recipients: [] },
      next_run_date: answer.next_run_date,
    });
    // Two weeks from its creation, to the minute.
    const next = Date.parse(answer.next_run_date);
    expect(next).toBeGreaterThanOrEqual(Math.floor(before / 60_000) * 60_000 + 14 * 86_400_000);
    expect(next).toBeLessThanOrEqual(Date.now() + 14 * 86_400_000);
    const runs = await listRuns(token, answer.schedule_id);
    expect(runs.map((r) => r.report_id)).toEqual([answer.reportId]);
  });

  it.each([
    [{ time_steps: 'soon', units: 'd' }, schedulesFrequencyMessages.timeStepsNotNumber],
    [{ time_steps: 0, units: 'w' }, schedulesFrequencyMessages.timeStepsTooSmall],
    [{ time_steps: 2.5, units: 'd' }, schedulesFrequencyMessages.timeStepsNotWhole],
    [{ time_steps: 25, units: 'm' }, 'Time steps can be at most 24 for months.'],
    [{ time_steps: 2, units: 'y' }, schedulesFrequencyMessages.unitsInvalid],
  ])(
    'refuses the frequency %j with 400 and a clear message, scheduling nothing',
    async (frequency, message) => {
      const before = (await listUpcoming(token)).length;
      const res = await api('POST', '/v1/parasail', {
        token,
        body: {
          report_title: unique('Bad frequency'),
          clade_id: String(clade.taxonomicID),
          target_name: clade.name,
          product: productId,
          frequency,
        },
      });
      expect(res).toEqual({ status: 400, body: { message } });
      expect(await listUpcoming(token)).toHaveLength(before);
    },
  );

  it('without a frequency (or a null one) makes a one-off report and no schedule', async () => {
    const before = (await listUpcoming(token)).length;
    for (const extra of [{}, { frequency: null }]) {
      const res = await api('POST', '/v1/parasail', {
        token,
        body: {
          report_title: unique('One-off'),
          clade_id: String(clade.taxonomicID),
          target_name: clade.name,
          product: productId,
          ...extra,
        },
      });
      expect(res.status).toBe(202);
      expect(res.body).not.toHaveProperty('schedule_id');
      expect((await waitForReport(token, res.body.reportId as string)).schedule_id).toBeUndefined();
    }
    expect(await listUpcoming(token)).toHaveLength(before);
  });

  it('refuses an unknown product with its 404 and stores no schedule', async () => {
    const before = (await listUpcoming(token)).length;
    const res = await api('POST', '/v1/parasail', {
      token,
      body: {
        report_title: unique('No product'),
        clade_id: String(clade.taxonomicID),
        target_name: clade.name,
        product: 'no-such-product',
        frequency: DAILY,
      },
    });
    expect(res).toEqual({ status: 404, body: { message: reportsApiMessages.productNotFound } });
    expect(await listUpcoming(token)).toHaveLength(before);
  });
});

describe('a scheduled run', () => {
  it('fires when due: the report exists, carries its schedule, and the dates advance', async () => {
    const answer = await newSchedule('Daily');
    await waitForReport(token, answer.reportId);
    // Not due a minute early: nothing fires.
    expect(await tick(plusMinutes(answer.next_run_date, -1), answer.schedule_id)).toEqual([]);

    const fired = await tick(plusMinutes(answer.next_run_date, 1), answer.schedule_id);
    expect(fired).toHaveLength(1);
    expect(fired[0]?.error).toBeUndefined();
    const runs = await listRuns(token, answer.schedule_id);
    expect(runs).toHaveLength(2);
    const [latest, first] = runs;
    expect(first?.report_id).toBe(answer.reportId);
    expect(latest?.scheduled_for).toBe(answer.next_run_date);
    const report = await waitForReport(token, latest?.report_id as string);
    expect(report).toMatchObject({ status: 'complete', schedule_id: answer.schedule_id });
    expect(report.provenance.sample_count).toBe(4);

    const schedule = await getSchedule(token, answer.schedule_id);
    expect(schedule?.last_run_date).toBe(answer.next_run_date);
    expect(schedule?.next_run_date).toBe(plusDays(answer.next_run_date, 1));
  });

  it('delivered twice for the same time makes one report', async () => {
    const answer = await newSchedule('Delivered twice');
    await waitForReport(token, answer.reportId);
    await runJobsAndWorkflowsHere();
    const { runScheduledReport } = await import('@oligowatch/functions/schedules/jobs/run-scheduled-report');
    // EventBridge's at-least-once delivery: the same firing twice at once, then once more.
    const payload = {
      scheduleId: answer.schedule_id,
      scheduledTime: answer.next_run_date.replace('.000Z', 'Z'),
    };
    const outcomes = await Promise.all([runScheduledReport(payload), runScheduledReport(payload)]);
    expect(outcomes.filter((o) => o === 'started')).toHaveLength(1);
    expect(await runScheduledReport(payload)).not.toBe('started');
    const runs = await listRuns(token, answer.schedule_id);
    expect(runs).toHaveLength(2);
    await waitForReport(token, runs[0]?.report_id as string);
    const reports = await api('GET', '/v1/report/all', { token });
    const titles = (reports.body.reports as { report_title: string }[]).filter(
      (r) => r.report_title === runs[0]?.report_title,
    );
    // The first run and the one claimed run: no third report.
    expect(titles).toHaveLength(2);
  });

  it('claimed by a delivery that stopped before starting its report is finished by the next delivery', async () => {
    const answer = await newSchedule('Claimed, not started');
    await waitForReport(token, answer.reportId);
    await runJobsAndWorkflowsHere();
    const { claimScheduledRun } = await import('@oligowatch/functions/schedules/repository/schedule-runs');
    const { runScheduledReport } = await import('@oligowatch/functions/schedules/jobs/run-scheduled-report');
    // What a delivery that stopped (a timeout, a crash) right after its claim leaves.
    const reportId = crypto.randomUUID();
    const claimedAt = answer.next_run_date;
    expect(
      await claimScheduledRun({
        run: {
          schedule_id: answer.schedule_id,
          scheduled_for: answer.next_run_date,
          report_id: reportId,
          report_title: answer.title,
          claimed_at: claimedAt,
        },
        nextRunDate: plusDays(answer.next_run_date, 1),
        lastRunDate: claimedAt,
      }),
    ).toBe(true);
    // Its report never came: the run is not listed yet.
    expect((await listRuns(token, answer.schedule_id)).map((run) => run.report_id)).toEqual([
      answer.reportId,
    ]);
    const payload = { scheduleId: answer.schedule_id, scheduledTime: answer.next_run_date };
    expect(await runScheduledReport(payload)).toBe('resumed');
    expect(await waitForReport(token, reportId)).toMatchObject({
      status: 'complete',
      schedule_id: answer.schedule_id,
    });
    expect((await listRuns(token, answer.schedule_id)).map((run) => run.report_id)).toEqual([
      reportId,
      answer.reportId,
    ]);
    // Started now: a later delivery of the same time does nothing.
    expect(await runScheduledReport(payload)).toBe('alreadyClaimed');
    expect((await getSchedule(token, answer.schedule_id))?.next_run_date).toBe(
      plusDays(answer.next_run_date, 1),
    );
  });

  it('after periods missed while nothing fired, runs once and moves the next run past now', async () => {
    const answer = await newSchedule('Missed');
    await waitForReport(token, answer.reportId);
    const late = plusMinutes(plusDays(answer.next_run_date, 4), 1);
    const fired = await tick(late, answer.schedule_id);
    expect(fired).toHaveLength(1);
    expect(fired[0]?.payload.scheduledTime).toBe(plusDays(answer.next_run_date, 4).replace('.000Z', 'Z'));
    // The same moment again, as a restarted stack would see it: nothing more.
    expect(await tick(late, answer.schedule_id)).toEqual([]);
    const runs = await listRuns(token, answer.schedule_id);
    expect(runs).toHaveLength(2);
    await waitForReport(token, runs[0]?.report_id as string);
    expect((await getSchedule(token, answer.schedule_id))?.next_run_date).toBe(
      plusDays(answer.next_run_date, 5),
    );
  });
});

describe('verdict thresholds of a schedule (issue 23)', () => {
  const strict = {
    ...DEFAULT_VERDICT_THRESHOLDS,
    action_inclusivity_percent: 95,
    caution_inclusivity_percent: 99,
  };
  const stricter = { ...strict, inclusive_max_mismatches: 0, caution_oligo_percent: 1 };

  it('freezes the thresholds sent into every run, and an edit into the runs after it', async () => {
    const answer = await newSchedule('Strict', DAILY, productId, strict);
    expect((await getSchedule(token, answer.schedule_id))?.verdict_thresholds).toEqual(strict);
    const first = await waitForReport(token, answer.reportId);
    expect(first.provenance.verdict_thresholds).toEqual(strict);

    expect(await tick(plusMinutes(answer.next_run_date, 1), answer.schedule_id)).toHaveLength(1);
    const second = (await listRuns(token, answer.schedule_id))[0]?.report_id as string;
    expect((await waitForReport(token, second)).provenance.verdict_thresholds).toEqual(strict);

    const schedule = await getSchedule(token, answer.schedule_id);
    const edit = await api('PUT', `/v1/report/upcoming/${answer.schedule_id}`, {
      token,
      body: { ...schedule, verdict_thresholds: stricter },
    });
    expect(edit).toEqual({ status: 200, body: { message: schedulesApiMessages.scheduleUpdated } });
    const edited = await getSchedule(token, answer.schedule_id);
    expect(edited?.verdict_thresholds).toEqual(stricter);
    expect(await tick(plusMinutes(edited?.next_run_date as string, 1), answer.schedule_id)).toHaveLength(1);
    const third = (await listRuns(token, answer.schedule_id))[0]?.report_id as string;
    expect((await waitForReport(token, third)).provenance.verdict_thresholds).toEqual(stricter);
    // Reports already made keep what they froze.
    expect((await getReport(token, answer.reportId)).provenance.verdict_thresholds).toEqual(strict);
  });

  it('without thresholds runs on the defaults and says so; a bad threshold is a 400 that names it', async () => {
    const answer = await newSchedule('Defaults');
    expect((await getSchedule(token, answer.schedule_id))?.verdict_thresholds).toEqual(
      DEFAULT_VERDICT_THRESHOLDS,
    );
    expect((await waitForReport(token, answer.reportId)).provenance.verdict_thresholds).toEqual(
      DEFAULT_VERDICT_THRESHOLDS,
    );
    const bad = { ...DEFAULT_VERDICT_THRESHOLDS, multiple_mismatches: 1 };
    expect(
      await api('PUT', `/v1/report/upcoming/${answer.schedule_id}`, {
        token,
        body: { verdict_thresholds: bad },
      }),
    ).toEqual({
      status: 400,
      body: { message: reportsApiMessages.thresholdInvalid('multiple_mismatches', 2, null, true) },
    });
    expect((await getSchedule(token, answer.schedule_id))?.verdict_thresholds).toEqual(
      DEFAULT_VERDICT_THRESHOLDS,
    );
  });
});

describe('PUT /v1/report/upcoming/{id}', () => {
  it('changes the title and frequency: the next run is recomputed and the scheduler follows', async () => {
    const answer = await newSchedule('Edited');
    await waitForReport(token, answer.reportId);
    const schedule = await getSchedule(token, answer.schedule_id);
    if (!schedule) throw new Error('schedule missing');
    const title = unique('Edited again');
    const res = await api('PUT', `/v1/report/upcoming/${answer.schedule_id}`, {
      token,
      body: {
        ...schedule,
        report_title: title,
        frequency: { time_steps: 2, units: 'w' },
        frequencyString: 'whatever the client says',
        // Not trusted: the server works the run dates out.
        next_run_date: '2000-01-01T00:00:00.000Z',
        last_run_date: '1999-01-01T00:00:00.000Z',
        alert: { recipients: ['lab@oligowatch.test'] },
      },
    });
    expect(res).toEqual({ status: 200, body: { message: schedulesApiMessages.scheduleUpdated } });
    const edited = await getSchedule(token, answer.schedule_id);
    const twoWeeks = plusDays(schedule.last_run_date?.replace(/:\d\d\.\d{3}Z$/, ':00.000Z') as string, 14);
    expect(edited).toMatchObject({
      report_title: title,
      frequency: { time_steps: 2, units: 'w' },
      frequencyString: 'Every 2 weeks',
      next_run_date: twoWeeks,
      last_run_date: schedule.last_run_date,
      alert: { thresholds: DEFAULT_CHANGE_THRESHOLDS, recipients: ['lab@oligowatch.test'] },
    });
    // The old daily time fires nothing any more; the new one does.
    expect(await tick(plusMinutes(answer.next_run_date, 1), answer.schedule_id)).toEqual([]);
    expect(await tick(plusMinutes(twoWeeks, 1), answer.schedule_id)).toHaveLength(1);
    const runs = await listRuns(token, answer.schedule_id);
    expect(runs[0]?.report_title).toBe(title);
    await waitForReport(token, runs[0]?.report_id as string);
  });

  it('refuses a change of product or clade with 400, and an unknown schedule with 404', async () => {
    const answer = await newSchedule('Locked');
    const schedule = await getSchedule(token, answer.schedule_id);
    expect(
      await api('PUT', `/v1/report/upcoming/${answer.schedule_id}`, {
        token,
        body: { ...schedule, product_id: 'another-product' },
      }),
    ).toEqual({ status: 400, body: { message: schedulesApiMessages.productLocked } });
    expect(
      await api('PUT', `/v1/report/upcoming/${answer.schedule_id}`, {
        token,
        body: { ...schedule, clade_id: '2697049' },
      }),
    ).toEqual({ status: 400, body: { message: schedulesApiMessages.cladeLocked } });
    expect(
      await api('PUT', `/v1/report/upcoming/${answer.schedule_id}`, {
        token,
        body: { ...schedule, frequency: { time_steps: 0, units: 'd' } },
      }),
    ).toEqual({ status: 400, body: { message: schedulesFrequencyMessages.timeStepsTooSmall } });
    expect(await getSchedule(token, answer.schedule_id)).toEqual(schedule);
    expect(await api('PUT', '/v1/report/upcoming/no-such-schedule', { token, body: {} })).toEqual({
      status: 404,
      body: { message: schedulesApiMessages.scheduleNotFound },
    });
    await waitForReport(token, answer.reportId);
  });
});

describe('the Tm conditions of a schedule (issue 24)', () => {
  it('freezes the conditions it was created with into every run, and PUT changes them for the runs to come', async () => {
    const created_with = { ...DEFAULT_TM_CONDITIONS, mg_mm: 1.5 };
    const title = unique('Tm conditions');
    const res = await api('POST', '/v1/parasail', {
      token,
      body: {
        report_title: title,
        clade_id: String(clade.taxonomicID),
        target_name: clade.name,
        product: productId,
        frequency: DAILY,
        tm_conditions: created_with,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const answer = scheduledAnswerSchema.parse(res.body);
    created.push(answer.schedule_id);
    expect((await waitForReport(token, answer.reportId)).provenance.tm_conditions).toEqual(created_with);
    const schedule = await getSchedule(token, answer.schedule_id);
    expect(schedule?.tm_conditions).toEqual(created_with);

    // A run keeps them.
    expect(await tick(plusMinutes(answer.next_run_date, 1), answer.schedule_id)).toHaveLength(1);
    const [second] = await listRuns(token, answer.schedule_id);
    expect((await waitForReport(token, second?.report_id as string)).provenance.tm_conditions).toEqual(
      created_with,
    );

    // An edit changes them for the next run; the schema checks them as POST does.
    const refused = await api('PUT', `/v1/report/upcoming/${answer.schedule_id}`, {
      token,
      body: { tm_conditions: { ...created_with, oligo_nm: 0 } },
    });
    expect(refused.status).toBe(400);
    const edited_to = { ...DEFAULT_TM_CONDITIONS, na_mm: 20 };
    const put = await api('PUT', `/v1/report/upcoming/${answer.schedule_id}`, {
      token,
      body: { tm_conditions: edited_to },
    });
    expect(put).toEqual({ status: 200, body: { message: schedulesApiMessages.scheduleUpdated } });
    const after = await getSchedule(token, answer.schedule_id);
    expect(after?.tm_conditions).toEqual(edited_to);
    expect(await tick(plusMinutes(after?.next_run_date as string, 1), answer.schedule_id)).toHaveLength(1);
    const [third] = await listRuns(token, answer.schedule_id);
    expect((await waitForReport(token, third?.report_id as string)).provenance.tm_conditions).toEqual(
      edited_to,
    );
  });

  it('without conditions, its runs freeze the defaults', async () => {
    const answer = await newSchedule('Tm defaults');
    expect((await waitForReport(token, answer.reportId)).provenance.tm_conditions).toEqual(
      DEFAULT_TM_CONDITIONS,
    );
    expect((await getSchedule(token, answer.schedule_id))?.tm_conditions).toBeUndefined();
  });
});

describe('DELETE /v1/report/upcoming/{id}', () => {
  it('stops the schedule, keeps its past reports, and a second delete is a 404', async () => {
    const answer = await newSchedule('Deleted');
    await waitForReport(token, answer.reportId);
    expect(await api('DELETE', `/v1/report/upcoming/${answer.schedule_id}`, { token })).toEqual({
      status: 200,
      body: { message: schedulesApiMessages.scheduleDeleted },
    });
    expect(await getSchedule(token, answer.schedule_id)).toBeUndefined();
    expect(await tick(plusMinutes(answer.next_run_date, 1), answer.schedule_id)).toEqual([]);
    expect((await getReport(token, answer.reportId)).status).toBe('complete');
    expect(await api('DELETE', `/v1/report/upcoming/${answer.schedule_id}`, { token })).toEqual({
      status: 404,
      body: { message: schedulesApiMessages.scheduleNotFound },
    });
    expect((await api('GET', `/v1/report/upcoming/${answer.schedule_id}/runs`, { token })).status).toBe(404);
  });
});

describe('GET /v1/report/upcoming', () => {
  it('lists every schedule soonest first', async () => {
    const weekly = await newSchedule('Later', { time_steps: 1, units: 'w' });
    const daily = await newSchedule('Sooner');
    const ids = (await listUpcoming(token)).map((s) => s._id);
    expect(ids.indexOf(daily.schedule_id)).toBeLessThan(ids.indexOf(weekly.schedule_id));
    const dates = (await listUpcoming(token)).map((s) => s.next_run_date);
    expect(dates).toEqual([...dates].sort());
    await waitForReport(token, weekly.reportId);
    await waitForReport(token, daily.reportId);
  });
});

describe('a schedule whose product is gone', () => {
  it('is marked broken with the reason in words at its next firing, and fires no more', async () => {
    const doomed = await createProduct(token, 'Doomed');
    const answer = await newSchedule('Broken', DAILY, doomed);
    await waitForReport(token, answer.reportId);
    expect((await api('DELETE', `/v1/products/${doomed}`, { token })).status).toBe(200);

    const fired = await tick(plusMinutes(answer.next_run_date, 1), answer.schedule_id);
    expect(fired).toHaveLength(1);
    expect(fired[0]?.error).toBeUndefined();
    const schedule = await getSchedule(token, answer.schedule_id);
    expect(schedule).toMatchObject({ status: 'broken', broken_reason: schedulesApiMessages.productGone });
    expect(await listRuns(token, answer.schedule_id)).toHaveLength(1);
    // Its scheduler schedule was deleted: later times fire nothing.
    expect(await tick(plusDays(answer.next_run_date, 3), answer.schedule_id)).toEqual([]);
    expect(
      await api('PUT', `/v1/report/upcoming/${answer.schedule_id}`, { token, body: { report_title: 'x' } }),
    ).toEqual({
      status: 409,
      body: { message: schedulesApiMessages.scheduleBroken(schedulesApiMessages.productGone) },
    });
    // Its scheduler schedule is already gone: deleting the schedule is still no error.
    expect(await api('DELETE', `/v1/report/upcoming/${answer.schedule_id}`, { token })).toEqual({
      status: 200,
      body: { message: schedulesApiMessages.scheduleDeleted },
    });
  });
});
