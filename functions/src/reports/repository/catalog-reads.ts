import { catalogTable } from '@oligowatch/shared/tables';
import {
  catalogKeys,
  type OligoRecord,
  type ProductRecord,
  toOligoRecord,
  toProductRecord,
} from '@oligowatch/shared/tables/catalog';
import { batchGetItems } from '../../lib/db/batch-get';
import { canBeStoredId } from '../../lib/db/client';
import { getItem, tableNameOf } from '../../lib/db/items';

/**
 * What a report is made from, read through the catalog table's published contract (products and
 * oligos belong to their own features): the product, and the oligos of its active version.
 */
export const getProduct = async (id: string): Promise<ProductRecord | undefined> =>
  canBeStoredId(id) ? toProductRecord(await getItem(catalogTable, catalogKeys.product(id))) : undefined;

/** Many oligos by id (unknown ids are simply absent from the map). */
export const getOligosByIds = async (ids: readonly string[]): Promise<Map<string, OligoRecord>> => {
  const keys = [...new Set(ids)].filter(canBeStoredId).map(catalogKeys.oligo);
  const records = (await batchGetItems(tableNameOf(catalogTable), keys)).map(toOligoRecord);
  return new Map(records.flatMap((record) => (record ? [[record._id, record] as const] : [])));
};
