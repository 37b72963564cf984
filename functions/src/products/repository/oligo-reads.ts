import { catalogTable } from '@oligowatch/shared/tables';
import { catalogKeys, type OligoRecord, toOligoRecord } from '@oligowatch/shared/tables/catalog';
import { batchGetItems } from '../../lib/db/batch-get';
import { canBeStoredId } from '../../lib/db/client';
import { tableNameOf } from '../../lib/db/items';

/**
 * The oligos a product names, read through the catalog table's published contract (oligos belong
 * to the oligos feature). Unknown ids are simply absent from the map.
 */
export const getOligosByIds = async (ids: readonly string[]): Promise<Map<string, OligoRecord>> => {
  const keys = [...new Set(ids)].filter(canBeStoredId).map(catalogKeys.oligo);
  const records = (await batchGetItems(tableNameOf(catalogTable), keys)).map(toOligoRecord);
  return new Map(records.flatMap((record) => (record ? [[record._id, record] as const] : [])));
};
