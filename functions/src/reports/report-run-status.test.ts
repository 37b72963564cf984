import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import type { WorkflowStatus } from '@oligowatch/shared/workflows';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportRecord } from './repository/report-summaries';

const describeWorkflow = vi.fn<(name: string, id: string) => Promise<WorkflowStatus>>();
const getReportRecord = vi.fn<(id: string) => Promise<ReportRecord | undefined>>();

vi.mock('../lib/workflows/workflow-runner', () => ({ describeWorkflow }));
vi.mock('./repository/report-summaries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./repository/report-summaries')>()),
  getReportRecord,
}));

const { summariesOf } = await import('./report-run-status');

const recordOf = (status: ReportRecord['status'], extra: Partial<ReportRecord> = {}): ReportRecord =>
  ({
    _id: 'r1',
    report_title: 'Weekly N1',
    creation_date: new Date().toISOString(),
    target_name: 'SARS-CoV-2 2024',
    product_name: 'US CDC N1',
    mismatch_total: 0,
    status,
    progress: { done: 0, total: 10 },
    provenance: { oligos: [] },
    row_counts: [],
    ...extra,
  }) as unknown as ReportRecord;

beforeEach(() => {
  describeWorkflow.mockReset();
  getReportRecord.mockReset();
});

describe('summariesOf', () => {
  it.each([
    // what the listing read, what the run says, what a second read finds, the status shown, its reason
    ['a complete report: its run is not asked', 'complete', undefined, undefined, 'complete', undefined],
    ['a running report whose run runs', 'running', 'RUNNING', undefined, 'running', undefined],
    [
      'a report that completed between the read and the question (the race a loaded machine showed)',
      'running',
      'SUCCEEDED',
      'complete',
      'complete',
      undefined,
    ],
    [
      'a failed report: its run is not asked, its reason kept',
      'failed',
      undefined,
      undefined,
      'failed',
      reportsApiMessages.reportFailed,
    ],
    [
      'a report still running when its run has ended: interrupted',
      'running',
      'ABORTED',
      'running',
      'failed',
      reportsApiMessages.reportInterrupted,
    ],
    [
      'a report deleted meanwhile, its run ended: interrupted',
      'running',
      'TIMED_OUT',
      'gone',
      'failed',
      reportsApiMessages.reportInterrupted,
    ],
  ] as const)('%s', async (_, listed, run, reread, shown, reason) => {
    if (run) describeWorkflow.mockResolvedValue(run);
    if (reread === 'gone') getReportRecord.mockResolvedValue(undefined);
    else if (reread)
      getReportRecord.mockResolvedValue(
        recordOf(reread, { progress: { done: 10, total: 10 }, mismatch_total: 4 }),
      );
    const failedReason = listed === 'failed' ? { failure_reason: reportsApiMessages.reportFailed } : {};
    const [summary] = await summariesOf([recordOf(listed, failedReason)]);
    expect(summary?.status).toBe(shown);
    expect(summary?.failure_reason).toBe(reason);
    expect(describeWorkflow).toHaveBeenCalledTimes(listed === 'running' ? 1 : 0);
    expect(getReportRecord).toHaveBeenCalledTimes(run && run !== 'RUNNING' ? 1 : 0);
    if (reread === 'complete')
      expect(summary).toMatchObject({ mismatch_total: 4, progress: { done: 10, total: 10 } });
  });
});
