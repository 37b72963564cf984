import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportProgress, ReportProvenance } from '@oligowatch/shared/schemas/report';
import { getDocumentClient } from '../../lib/db/client';
import { isConditionFailure } from '../../lib/db/transactions';
import { reportsTableName, summaryKey } from './reports-table';

/**
 * A report run's state on the report's SUMMARY item: each step writes only its own fields, and only
 * while the report is running, so a report deleted meanwhile (its summary gone) or already finished
 * is never changed, and a step repeated after it succeeded (Step Functions retries) changes nothing
 * more. Each returns false when the report was not running (or, for `whileExists`, is gone).
 */
const updateSummary = async (
  id: string,
  set: Record<string, unknown>,
  only: 'whileRunning' | 'whileExists' = 'whileRunning',
): Promise<boolean> => {
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
        ConditionExpression: only === 'whileRunning' ? '#status = :running' : 'attribute_exists(#status)',
        UpdateExpression: `SET ${names.map((name, i) => `${path(name, i)} = :v${i}`).join(', ')}`,
        ExpressionAttributeNames: {
          '#status': 'status',
          ...Object.fromEntries(
            names.flatMap((name, i) => name.split('.').map((part, j) => [`#f${i}_${j}`, part])),
          ),
        },
        ExpressionAttributeValues: {
          ...(only === 'whileRunning' ? { ':running': 'running' } : {}),
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

/** Provenance fields as dotted names: a step sets its own fields and leaves the others' as they are. */
const provenanceFields = (fields: Partial<ReportProvenance>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [`provenance.${name}`, value]),
  );

/**
 * What the plan adds to the provenance (its anchors, outcome rules, engine, strand checks), and the
 * size of each segment (progress is read from them). Only those fields: the run's start stores the
 * execution in the same provenance, in any order with the plan (issue 31).
 */
export const storeRunPlan = (
  id: string,
  planned: Partial<ReportProvenance>,
  segmentSizes: readonly number[],
) =>
  updateSummary(id, {
    ...provenanceFields(planned),
    segment_sizes: segmentSizes,
    progress: { done: 0, total: segmentSizes.reduce((sum, n) => sum + n, 0) },
  });

/**
 * The execution running the report, in its provenance beside what the plan writes there. Stored
 * whatever the run has done meanwhile: a small report may be planned, scored and complete before
 * its start gets here, and it still names its execution (issue 31).
 */
export const storeRunExecution = (id: string, execution: string) =>
  updateSummary(id, { 'provenance.execution': execution }, 'whileExists');

export const completeReportRun = (
  id: string,
  done: {
    mismatchTotal: number;
    progress: ReportProgress;
    rowCounts: number[];
    /** The provenance fields the reduce settles (the sample count), and only those. */
    provenance: Partial<ReportProvenance>;
  },
) =>
  updateSummary(id, {
    status: 'complete',
    mismatch_total: done.mismatchTotal,
    progress: done.progress,
    row_counts: done.rowCounts,
    ...provenanceFields(done.provenance),
    finished_at: new Date().toISOString(),
  });

export const failReportRun = (id: string, reason: string) =>
  updateSummary(id, { status: 'failed', failure_reason: reason, finished_at: new Date().toISOString() });
