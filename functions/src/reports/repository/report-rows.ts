import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Mismatch } from '@oligowatch/shared/schemas/report';
import { batchWriteItems } from '../../lib/db/batch-write';
import { getDocumentClient } from '../../lib/db/client';
import { queryAllPages } from '../../lib/db/paging';
import { ROW_PREFIX, reportPk, reportsTableName, rowChunkKey, rowPrefix } from './reports-table';

/**
 * A report's mismatch rows (one per scored sample whose site shows a real mismatch or an
 * undetermined base, per oligo), stored packed: one item per
 * oligo and clade page (reports-table.ts), split in parts that stay well under DynamoDB's 400 KB.
 */

/** One oligo's rows of one clade page, in the order the samples were read. */
export interface RowChunk {
  oligoIndex: number;
  page: number;
  rows: readonly Mismatch[];
}

/** Where a page of rows starts: an item's sort key and a row of it. */
export interface RowPosition {
  sk: string;
  offset: number;
}

const PART_BYTES = 300 * 1024;

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

/** Fields rows carry from engine 2 on (issue 22): kept when present, absent on older rows. */
const OPTIONAL_FIELDS = [
  'undeterminedCount',
  'reverseComplement',
] as const satisfies readonly (keyof Mismatch)[];

const toMismatch = (row: Record<string, unknown>): Mismatch =>
  Object.fromEntries([
    ...MISMATCH_FIELDS.map((field) => [field, row[field]]),
    ...OPTIONAL_FIELDS.flatMap((field) => (row[field] === undefined ? [] : [[field, row[field]]])),
  ]) as Mismatch;

const rowsOf = (item: Record<string, unknown>): Mismatch[] =>
  ((item.rows as Record<string, unknown>[] | undefined) ?? []).map(toMismatch);

/** A chunk's rows in parts of at most PART_BYTES (a very long oligo makes long rows). */
const partsOf = (rows: readonly Mismatch[]): Mismatch[][] => {
  const parts: Mismatch[][] = [];
  let part: Mismatch[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length;
    if (part.length > 0 && bytes + size > PART_BYTES) {
      parts.push(part);
      part = [];
      bytes = 0;
    }
    part.push(row);
    bytes += size;
  }
  if (part.length > 0) parts.push(part);
  return parts;
};

/** Parts past the written ones that a rewrite of a page clears (a page has one part but for very long oligos). */
const STALE_PARTS = 4;

/**
 * Stores chunks under their deterministic keys: writing a chunk again overwrites it. With
 * `rewrite`, the items of that page that this write does not fill are deleted too, for every one
 * of `oligoCount` oligos: a page aligned again after a stopped turn must not keep rows its first
 * attempt wrote (the clade may have changed in between).
 */
export const writeRowChunks = (
  reportId: string,
  chunks: readonly RowChunk[],
  rewrite?: { page: number; oligoCount: number },
): Promise<void> => {
  const puts = chunks.flatMap((chunk) =>
    partsOf(chunk.rows).map((rows, part) => ({
      oligoIndex: chunk.oligoIndex,
      page: chunk.page,
      part,
      request: {
        PutRequest: {
          Item: { ...rowChunkKey(reportId, chunk.oligoIndex, chunk.page, part), rows: rows.map(toMismatch) },
        },
      },
    })),
  );
  const deletes = rewrite
    ? Array.from({ length: rewrite.oligoCount }, (_, oligoIndex) => {
        const written = puts.filter((p) => p.oligoIndex === oligoIndex && p.page === rewrite.page).length;
        return Array.from({ length: STALE_PARTS }, (_, i) => ({
          DeleteRequest: { Key: rowChunkKey(reportId, oligoIndex, rewrite.page, written + i) },
        }));
      }).flat()
    : [];
  return batchWriteItems(reportsTableName(), [...puts.map((p) => p.request), ...deletes]);
};

/**
 * One page of an oligo's rows in stored order, from `from` (the start when absent); `next` is
 * where the following page starts, undefined after the last row.
 */
export const pageReportRows = async (
  reportId: string,
  oligoIndex: number,
  options: { limit: number; from?: RowPosition },
): Promise<{ rows: Mismatch[]; next?: RowPosition }> => {
  const prefix = rowPrefix(oligoIndex);
  const found: { row: Mismatch; sk: string; offset: number }[] = [];
  let startKey: Record<string, unknown> | undefined;
  // One row past the page tells whether there is a next one, and where it starts.
  reading: do {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: reportsTableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': reportPk(reportId),
          ':from': options.from?.sk ?? prefix,
          ':to': `${prefix}\uffff`,
        },
        Limit: 8,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      const sk = item.sk as string;
      const rows = rowsOf(item);
      const begin = sk === options.from?.sk ? options.from.offset : 0;
      for (let offset = begin; offset < rows.length; offset++) {
        found.push({ row: rows[offset] as Mismatch, sk, offset });
        if (found.length > options.limit) break reading;
      }
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  const after = found[options.limit];
  return {
    rows: found.slice(0, options.limit).map((f) => f.row),
    ...(after ? { next: { sk: after.sk, offset: after.offset } } : {}),
  };
};

/** Every row of one oligo (or, without an oligo, of the report), oligo by oligo in stored order. */
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
  ).flatMap(rowsOf);

/**
 * Every row of one oligo in stored order, item by item as DynamoDB pages them (up to 1 MB a
 * query): each stored item is read once and only one page is held at a time, so an export of a
 * 100,000-row report streams in bounded memory.
 */
export async function* streamReportRows(reportId: string, oligoIndex: number): AsyncIterable<Mismatch> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: reportsTableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': reportPk(reportId), ':prefix': rowPrefix(oligoIndex) },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) yield* rowsOf(item);
    startKey = out.LastEvaluatedKey;
  } while (startKey);
}
