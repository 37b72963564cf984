import type { ReportProvenance } from '@oligowatch/shared/schemas/report';
import { catalogTable } from '@oligowatch/shared/tables';
import {
  catalogKeys,
  type OligoRecord,
  oligoIdOfNameGuard,
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

/**
 * The catalogue ids of a report's frozen oligos, by name (issue 23: an oligo's strand checks are
 * kept by its id, and the provenance names oligos only, to keep a 500-oligo summary in one item).
 * Names are unique and never change; an oligo is found only when the catalogue still holds it with
 * the sequence and strand the report froze, so a check is never filed under another oligo.
 */
export const findFrozenOligoIds = async (
  oligos: ReportProvenance['oligos'],
): Promise<Map<string, string>> => {
  // One key per guard: a BatchGet refuses a key asked twice.
  const guardPks = [...new Set(oligos.map((oligo) => catalogKeys.oligoName(oligo.name).pk))];
  const guards = await batchGetItems(
    tableNameOf(catalogTable),
    guardPks.map((pk) => ({ pk })),
    { projection: 'pk, oligoId' },
  );
  const idByGuard = new Map(guards.map((item) => [item.pk, oligoIdOfNameGuard(item)]));
  const stored = await getOligosByIds(
    oligos.flatMap((oligo) => idByGuard.get(catalogKeys.oligoName(oligo.name).pk) ?? []),
  );
  const byName = new Map([...stored.values()].map((record) => [record.name, record]));
  return new Map(
    oligos.flatMap((oligo) => {
      const record = byName.get(oligo.name);
      return record &&
        record.sequence === oligo.sequence &&
        record.dna_strand_positive === oligo.dna_strand_positive
        ? [[oligo.name, record._id] as const]
        : [];
    }),
  );
};
