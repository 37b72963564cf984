import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { compareNames } from '@oligowatch/shared/compare-names';
import { type Oligo, oligoNameKey } from '@oligowatch/shared/schemas/oligo';
import { batchGetItems } from './batch-get';
import {
  catalogTableName,
  findIdByNameGuard,
  getCatalogRecord,
  queryWholeKind,
  toCatalogRecord,
} from './catalog-table';
import { canBeStoredId, getDocumentClient } from './client';
import { isConditionFailure, sendTransaction } from './transactions';
import { bumpListVersion, versionedListCache } from './versioned-list-cache';

/** The stored oligo: the public Oligo plus when it was made and last changed. */
export interface OligoRecord extends Oligo {
  created_at: string;
  updated_at: string;
}

export type OligoListing = 'active' | 'archived' | 'all';

const oligoKey = (id: string) => ({ pk: `OLIGO#${id}` });
/** Names are unique trimmed and lower-cased, across active and archived oligos alike. */
const nameGuardKey = (name: string) => ({ pk: `OLIGONAME#${oligoNameKey(name)}` });
const kindOf = (archived: boolean) => (archived ? 'OLIGOS#archived' : 'OLIGOS#active');
const indexKeys = (oligo: Pick<Oligo, '_id' | 'name' | 'archived'>) => ({
  gsi1pk: kindOf(oligo.archived),
  gsi1sk: `${oligoNameKey(oligo.name)}#${oligo._id}`,
});

export class OligoNameTakenError extends Error {}

const toRecord = (item: Record<string, unknown> | undefined) => toCatalogRecord<OligoRecord>(item);

/** The shape every API answer uses. */
export const toPublicOligo = (record: Oligo): Oligo => ({
  _id: record._id,
  name: record.name,
  sequence: record.sequence,
  dna_strand_positive: record.dna_strand_positive,
  archived: record.archived,
});

export const findOligoIdByName = (name: string): Promise<string | undefined> =>
  findIdByNameGuard(nameGuardKey(name), 'oligoId');

export const getOligo = (id: string): Promise<OligoRecord | undefined> =>
  getCatalogRecord<OligoRecord>(id, oligoKey);

/** Many oligos by id (unknown ids are simply absent from the map). */
export const getOligosByIds = async (ids: readonly string[]): Promise<Map<string, OligoRecord>> => {
  const keys = [...new Set(ids)].filter(canBeStoredId).map(oligoKey);
  const found = new Map<string, OligoRecord>();
  for (const item of await batchGetItems(catalogTableName(), keys)) {
    const record = toRecord(item);
    if (record) found.set(record._id, record);
  }
  return found;
};

const byName = (a: Oligo, b: Oligo) => compareNames(a.name, b.name);

/** The version item every oligo write bumps (versioned-list-cache.ts). */
const OLIGO_LISTS = 'oligos';

const cachedListing = versionedListCache(OLIGO_LISTS, async (listing): Promise<readonly OligoRecord[]> => {
  const kinds = listing === 'all' ? [kindOf(false), kindOf(true)] : [kindOf(listing === 'archived')];
  const pages = await Promise.all(kinds.map(queryWholeKind));
  return pages
    .flat()
    .map((item) => toRecord(item) as OligoRecord)
    .sort(byName);
});

export const listOligos = async (listing: OligoListing): Promise<OligoRecord[]> => [
  ...(await cachedListing(listing)),
];

/**
 * Creates the oligo and its name guard in one transaction: two concurrent creates of the same
 * name (in any case, with any surrounding spaces) cannot both succeed.
 */
export const createOligo = async (oligo: Oligo): Promise<OligoRecord> => {
  const now = new Date().toISOString();
  const record: OligoRecord = { ...toPublicOligo(oligo), created_at: now, updated_at: now };
  try {
    await sendTransaction({
      TransactItems: [
        {
          Put: {
            TableName: catalogTableName(),
            Item: { ...nameGuardKey(oligo.name), oligoId: oligo._id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: catalogTableName(),
            Item: { ...oligoKey(oligo._id), ...indexKeys(oligo), ...record },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    });
  } catch (error) {
    if (isConditionFailure(error)) throw new OligoNameTakenError(oligo.name);
    throw error;
  }
  await bumpListVersion(OLIGO_LISTS);
  return record;
};

/** Archives or restores an oligo; undefined when there is no such oligo. Repeating it changes nothing. */
export const setOligoArchived = async (id: string, archived: boolean): Promise<OligoRecord | undefined> => {
  if (!canBeStoredId(id)) return undefined;
  try {
    const out = await getDocumentClient().send(
      new UpdateCommand({
        TableName: catalogTableName(),
        Key: oligoKey(id),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET archived = :archived, gsi1pk = :kind, updated_at = :now',
        ExpressionAttributeValues: {
          ':archived': archived,
          ':kind': kindOf(archived),
          ':now': new Date().toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    await bumpListVersion(OLIGO_LISTS);
    return toRecord(out.Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};
