import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TableDef } from '@oligowatch/shared/tables';
import { getConfig } from '../config';
import { getDocumentClient } from './client';
import { queryAllPages } from './paging';

/** The physical name of a table, from the variable its definition names (checked at cold start). */
export const tableNameOf = (table: Pick<TableDef, 'envVar'>): string => {
  const name = (getConfig() as Record<string, unknown>)[table.envVar];
  if (typeof name !== 'string') throw new Error(`${table.envVar} is not set for this function`);
  return name;
};

/** The item at `key`, or undefined; consistent unless said otherwise (callers decide on what it says). */
export const getItem = async (
  table: Pick<TableDef, 'envVar'>,
  key: Record<string, unknown>,
  options: { consistent?: boolean } = {},
): Promise<Record<string, unknown> | undefined> =>
  (
    await getDocumentClient().send(
      new GetCommand({ TableName: tableNameOf(table), Key: key, ConsistentRead: options.consistent ?? true }),
    )
  ).Item;

/**
 * Every item of one partition of a global index, page after page: for lists that are small and
 * shown whole (the catalogue's oligos and products, say).
 */
export const queryIndexPartition = (
  table: Pick<TableDef, 'envVar' | 'globalIndexes'>,
  indexName: string,
  partition: string,
): Promise<Record<string, unknown>[]> => {
  const index = table.globalIndexes.find((i) => i.indexName === indexName);
  if (!index) throw new Error(`No index ${indexName} on ${table.envVar}`);
  return queryAllPages({
    TableName: tableNameOf(table),
    IndexName: indexName,
    KeyConditionExpression: '#pk = :partition',
    ExpressionAttributeNames: { '#pk': index.partitionKey.name },
    ExpressionAttributeValues: { ':partition': partition },
  });
};
