import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportProgress, ReportProvenance } from '@oligowatch/shared/schemas/report';
import { getDocumentClient } from '../../lib/db/client';
import { isConditionFailure } from '../../lib/db/transactions';
import { reportsTableName, summaryKey } from './reports-table';

/**
 * A report run's state on the report's SUMMARY item: each step writes only while the report is
 * running, so a report deleted meanwhile (its summary gone) or already finished is never changed,
 * and a step repeated after it succeeded (Step Functions retries) changes nothing more. Each
 * returns false when the report was not running.
 */
const updateWhileRunning = async (id: string, set: Record<string, unknown>): Promise<boolean> => {
  const names = Object.keys(set);
  // A dotted name sets a nested attribute (provenance.execution), leaving its siblings as they are.
  const path = (name: string, i: number) =>
    name
      .split('.')
      .map((_, j) => `#f${i}_${j}`)
      .join('.');
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: reportsTableName(),
        Key: summaryKey(id),
        ConditionExpression: '#status = :running',
        UpdateExpression: `SET ${names.map((name, i) => `${path(name, i)} = :v${i}`).join(', ')}`,
        ExpressionAttributeNames: {
          '#status': 'status',
          ...Object.fromEntries(
            names.flatMap((name, i) => name.split('.').map((part, j) => [`#f${i}_${j}`, part])),
          ),
        },
        ExpressionAttributeValues: {
          ':running': 'running',
          ...Object.fromEntries(names.map((name, i) => [`:v${i}`, set[name]])),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** The plan: the provenance with its anchors, and the size of each segment (progress is read from them). */
export const storeRunPlan = (id: string, provenance: ReportProvenance, segmentSizes: readonly number[]) =>
  updateWhileRunning(id, {
    provenance,
    segment_sizes: segmentSizes,
    progress: { done: 0, total: segmentSizes.reduce((sum, n) => sum + n, 0) },
  });

/** The execution running the report, in its provenance (beside whatever the plan wrote there). */
export const storeRunExecution = (id: string, execution: string) =>
  updateWhileRunning(id, { 'provenance.execution': execution });

export const completeReportRun = (
  id: string,
  done: {
    mismatchTotal: number;
    progress: ReportProgress;
    rowCounts: number[];
    provenance: ReportProvenance;
  },
) =>
  updateWhileRunning(id, {
    status: 'complete',
    mismatch_total: done.mismatchTotal,
    progress: done.progress,
    row_counts: done.rowCounts,
    provenance: done.provenance,
    finished_at: new Date().toISOString(),
  });

export const failReportRun = (id: string, reason: string) =>
  updateWhileRunning(id, { status: 'failed', failure_reason: reason, finished_at: new Date().toISOString() });
