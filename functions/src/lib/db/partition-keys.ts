import { batchWriteItems } from './batch-write';
import { queryAllPages } from './paging';

/** The key of an item of a table keyed by `pk` and `sk`. */
export interface ItemKey {
  pk: string;
  sk: string;
}

/**
 * The keys of every item of partition `pk` (those whose sort key begins with `skPrefix` when
 * given), read consistently and nothing but the keys: what a delete of a partition starts from.
 */
export const partitionKeys = async (tableName: string, pk: string, skPrefix?: string): Promise<ItemKey[]> =>
  (
    await queryAllPages({
      TableName: tableName,
      KeyConditionExpression: skPrefix === undefined ? 'pk = :pk' : 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ...(skPrefix === undefined ? {} : { ':prefix': skPrefix }) },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
    })
  ).map((item) => ({ pk: item.pk as string, sk: item.sk as string }));

/** Deletes the items of `keys` (batchWriteItems: 25 a request, every unprocessed one asked again). */
export const deleteItemKeys = (tableName: string, keys: readonly ItemKey[]): Promise<void> =>
  batchWriteItems(
    tableName,
    keys.map((Key) => ({ DeleteRequest: { Key } })),
  );
