import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWriteItems } from '../../lib/db/batch-write';
import { getDocumentClient } from '../../lib/db/client';
import { isConditionFailure } from '../../lib/db/transactions';
import type { SegmentPartial } from '../domain/segment-tally';
import { blobPuts, deleteBlobs, pad, readBlobs } from './report-blobs';
import { reportsTableName, summaryKey } from './reports-table';

/**
 * A report run's segments in the report's partition: SEGMENT#{index}#{part}, each segment's partial
 * counts (segment-tally.ts), keyed by its index like its rows, so a segment run again overwrites
 * them and nothing is counted twice; and on the SUMMARY, `segment_sizes` (the plan's) and the set
 * `segments_done`, from which the report's progress is read while it runs.
 */
const SEGMENT_PREFIX = 'SEGMENT#';
const segmentStem = (index: number) => `${SEGMENT_PREFIX}${pad(index, 6)}#`;

export const writeSegmentPartial = (
  reportId: string,
  index: number,
  partial: SegmentPartial,
): Promise<void> => batchWriteItems(reportsTableName(), blobPuts(reportId, segmentStem(index), partial));

/** Every stored segment's partial, by index. */
export const readSegmentPartials = async (reportId: string): Promise<Map<number, SegmentPartial>> => {
  const blobs = await readBlobs(reportId, SEGMENT_PREFIX);
  return new Map(
    [...blobs.entries()].map(([stem, value]) => [
      Number(stem.slice(SEGMENT_PREFIX.length, -1)),
      value as SegmentPartial,
    ]),
  );
};

/** The partials, once the reduce has merged them into the complete report. */
export const deleteSegmentPartials = (reportId: string): Promise<void> =>
  deleteBlobs(reportId, SEGMENT_PREFIX);

/**
 * Records a segment as done (a set: a segment done twice counts once), while the report runs; false
 * when the report is gone or no longer running (deleted meanwhile).
 */
export const markSegmentDone = async (reportId: string, index: number): Promise<boolean> => {
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: reportsTableName(),
        Key: summaryKey(reportId),
        ConditionExpression: '#status = :running',
        UpdateExpression: 'ADD segments_done :index',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':running': 'running', ':index': new Set([index]) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
