import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { queryAllPages } from '../../lib/db/paging';
import { deleteItemKeys, partitionKeys } from '../../lib/db/partition-keys';
import { reportPk, reportsTableName } from './reports-table';

/**
 * Values too large or too nested for one item, stored in a report's partition as deflated JSON
 * split into parts well under DynamoDB's 400 KB item limit. Every part of a value records how many
 * parts that value has, so parts left over from a longer earlier write of the same key are never
 * read. Deleting the report's partition removes them all.
 */
const PART_BYTES = 300 * 1024;

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The Put requests storing `value` under `stem` + part number. */
export const blobPuts = (reportId: string, stem: string, value: unknown): Record<string, unknown>[] => {
  const bytes = deflateRawSync(Buffer.from(JSON.stringify(value)));
  const parts = Math.max(1, Math.ceil(bytes.length / PART_BYTES));
  return Array.from({ length: parts }, (_, part) => ({
    PutRequest: {
      Item: {
        pk: reportPk(reportId),
        sk: `${stem}${pad(part, 3)}`,
        parts,
        data: bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES),
      },
    },
  }));
};

/** The values stored under `prefix`, by stem (the sort key without its part), in key order. */
export const readBlobs = async (reportId: string, prefix: string): Promise<Map<string, unknown>> => {
  const items = await queryAllPages({
    TableName: reportsTableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': reportPk(reportId), ':prefix': prefix },
    ConsistentRead: true,
  });
  const byStem = new Map<string, Record<string, unknown>[]>();
  for (const item of items) {
    const sk = item.sk as string;
    const stem = sk.slice(0, sk.lastIndexOf('#') + 1);
    byStem.set(stem, [...(byStem.get(stem) ?? []), item]);
  }
  const values = new Map<string, unknown>();
  for (const [stem, parts] of byStem) {
    const count = parts[0]?.parts as number;
    // Parts come sorted by key; those past the first part's count are left from a longer write.
    const chunks = parts.slice(0, count).map((item) => item.data as Uint8Array);
    if (chunks.length !== count) throw new Error(`Insights item ${stem} of report ${reportId} is incomplete`);
    values.set(stem, JSON.parse(inflateRawSync(Buffer.concat(chunks)).toString('utf8')));
  }
  return values;
};

/** Deletes every part of every value stored under `prefix`. */
export const deleteBlobs = async (reportId: string, prefix: string): Promise<void> =>
  deleteItemKeys(reportsTableName(), await partitionKeys(reportsTableName(), reportPk(reportId), prefix));
