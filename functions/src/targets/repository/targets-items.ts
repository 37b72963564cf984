import type { SampleSummary } from '@oligowatch/shared/schemas/target';
import { targetsTable } from '@oligowatch/shared/tables';
import { targetsKeys } from '@oligowatch/shared/tables/targets';
import { batchGetItems } from '../../lib/db/batch-get';
import { tableNameOf } from '../../lib/db/items';
import { type PageOptions, queryPage } from '../../lib/db/paging';

/**
 * The items of the targets table (keys published in shared/src/tables/targets.ts, which describes
 * each kind) and the reads every targets module shares: items by key, and a clade's members page by
 * page (see the access patterns of `targetsTable`).
 */

export const tableName = (): string => tableNameOf(targetsTable);
export const {
  sample: sampleKey,
  sequence: sequenceKey,
  member: memberKey,
  target: targetKey,
  clade: cladeKey,
} = targetsKeys;
/** Taxonomic IDs sort as numbers in the target list. */
export const paddedTaxonomicId = (taxonomicID: number) => String(taxonomicID).padStart(12, '0');

export const SAMPLE_FIELDS = [
  'accessionID',
  'collection_date',
  'collection_date_enriched_iso',
  'publication_date',
  'host',
  'isolate',
  'strain',
  'geo_loc_name',
  'sequence_length',
  'taxonomicID',
  'cladeIDs',
  'has_accession',
  'complete',
  'source',
] as const satisfies readonly (keyof SampleSummary)[];

export const toSampleSummary = (item: Record<string, unknown>): SampleSummary =>
  Object.fromEntries(
    SAMPLE_FIELDS.filter((f) => item[f] !== undefined).map((f) => [f, item[f]]),
  ) as SampleSummary;

/** Items of `keys` by their pk (consistent reads: the upsert decides on what they say). */
export const readItems = async (
  keys: readonly { pk: string }[],
  projection?: string,
): Promise<Map<string, Record<string, unknown>>> =>
  new Map((await batchGetItems(tableName(), keys, { projection })).map((item) => [item.pk as string, item]));

/**
 * One page of a clade's members (byClade CLADE#{cladeID}), then their items of `keyOf` (SAMPLE or
 * SEQ), read by key: a report reads the clade as it is when it runs.
 */
export const cladeMemberPage = async (
  cladeID: string,
  options: PageOptions,
  keyOf: (accession: string) => { pk: string },
): Promise<{ accessions: string[]; items: Map<string, Record<string, unknown>>; nextCursor?: string }> => {
  const page = await queryPage(
    targetsTable,
    {
      TableName: tableName(),
      IndexName: 'byClade',
      KeyConditionExpression: 'gsi2pk = :clade',
      ExpressionAttributeValues: { ':clade': `CLADE#${cladeID}` },
    },
    options,
  );
  const accessions = page.items.map((m) => m.accessionID as string);
  const items = await readItems(accessions.map(keyOf));
  return { accessions, items, nextCursor: page.nextCursor };
};
