import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Mismatch } from '@oligowatch/shared/schemas/report';
import { getDocumentClient, queryAllPages } from './client';
import { ROW_PREFIX, reportPk, reportsTableName, rowKey, rowPrefix } from './reports-table';

/** A report's mismatch rows, ROW#{oligo}#{accession}: one per sample with a mismatch, per oligo. */

export interface ReportRow {
  oligoIndex: number;
  mismatch: Mismatch;
}

const MISMATCH_FIELDS = [
  'oligoName',
  'oligoSequence',
  'targetSequence',
  'mismatchLines',
  'start_index',
  'end_index',
  'mismatchCount',
  'targetLocation',
  'targetCollectionDate',
  'targetAccessionID',
] as const satisfies readonly (keyof Mismatch)[];

export const toMismatch = (item: Record<string, unknown>): Mismatch =>
  Object.fromEntries(MISMATCH_FIELDS.map((field) => [field, item[field]])) as Mismatch;

const BATCH_WRITE_ITEMS = 25;
const PARALLEL_BATCHES = 4;

const sendBatch = async (requests: Record<string, unknown>[]): Promise<void> => {
  let pending: Record<string, unknown>[] | undefined = requests;
  for (let attempt = 0; pending && pending.length > 0; attempt++) {
    // Unprocessed items come back under throttling: wait a little longer each round.
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    const out = await getDocumentClient().send(
      new BatchWriteCommand({ RequestItems: { [reportsTableName()]: pending } }),
    );
    pending = out.UnprocessedItems?.[reportsTableName()] as Record<string, unknown>[] | undefined;
  }
};

/** Writes items (Put) or deletes keys (Delete) in BatchWrites of 25, a few at a time, every one retried. */
export const batchWrite = async (requests: Record<string, unknown>[]): Promise<void> => {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < requests.length; i += BATCH_WRITE_ITEMS)
    batches.push(requests.slice(i, i + BATCH_WRITE_ITEMS));
  for (let i = 0; i < batches.length; i += PARALLEL_BATCHES)
    await Promise.all(batches.slice(i, i + PARALLEL_BATCHES).map(sendBatch));
};

/** Stores rows under their deterministic keys: writing a row again overwrites it. */
export const writeReportRows = (reportId: string, rows: readonly ReportRow[]): Promise<void> => {
  // A BatchWrite may not name one key twice: the last row of a key wins.
  const byKey = new Map(rows.map((row) => [`${row.oligoIndex}#${row.mismatch.targetAccessionID}`, row]));
  return batchWrite(
    [...byKey.values()].map((row) => ({
      PutRequest: {
        Item: { ...rowKey(reportId, row.oligoIndex, row.mismatch.targetAccessionID), ...row.mismatch },
      },
    })),
  );
};

/** One page of an oligo's rows in key (accession) order; `startKey` continues a previous page. */
export const pageReportRows = async (
  reportId: string,
  oligoIndex: number,
  options: { limit: number; startKey?: Record<string, string>; descending?: boolean },
): Promise<{ rows: Mismatch[]; lastKey?: Record<string, string> }> => {
  const out = await getDocumentClient().send(
    new QueryCommand({
      TableName: reportsTableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': reportPk(reportId), ':prefix': rowPrefix(oligoIndex) },
      Limit: options.limit,
      ExclusiveStartKey: options.startKey,
      ScanIndexForward: !options.descending,
    }),
  );
  return {
    rows: (out.Items ?? []).map(toMismatch),
    lastKey: out.LastEvaluatedKey as Record<string, string> | undefined,
  };
};

/** Every row of one oligo (or, without an oligo, of the report), oligo by oligo in key order. */
export const readAllReportRows = async (reportId: string, oligoIndex?: number): Promise<Mismatch[]> =>
  (
    await queryAllPages({
      TableName: reportsTableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': reportPk(reportId),
        ':prefix': oligoIndex === undefined ? ROW_PREFIX : rowPrefix(oligoIndex),
      },
    })
  ).map(toMismatch);
