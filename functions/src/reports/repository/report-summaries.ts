import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import type { ReportSummary } from '@oligowatch/shared/schemas/report';
import { type ReportRecord, toReportRecord } from '@oligowatch/shared/tables/reports';
import type { WorkflowStatus } from '@oligowatch/shared/workflows';
import { canBeStoredId, getDocumentClient } from '../../lib/db/client';
import { queryAllPages } from '../../lib/db/paging';
import { isConditionFailure } from '../../lib/db/transactions';
import { creationIndexKeys, REPORTS_PARTITION, reportsTableName, summaryKey } from './reports-table';

export type { ReportRecord };

/** Attributes a listing reads: never the provenance or the job's state. */
const SUMMARY_FIELDS = [
  '_id',
  'report_title',
  'creation_date',
  'target_name',
  'product_name',
  'mismatch_total',
  'status',
  'progress',
  'failure_reason',
  'segment_sizes',
  'segments_done',
] as const;

const toRecord = toReportRecord;

/** A report that runs this long without Step Functions knowing its run never started. */
export const RUN_START_GRACE_MS = 2 * 60 * 1000;

/** What the run's execution says of a running report (undefined: not asked, the report is not running). */
export type RunStatus = WorkflowStatus | undefined;

/**
 * The progress of a running report: its plan's segments, those done counted whole; before the
 * plan, or for a report whose job predates runs, what the summary holds.
 */
const progressOf = (record: Pick<ReportRecord, 'progress' | 'segment_sizes' | 'segments_done'>) => {
  if (!record.segment_sizes) return record.progress;
  const done = new Set(record.segments_done ?? []);
  const total = record.segment_sizes.reduce((sum, n) => sum + n, 0);
  return {
    done: record.segment_sizes.reduce((sum, n, i) => sum + (done.has(i) ? n : 0), 0),
    total,
  };
};

/**
 * The public summary. A running report whose run is no longer live (failed, aborted, timed out,
 * or never started: a crash, a stopped local server) will not finish: it shows as failed, never as
 * running for ever nor as complete. `run` is what its execution says (report-run-status.ts).
 */
export const toReportSummary = (
  record: Pick<ReportRecord, (typeof SUMMARY_FIELDS)[number]>,
  run?: RunStatus,
  now = Date.now(),
): ReportSummary => {
  const neverStarted = run === 'unknown' && now - Date.parse(record.creation_date) > RUN_START_GRACE_MS;
  const interrupted =
    record.status === 'running' &&
    run !== undefined &&
    run !== 'RUNNING' &&
    (run !== 'unknown' || neverStarted);
  const status = interrupted ? 'failed' : record.status;
  const reason = interrupted ? reportsApiMessages.reportInterrupted : record.failure_reason;
  return {
    _id: record._id,
    report_title: record.report_title,
    creation_date: record.creation_date,
    target_name: record.target_name,
    product_name: record.product_name,
    mismatch_total: record.mismatch_total,
    status,
    progress: record.status === 'running' ? progressOf(record) : record.progress,
    ...(status === 'failed' && reason ? { failure_reason: reason } : {}),
  };
};

/** Stores a new report's summary, before its run starts. */
export const putReportSummary = async (record: ReportRecord): Promise<void> => {
  await getDocumentClient().send(
    new PutCommand({
      TableName: reportsTableName(),
      Item: { ...summaryKey(record._id), ...creationIndexKeys(record._id, record.creation_date), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};

export const getReportRecord = async (id: string): Promise<ReportRecord | undefined> => {
  if (!canBeStoredId(id)) return undefined;
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: reportsTableName(), Key: summaryKey(id), ConsistentRead: true }),
  );
  return out.Item ? toRecord(out.Item) : undefined;
};

/**
 * The report, while it is still running: what each step of its run (plan, segment, reduce) reads
 * first. Undefined when it was deleted meanwhile or is no longer running: the step then does nothing.
 */
export const getRunningReport = async (id: string): Promise<ReportRecord | undefined> => {
  const record = await getReportRecord(id);
  return record?.status === 'running' ? record : undefined;
};

const projection = () => ({
  ProjectionExpression: SUMMARY_FIELDS.map((_, i) => `#p${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(SUMMARY_FIELDS.map((field, i) => [`#p${i}`, field])),
});

/** Every report, newest first (summaries only: a few hundred bytes each). */
export const listReportSummaryRecords = async (): Promise<ReportRecord[]> => {
  const items = await queryAllPages({
    TableName: reportsTableName(),
    IndexName: 'byCreation',
    KeyConditionExpression: 'gsi1pk = :reports',
    ExpressionAttributeValues: { ':reports': REPORTS_PARTITION },
    ScanIndexForward: false,
    ...projection(),
  });
  return items.map(toRecord);
};

/** The newest complete reports, newest first, at most `limit`. */
export const listRecentCompleteReports = async (limit: number): Promise<ReportSummary[]> => {
  const found: ReportSummary[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { ExpressionAttributeNames, ProjectionExpression } = projection();
    const page = await getDocumentClient().send(
      new QueryCommand({
        TableName: reportsTableName(),
        IndexName: 'byCreation',
        KeyConditionExpression: 'gsi1pk = :reports',
        FilterExpression: '#status = :complete',
        ExpressionAttributeNames: { ...ExpressionAttributeNames, '#status': 'status' },
        ExpressionAttributeValues: { ':reports': REPORTS_PARTITION, ':complete': 'complete' },
        ProjectionExpression,
        ScanIndexForward: false,
        Limit: limit * 4,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) found.push(toReportSummary(toRecord(item)));
    startKey = page.LastEvaluatedKey;
  } while (startKey && found.length < limit);
  return found.slice(0, limit);
};

/** Whether any report exists at all (the first start's demo report is made only when none does). */
export const anyReportExists = async (): Promise<boolean> => {
  const out = await getDocumentClient().send(
    new QueryCommand({
      TableName: reportsTableName(),
      IndexName: 'byCreation',
      KeyConditionExpression: 'gsi1pk = :reports',
      ExpressionAttributeValues: { ':reports': REPORTS_PARTITION },
      Limit: 1,
    }),
  );
  return (out.Items ?? []).length > 0;
};

/** Changes the title, the one thing about a report that may change. False when it does not exist. */
export const updateReportTitle = async (id: string, title: string): Promise<boolean> => {
  if (!canBeStoredId(id)) return false;
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: reportsTableName(),
        Key: summaryKey(id),
        UpdateExpression: 'SET report_title = :title',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':title': title },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
