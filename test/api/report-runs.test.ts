import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import type { Mismatch, ReportDetail } from '@oligowatch/shared/schemas/report';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, signIn, stack } from '../support/api';
import {
  getReport,
  N1_PRODUCT,
  productIdByName,
  reportItems,
  SARS_COV_2_CLADE,
  seedDemoCatalogAndTargets,
} from '../support/reports';

/**
 * A report run, the state machine CDK synthesizes, executed here in the test's process against the
 * suite's tables (the local stack runs it the same way): each test decides what its steps do by
 * wrapping the real handlers: a segment delivered twice, one failing for good, a report deleted
 * mid-run. Reports are queued through the same code as POST /v1/parasail; the start it asks for is
 * recorded, not run. The suite cuts clades into segments of REPORT_SEGMENT_SIZE=5 samples.
 */

type Handler = (input: unknown) => Promise<unknown>;
type SegmentInput = { reportId: string; segment: { index: number } };

let token: string;
let productId: string;
const starts: { name: string; execution: string; input: unknown }[] = [];

const modules = async () => {
  // Segments align in this thread, as a segment thread of the local stack does (the env says so).
  Object.assign(process.env, stack().env);
  const { registerLocalWorkflowRunner } = await import('@oligowatch/functions/lib/workflows/workflow-runner');
  const { queueReport } = await import('@oligowatch/functions/reports/freeze-and-start-report');
  const { getReportRecord } = await import('@oligowatch/functions/reports/repository/report-summaries');
  const run = await import('@oligowatch/infra/local/run-workflows-locally');
  const { REPORT_RUN_STATES } = await import('@oligowatch/infra/aws/report-run');
  return { registerLocalWorkflowRunner, queueReport, getReportRecord, run, REPORT_RUN_STATES };
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

/**
 * Runs report `id`'s execution to its end with the real step handlers, the Segment state's wrapped
 * by `segment` when given. Resolves with how the execution ended.
 */
const execute = async (
  id: string,
  segment?: (real: Handler, input: SegmentInput) => Promise<unknown>,
): Promise<'succeeded' | 'failed'> => {
  const { run, REPORT_RUN_STATES } = await modules();
  const local = run.localReportRun({ segmentThreads: 0 });
  try {
    const real = local.handlers[REPORT_RUN_STATES.segment] as Handler;
    const handlers = segment
      ? {
          ...local.handlers,
          [REPORT_RUN_STATES.segment]: (input: unknown) => segment(real, input as SegmentInput),
        }
      : local.handlers;
    return await run
      .runLocalExecution(local.definition, handlers, { reportId: id }, { retryIntervalMs: 0 })
      .then(
        () => 'succeeded' as const,
        () => 'failed' as const,
      );
  } finally {
    await local.close();
  }
};

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
  // Counted per segment and merged: a segment run twice or rewritten must not change them.
  insights: report.insights,
});

/** The rows stored (packed, one item per oligo and segment), unpacked. */
const storedRows = async (id: string) =>
  (await reportItems(id))
    .filter((item) => String(item.sk).startsWith('ROW#'))
    .flatMap((item) => item.rows as Mismatch[]);

let uninterrupted: ReportDetail;
let segmentCount: number;

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  await seedDemoCatalogAndTargets();
  productId = await productIdByName(token, N1_PRODUCT);
  const { registerLocalWorkflowRunner, getReportRecord } = await modules();
  registerLocalWorkflowRunner({
    async start(name, execution, input) {
      starts.push({ name, execution, input });
      return { execution: `local:${name}:${execution}` };
    },
    describe: () => 'RUNNING',
  });
  const id = await queue('Uninterrupted');
  expect(await execute(id)).toBe('succeeded');
  uninterrupted = await getReport(token, id);
  segmentCount = (await getReportRecord(id))?.segment_sizes?.length ?? 0;
}, 180_000);

describe('a report run', () => {
  it('is started by queueing a report: one execution named after the report, its id in the provenance', async () => {
    const before = starts.length;
    const id = await queue('Started');
    expect(starts.slice(before)).toEqual([{ name: 'reportRun', execution: id, input: { reportId: id } }]);
    expect((await getReport(token, id)).provenance.execution).toBe(`local:reportRun:${id}`);
  });

  it('names its execution even when the whole run ends before its start stores it (issue 31)', async () => {
    const { registerLocalWorkflowRunner } = await modules();
    // A small report can be planned, scored and complete before the start writes the execution: the
    // plan and the reduce write only their own provenance fields, and the start writes its own.
    registerLocalWorkflowRunner({
      async start(name, execution, input) {
        expect(await execute((input as { reportId: string }).reportId)).toBe('succeeded');
        return { execution: `local:${name}:${execution}` };
      },
      describe: () => 'SUCCEEDED',
    });
    try {
      const id = await queue('Raced');
      const report = await getReport(token, id);
      expect(report.status).toBe('complete');
      expect(report.provenance.execution).toBe(`local:reportRun:${id}`);
      expect(report.provenance.anchors?.oligos).toHaveLength(uninterrupted.provenance.oligos.length);
      expect(report.provenance.sample_count).toBe(uninterrupted.provenance.sample_count);
    } finally {
      registerLocalWorkflowRunner({
        async start(name, execution, input) {
          starts.push({ name, execution, input });
          return { execution: `local:${name}:${execution}` };
        },
        describe: () => 'RUNNING',
      });
    }
  });

  it('cuts the clade into segments, scores them all and completes, with insights and no partials left', async () => {
    expect(segmentCount).toBeGreaterThan(2);
    expect(uninterrupted.status).toBe('complete');
    const product = uninterrupted.insights?.product;
    expect((product?.samples ?? 0) + (product?.undetermined_samples ?? 0)).toBe(uninterrupted.progress.done);
    expect(uninterrupted.progress.done).toBe(uninterrupted.progress.total);
    expect(uninterrupted.mismatch_total).toBeGreaterThan(0);
    expect((await reportItems(uninterrupted._id)).filter((i) => String(i.sk).startsWith('SEGMENT#'))).toEqual(
      [],
    );
  });

  it('shows its progress segment by segment while it runs', async () => {
    const { getReportRecord } = await modules();
    const id = await queue('Progress');
    const seen: { done: number; total: number }[] = [];
    await execute(id, async (real, input) => {
      await real(input);
      seen.push((await getReport(token, id)).progress);
    });
    // Segments finish in any order; each one done adds its samples, never more than the clade.
    const total = uninterrupted.progress.total;
    expect(seen.every((p) => p.total === total && p.done > 0 && p.done <= total)).toBe(true);
    expect(Math.max(...seen.map((p) => p.done))).toBe(total);
    expect((await getReportRecord(id))?.status).toBe('complete');
  });

  it('gives the same report when a segment is delivered again after it wrote everything, with no duplicate rows', async () => {
    const id = await queue('Segment retried');
    let failedOnce = false;
    const outcome = await execute(id, async (real, input) => {
      const result = await real(input);
      if (input.segment.index === 1 && !failedOnce) {
        failedOnce = true;
        throw new Error('Lost the answer after writing');
      }
      return result;
    });
    expect(outcome).toBe('succeeded');
    expect(failedOnce).toBe(true);
    const report = await getReport(token, id);
    expect(analysisOf(report)).toEqual(analysisOf(uninterrupted));
    const rows = await storedRows(id);
    expect(rows).toHaveLength(Object.values(report.mismatchRowCounts).reduce((sum, n) => sum + n, 0));
    expect(new Set(rows.map((row) => `${row.oligoName}#${row.targetAccessionID}`)).size).toBe(rows.length);
  });

  it('rewrites whole what an earlier attempt of a segment left, keeping none of its rows or counts', async () => {
    const id = await queue('Stale segment');
    const { writeRowChunks } = await import('@oligowatch/functions/reports/repository/report-rows');
    const { writeSegmentPartial } = await import('@oligowatch/functions/reports/repository/report-segments');
    const { emptyReportInsightCounts } = await import('@oligowatch/science');
    const stale = { ...(uninterrupted.mismatches[0] as Mismatch), targetAccessionID: 'STALE.1' };
    const oligoNames = Object.keys(uninterrupted.mismatchStats);
    let planted = false;
    const outcome = await execute(id, async (real, input) => {
      if (input.segment.index === 1 && !planted) {
        planted = true;
        // What an attempt that died mid-write under a larger clade could leave: rows of every oligo
        // for this segment (more parts than a rerun writes) and partial counts of samples it will not see.
        await writeRowChunks(
          id,
          oligoNames.map((oligoName, oligoIndex) => ({
            oligoIndex,
            page: 1,
            // Over 300 KB, so two parts.
            rows: Array.from({ length: 1500 }, () => ({
              ...stale,
              oligoName,
              mismatchLines: 'x'.repeat(250),
            })),
          })),
        );
        const bogus = emptyReportInsightCounts(
          uninterrupted.provenance.oligos.map((o) => ({ written: o.sequence })),
        );
        bogus.product.samples = 1000;
        await writeSegmentPartial(id, 1, {
          samples: 1000,
          counts: [],
          insights: bogus,
          row_counts: oligoNames.map(() => 1500),
        } as never);
      }
      return real(input);
    });
    expect(outcome).toBe('succeeded');
    expect(analysisOf(await getReport(token, id))).toEqual(analysisOf(uninterrupted));
    expect((await storedRows(id)).some((row) => row.targetAccessionID === 'STALE.1')).toBe(false);
  });

  it('scores every segment with the anchors stored at planning, never learning them again', async () => {
    const id = await queue('Planned once');
    let marked = false;
    const outcome = await execute(id, async (real, input) => {
      if (!marked) {
        marked = true;
        // Stored anchors marked (a count no clade sample gives): the segments must keep them as they are.
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
      }
      return real(input);
    });
    expect(outcome).toBe('succeeded');
    const report = await getReport(token, id);
    expect(analysisOf(report)).toEqual(analysisOf(uninterrupted));
    expect(report.provenance.anchors?.genomes).toBe(999);
  });

  it('with a segment that keeps failing retries it three times, then marks the report failed with a reason a person can read', async () => {
    const id = await queue('Failing segment');
    let attempts = 0;
    const outcome = await execute(id, async (real, input) => {
      if (input.segment.index !== 1) return real(input);
      attempts += 1;
      throw new RangeError('The aligner refused this segment');
    });
    expect(outcome).toBe('failed');
    // One attempt and the three retries of the Segment state (report-run.ts).
    expect(attempts).toBe(4);
    expect(await getReport(token, id)).toMatchObject({
      status: 'failed',
      failure_reason: reportsApiMessages.reportFailed,
    });
  });

  it('of a report queued by an older engine, with pages scored before anchors, fails saying why', async () => {
    const id = await queue('Older engine');
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: stack().env.REPORTS_TABLE,
        Key: { pk: `REPORT#${id}`, sk: 'SUMMARY' },
        UpdateExpression: 'SET pages_done = :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    expect(await execute(id)).toBe('failed');
    expect(await getReport(token, id)).toMatchObject({
      status: 'failed',
      failure_reason: reportsApiMessages.reportEngineChanged,
    });
  });

  it('of a report deleted while its segments run leaves nothing of it behind', async () => {
    const id = await queue('Deleted mid-run');
    let deleted = false;
    const outcome = await execute(id, async (real, input) => {
      if (input.segment.index === 1 && !deleted) {
        deleted = true;
        expect((await api('DELETE', `/v1/report/${id}`, { token })).status).toBe(200);
      }
      return real(input);
    });
    expect(outcome).toBe('succeeded');
    expect(await reportItems(id)).toEqual([]);
    expect((await api('GET', `/v1/report/${id}`, { token })).status).toBe(404);
  });

  it('deleted while a segment writes, loses what the segment wrote before the summary went', async () => {
    // The race behind the test above, made certain: a segment writes its partial after the delete
    // read the report's keys and marks itself done before the summary goes, so it sees the report
    // running and clears nothing of its own.
    const id = await queue('Deleted while a segment writes');
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { writeSegmentPartial, markSegmentDone } = await import(
      '@oligowatch/functions/reports/repository/report-segments'
    );
    const { deleteReportItems } = await import('@oligowatch/functions/reports/repository/report-delete');
    const client = getDocumentClient();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    let segmentWrote = false;
    type DeleteRequest = { DeleteRequest?: { Key?: { sk?: string } } };
    const deletesSummary = (command: { input?: { RequestItems?: Record<string, DeleteRequest[]> } }) =>
      Object.values(command.input?.RequestItems ?? {})
        .flat()
        .some((request) => request.DeleteRequest?.Key?.sk === 'SUMMARY');
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: never) => {
      if (!segmentWrote && deletesSummary(command)) {
        segmentWrote = true;
        await writeSegmentPartial(id, 7, { samples: 1 } as never);
        expect(await markSegmentDone(id, 7)).toBe(true);
      }
      return send(command);
    }) as never);
    try {
      expect(await deleteReportItems(id)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(segmentWrote).toBe(true);
    expect(await reportItems(id)).toEqual([]);
  });

  it('run again after it completed changes nothing', async () => {
    const id = await queue('Run twice');
    await execute(id);
    const items = await reportItems(id);
    expect(await execute(id)).toBe('succeeded');
    expect(await reportItems(id)).toEqual(items);
  });

  it('that Step Functions no longer knows, past the start grace, shows the report failed as interrupted', async () => {
    const id = await queue('Run gone');
    const { RUN_START_GRACE_MS } = await import('@oligowatch/functions/reports/repository/report-summaries');
    const { getDocumentClient } = await import('@oligowatch/functions/lib/db/client');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    // The stack's runner never saw this execution (it was recorded here): as after a restart.
    const then = new Date(Date.now() - RUN_START_GRACE_MS - 1000).toISOString();
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: stack().env.REPORTS_TABLE,
        Key: { pk: `REPORT#${id}`, sk: 'SUMMARY' },
        // Its index key too, so the list of all reports stays in creation order for later files.
        UpdateExpression: 'SET creation_date = :then, gsi1sk = :key',
        ExpressionAttributeValues: { ':then': then, ':key': `${then}#${id}` },
      }),
    );
    expect(await getReport(token, id)).toMatchObject({
      status: 'failed',
      failure_reason: reportsApiMessages.reportInterrupted,
    });
  });
});
