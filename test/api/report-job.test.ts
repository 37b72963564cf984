import { captureErrorLogs } from '@oligowatch/functions/lib/testing/capture-error-logs';
import { reportMessages } from '@oligowatch/shared/messages';
import type { Mismatch, ReportDetail } from '@oligowatch/shared/schemas/report';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, stack } from '../support/api';
import {
  getReport,
  N1_PRODUCT,
  productIdByName,
  reportItems,
  SARS_COV_2_CLADE,
  seedDemoCatalogAndTargets,
} from '../support/reports';

/**
 * The report job run here, in the test's process, against the suite's tables, as its Lambda would
 * run: delivered twice, stopped half way by the clock and continued, or failing. Reports are
 * queued through the same code as POST /v1/parasail; the job it starts is recorded, not run, so
 * each test decides which invocations happen.
 */

let token: string;
let productId: string;
const started: { name: string; payload: unknown }[] = [];

const modules = async () => {
  Object.assign(process.env, stack().env);
  const { registerLocalJobRunner } = await import('@oligowatch/functions/lib/jobs/start-job');
  const { queueReport } = await import('@oligowatch/functions/reports/queue-report');
  const { runReportJob } = await import('@oligowatch/functions/reports/jobs/run-report-job');
  return { registerLocalJobRunner, queueReport, runReportJob };
};

const queue = async (title: string): Promise<string> => {
  const { queueReport } = await modules();
  const { reportId } = await queueReport({
    title,
    productId,
    cladeID: SARS_COV_2_CLADE,
    targetName: 'SARS-CoV-2 (Covid)',
  });
  return reportId;
};

/** Small pages, so the seeded clade spans several; one worker, to spare the machine. */
const SMALL = { pageSize: 4, workers: 1 };

const rowsOf = (report: ReportDetail) =>
  [...report.mismatches].sort(
    (a: Mismatch, b: Mismatch) =>
      a.oligoName.localeCompare(b.oligoName) || a.targetAccessionID.localeCompare(b.targetAccessionID),
  );

/** What must not differ between two runs of one analysis. */
const analysisOf = (report: ReportDetail) => ({
  status: report.status,
  mismatch_total: report.mismatch_total,
  progress: report.progress,
  mismatchStats: report.mismatchStats,
  mismatchRowCounts: report.mismatchRowCounts,
  rows: rowsOf(report),
  // Insights are counted per page too: a rerun, a hand-over or a rewritten page must not change them.
  insights: report.insights,
});

let uninterrupted: ReportDetail;

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  await seedDemoCatalogAndTargets();
  productId = await productIdByName(token, N1_PRODUCT);
  const { registerLocalJobRunner, runReportJob } = await modules();
  registerLocalJobRunner(async (name, payload) => {
    started.push({ name, payload });
  });
  const id = await queue('Uninterrupted');
  await runReportJob(id, SMALL);
  uninterrupted = await getReport(token, id);
}, 120_000);

describe('the report job', () => {
  it('is started by queueing a report, with the report id as its payload', async () => {
    const before = started.length;
    const id = await queue('Started');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started.slice(before)).toEqual([{ name: 'report', payload: { reportId: id } }]);
  });

  it('spans several pages of the clade and completes, with insights', () => {
    expect(uninterrupted.status).toBe('complete');
    const product = uninterrupted.insights?.product;
    expect((product?.samples ?? 0) + (product?.undetermined_samples ?? 0)).toBe(uninterrupted.progress.done);
    expect(uninterrupted.progress.done).toBeGreaterThan(2 * SMALL.pageSize);
    expect(uninterrupted.mismatch_total).toBeGreaterThan(0);
  });

  it('delivered twice at once gives one report, with no duplicate rows; a third delivery changes nothing', async () => {
    const { runReportJob } = await modules();
    const id = await queue('Delivered twice');
    await Promise.all([runReportJob(id, SMALL), runReportJob(id, SMALL)]);
    const report = await getReport(token, id);
    expect(analysisOf(report)).toEqual(analysisOf(uninterrupted));
    const items = await reportItems(id);
    // Rows are stored packed, one item per oligo and clade page: count the rows inside them.
    const rows = items
      .filter((item) => String(item.sk).startsWith('ROW#'))
      .flatMap((item) => item.rows as Mismatch[]);
    expect(rows).toHaveLength(Object.values(report.mismatchRowCounts).reduce((sum, n) => sum + n, 0));
    expect(new Set(rows.map((row) => `${row.oligoName}#${row.targetAccessionID}`)).size).toBe(rows.length);

    await runReportJob(id, SMALL);
    expect(await reportItems(id)).toEqual(items);
  });

  it('stopped half way by the clock hands over to a fresh invocation, and the two give the same report', async () => {
    const { runReportJob } = await modules();
    const id = await queue('Handed over');
    // The start that queueing asked for is recorded first; the hand-over's comes after it.
    await new Promise((resolve) => setImmediate(resolve));
    const before = started.length;
    let calls = 0;
    // Plenty of time for the first page, then less than the hand-over window.
    await runReportJob(id, { ...SMALL, remainingMs: () => (calls++ === 0 ? 15 * 60_000 : 60_000) });
    const half = await getReport(token, id);
    expect(half.status).toBe('running');
    expect(half.progress.done).toBe(SMALL.pageSize);
    expect(started.slice(before)).toEqual([{ name: 'report', payload: { reportId: id } }]);

    // The first turn planned the report: its anchors are stored before any page is scored.
    expect(half.provenance.anchors?.genomes).toBeGreaterThan(0);
    expect(half.provenance.outcome_rules).toBeDefined();
    await runReportJob(id, SMALL);
    const done = await getReport(token, id);
    expect(analysisOf(done)).toEqual(analysisOf(uninterrupted));
    expect(done.provenance.anchors).toEqual(half.provenance.anchors);
  });

  it('continues with the anchors stored at planning, never learning them again', async () => {
    const { runReportJob } = await modules();
    const id = await queue('Planned once');
    let calls = 0;
    await runReportJob(id, { ...SMALL, remainingMs: () => (calls++ === 0 ? 15 * 60_000 : 60_000) });
    // Stored anchors marked (a count no clade sample gives): the next turn must keep them as they are.
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: stack().env.REPORTS_TABLE,
        Key: { pk: `REPORT#${id}`, sk: 'SUMMARY' },
        UpdateExpression: 'SET provenance.anchors.genomes = :marked',
        ExpressionAttributeValues: { ':marked': 999 },
      }),
    );
    await runReportJob(id, SMALL);
    const report = await getReport(token, id);
    expect(report.status).toBe('complete');
    expect(report.provenance.anchors?.genomes).toBe(999);
  });

  it('refuses to finish a report whose pages an earlier engine scored without anchors, saying why', async () => {
    const { runReportJob } = await modules();
    const id = await queue('Started by engine 1');
    let calls = 0;
    await runReportJob(id, { ...SMALL, remainingMs: () => (calls++ === 0 ? 15 * 60_000 : 60_000) });
    // As a report of engine 1 running when engine 2 came would be: a page done, no anchors.
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: stack().env.REPORTS_TABLE,
        Key: { pk: `REPORT#${id}`, sk: 'SUMMARY' },
        UpdateExpression:
          'REMOVE provenance.anchors, provenance.outcome_rules SET provenance.engine_version = :old',
        ExpressionAttributeValues: { ':old': '1.0.0' },
      }),
    );
    const { logger } = await import('@oligowatch/functions/lib/logger');
    const errors = captureErrorLogs(logger);
    await runReportJob(id, SMALL);
    expect(errors.mock.calls).toEqual([['Job failed', { job: 'report', id, error: expect.any(Error) }]]);
    errors.mockRestore();
    expect(await getReport(token, id)).toMatchObject({
      status: 'failed',
      failure_reason: reportMessages.reportEngineChanged,
    });
  });

  it('rewrites whole the page a stopped turn left half written, keeping none of its rows', async () => {
    const { runReportJob } = await modules();
    const id = await queue('Half-written page');
    let calls = 0;
    await runReportJob(id, { ...SMALL, remainingMs: () => (calls++ === 0 ? 15 * 60_000 : 60_000) });
    // What a turn stopped after writing page 1's rows and before committing it could leave: items of
    // every oligo for that page (more parts than a rerun writes), with rows the rerun will not make.
    const { writeRowChunks } = await import('@oligowatch/functions/reports/repository/report-rows');
    const stale = { ...(uninterrupted.mismatches[0] as Mismatch), targetAccessionID: 'STALE.1' };
    const oligoNames = Object.keys(uninterrupted.mismatchStats);
    await writeRowChunks(
      id,
      oligoNames.map((oligoName, oligoIndex) => ({
        oligoIndex,
        page: 1,
        // Over 300 KB, so two parts.
        rows: Array.from({ length: 1500 }, () => ({ ...stale, oligoName, mismatchLines: 'x'.repeat(250) })),
      })),
    );
    // And that page's insight counts, counting samples the rerun will not see.
    const { writeInsightPage } = await import('@oligowatch/functions/reports/repository/report-insights');
    const { emptyReportInsightCounts } = await import('@oligowatch/shared/insights/insight-counts');
    const bogus = emptyReportInsightCounts(
      uninterrupted.provenance.oligos.map((o) => ({ written: o.sequence })),
    );
    bogus.product.samples = 1000;
    await writeInsightPage(id, 1, bogus);
    await runReportJob(id, SMALL);
    expect(analysisOf(await getReport(token, id))).toEqual(analysisOf(uninterrupted));
  });

  it('that fails leaves a failed report with a reason a person can read, never a complete one', async () => {
    const { runReportJob } = await modules();
    const id = await queue('Failing');
    // An oligo with no bases cannot be aligned: the engine refuses it.
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: stack().env.REPORTS_TABLE,
        Key: { pk: `REPORT#${id}`, sk: 'SUMMARY' },
        UpdateExpression: 'SET provenance.oligos[0].#s = :empty',
        ExpressionAttributeNames: { '#s': 'sequence' },
        ExpressionAttributeValues: { ':empty': '' },
      }),
    );
    const { logger } = await import('@oligowatch/functions/lib/logger');
    const errors = captureErrorLogs(logger);
    await runReportJob(id, SMALL);
    expect(errors.mock.calls).toEqual([['Job failed', { job: 'report', id, error: expect.any(RangeError) }]]);
    errors.mockRestore();
    expect(await getReport(token, id)).toMatchObject({
      status: 'failed',
      failure_reason: reportMessages.reportFailed,
    });
  });

  it('whose runner vanished (its lease ran out) shows the report as failed, not running', async () => {
    const id = await queue('Runner vanished');
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: stack().env.REPORTS_TABLE,
        Key: { pk: `REPORT#${id}`, sk: 'SUMMARY' },
        UpdateExpression: 'SET lease_until = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect(await getReport(token, id)).toMatchObject({
      status: 'failed',
      failure_reason: reportMessages.reportInterrupted,
    });
  });
});
