import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ExportKind } from '@oligowatch/shared/schemas/report-export';
import { getDocumentClient } from '../../lib/db/client';
import { isConditionFailure } from '../../lib/db/transactions';
import { exportKey, reportsTableName } from './reports-table';

/**
 * A report export's state: asked for (running), written to the exports bucket (complete), or
 * failed. Kept in the report's partition, so deleting the report deletes its exports' records.
 */
export interface ReportExportRecord {
  export_id: string;
  report_id: string;
  kind: ExportKind;
  oligo?: string;
  filename: string;
  /** The object key in the exports bucket. */
  key: string;
  status: 'running' | 'complete' | 'failed';
  /** Epoch milliseconds. */
  created_at: number;
  failure_reason?: string;
}

export const putReportExport = async (record: ReportExportRecord): Promise<void> => {
  await getDocumentClient().send(
    new PutCommand({
      TableName: reportsTableName(),
      Item: { ...exportKey(record.report_id, record.export_id), ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};

export const getReportExport = async (
  reportId: string,
  exportId: string,
): Promise<ReportExportRecord | undefined> => {
  const out = await getDocumentClient().send(
    new GetCommand({
      TableName: reportsTableName(),
      Key: exportKey(reportId, exportId),
      ConsistentRead: true,
    }),
  );
  if (!out.Item) return undefined;
  const { pk: _pk, sk: _sk, ...record } = out.Item;
  return record as ReportExportRecord;
};

/**
 * Ends a running export as complete or failed; false when it was not running (already ended by a
 * repeated delivery of the job, or gone with its report).
 */
export const endReportExport = async (
  reportId: string,
  exportId: string,
  end: { status: 'complete' } | { status: 'failed'; reason: string },
): Promise<boolean> => {
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: reportsTableName(),
        Key: exportKey(reportId, exportId),
        UpdateExpression:
          end.status === 'failed'
            ? 'SET #status = :status, failure_reason = :reason'
            : 'SET #status = :status',
        ConditionExpression: '#status = :running',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': end.status,
          ':running': 'running',
          ...(end.status === 'failed' ? { ':reason': end.reason } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
