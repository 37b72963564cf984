import { randomUUID } from 'node:crypto';
import { targetsTable } from '@oligowatch/shared/tables';
import { beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../support/api';

/**
 * queryAllInRanges (functions/src/lib/db/query-in-ranges.ts) against DynamoDB Local, with the plain
 * chain of pages (queryAllPages) as its oracle: the same items in the same order, however skewed the
 * keys, with keys several items share, keys outside ASCII, and pages small enough to cut a
 * partition of 510 items into many ranges.
 */

type Item = Record<string, unknown>;
const modules = async () => {
  Object.assign(process.env, stack().env);
  return {
    ...(await import('@oligowatch/functions/lib/db/query-in-ranges')),
    ...(await import('@oligowatch/functions/lib/db/paging')),
    ...(await import('@oligowatch/functions/lib/db/batch-write')),
    ...(await import('@oligowatch/functions/lib/db/items')),
  };
};

/** The keys of a partition: most alike, a few far apart, some shared by several items. */
const skewedKeys = (): string[] => [
  ...Array.from({ length: 300 }, (_, i) => `OQ${String(i * 31).padStart(6, '0')}.1`),
  ...Array.from({ length: 100 }, (_, i) => `MN908947.3.bench${i}`),
  ...Array.from({ length: 30 }, (_, i) => `中${i}`),
  ...Array.from({ length: 40 }, () => 'PP000001.1'),
  ...Array.from({ length: 40 }, (_, i) => String.fromCharCode(65 + (i % 26)).repeat(1 + Math.floor(i / 26))),
];

const partitionOf = async (keys: readonly string[]) => {
  const { batchWriteItems, tableNameOf } = await modules();
  const partition = `CLADE#ranges-${randomUUID()}`;
  await batchWriteItems(
    tableNameOf(targetsTable),
    keys.map((key, i) => ({
      PutRequest: { Item: { pk: `RANGETEST#${partition}#${i}`, gsi2pk: partition, gsi2sk: key, n: i } },
    })),
  );
  return partition;
};

const readBoth = async (
  partition: string,
  options: { pageSize: number; ways: number; concurrency: number },
) => {
  const { queryAllInRanges, queryAllPages, tableNameOf } = await modules();
  const TableName = tableNameOf(targetsTable);
  const ranged = await queryAllInRanges(
    {
      TableName,
      IndexName: 'byClade',
      partitionKey: { name: 'gsi2pk', value: partition },
      sortKey: 'gsi2sk',
      attributes: ['n'],
    },
    options,
  );
  const plain = await queryAllPages({
    TableName,
    IndexName: 'byClade',
    KeyConditionExpression: 'gsi2pk = :p',
    ExpressionAttributeValues: { ':p': partition },
    ProjectionExpression: 'gsi2sk, n',
  });
  return { ranged, plain };
};

const sortKeys = (items: Item[]) => items.map((item) => item.gsi2sk);
const numbers = (items: Item[]) => items.map((item) => item.n as number).sort((a, b) => a - b);

describe('queryAllInRanges', () => {
  let skewed: string;
  beforeAll(async () => {
    skewed = await partitionOf(skewedKeys());
  });

  it.each([
    { pageSize: 25, ways: 3, concurrency: 4 },
    { pageSize: 7, ways: 8, concurrency: 8 },
    { pageSize: 1, ways: 2, concurrency: 2 },
    { pageSize: 5000, ways: 8, concurrency: 8 },
  ])('reads every item once, in key order, as plain paging does (%o)', async (options) => {
    const { ranged, plain } = await readBoth(skewed, options);
    expect(plain).toHaveLength(skewedKeys().length);
    expect(sortKeys(ranged)).toEqual(sortKeys(plain));
    expect(numbers(ranged)).toEqual(numbers(plain));
    expect(new Set(numbers(ranged)).size).toBe(ranged.length);
    expect(Object.keys(ranged[0] as Item).sort()).toEqual(['gsi2sk', 'n']);
  });

  it.each([
    ['an empty partition', []],
    ['a partition of one item', ['OQ000001.1']],
    ['a partition of one key many items share', Array.from({ length: 30 }, () => 'OQ000001.1')],
  ])('reads %s', async (_, keys) => {
    const { ranged, plain } = await readBoth(await partitionOf(keys), {
      pageSize: 4,
      ways: 4,
      concurrency: 4,
    });
    expect(ranged).toHaveLength(keys.length);
    expect(numbers(ranged)).toEqual(numbers(plain));
  });
});
