import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { catalogTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';
import { canBeStoredId, getDocumentClient, withoutKeys } from './client';
import { queryAllPages } from './paging';

/** Oligos and products share one table: see the access patterns beside its definition. */
export const catalogTableName = (): string => getConfig()[catalogTable.envVar];

/** The item at a key, read consistently (a name just taken must be seen); undefined when absent. */
export const getCatalogItem = async (key: { pk: string }): Promise<Record<string, unknown> | undefined> =>
  (
    await getDocumentClient().send(
      new GetCommand({ TableName: catalogTableName(), Key: key, ConsistentRead: true }),
    )
  ).Item;

/** A stored oligo or product as its record: the item without its bookkeeping keys. */
export const toCatalogRecord = <T>(item: Record<string, unknown> | undefined): T | undefined =>
  item ? (withoutKeys(item) as unknown as T) : undefined;

/** The record of `id` at its key (`keyOf`), read consistently; undefined when absent or not one of ours. */
export const getCatalogRecord = async <T>(
  id: string,
  keyOf: (id: string) => { pk: string },
): Promise<T | undefined> =>
  canBeStoredId(id) ? toCatalogRecord<T>(await getCatalogItem(keyOf(id))) : undefined;

/** The id a name guard item points to (in `field`: oligoId, productId); undefined when the name is free. */
export const findIdByNameGuard = async (key: { pk: string }, field: string): Promise<string | undefined> => {
  const id = (await getCatalogItem(key))?.[field];
  return typeof id === 'string' ? id : undefined;
};

/** Every item of one byKind partition, page after page (the catalogue is small; lists show it whole). */
export const queryWholeKind = (kind: string): Promise<Record<string, unknown>[]> =>
  queryAllPages({
    TableName: catalogTableName(),
    IndexName: catalogTable.globalIndexes[0].indexName,
    KeyConditionExpression: 'gsi1pk = :kind',
    ExpressionAttributeValues: { ':kind': kind },
  });
