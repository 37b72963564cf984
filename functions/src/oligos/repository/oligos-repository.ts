import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { compareNames } from '@oligowatch/shared/compare-names';
import { oligosApiMessages } from '@oligowatch/shared/messages/oligos';
import type { AssayRole, Oligo } from '@oligowatch/shared/schemas/oligo';
import { catalogTable } from '@oligowatch/shared/tables';
import {
  catalogKeys,
  catalogKinds,
  lacksStoredRole,
  type OligoRecord,
  oligoIdOfNameGuard,
  oligoIndexKeys,
  toOligoRecord,
  toPublicOligo,
} from '@oligowatch/shared/tables/catalog';
import { canBeStoredId, getDocumentClient } from '../../lib/db/client';
import { getItem, queryIndexPartition, tableNameOf } from '../../lib/db/items';
import { isConditionFailure, sendTransaction } from '../../lib/db/transactions';
import { DomainError } from '../../lib/errors';
import { bumpListVersion, versionedListCache } from './versioned-list-cache';

export type OligoListing = 'active' | 'archived' | 'all';

const catalogTableName = () => tableNameOf(catalogTable);
const oligoKey = catalogKeys.oligo;
const nameGuardKey = catalogKeys.oligoName;
const kindOf = catalogKinds.oligos;
const indexKeys = oligoIndexKeys;
const toRecord = toOligoRecord;
const queryWholeKind = (kind: string) => queryIndexPartition(catalogTable, 'byKind', kind);

/** Another oligo, active or archived, has the name (compared trimmed and case-insensitively). */
export class OligoNameTakenError extends DomainError {
  constructor(name: string) {
    super({ code: 'conflict', reason: 'nameInUse', message: oligosApiMessages.nameInUse(name) });
  }
}

export const findOligoIdByName = async (name: string): Promise<string | undefined> =>
  oligoIdOfNameGuard(await getItem(catalogTable, nameGuardKey(name)));

export const getOligo = async (id: string): Promise<OligoRecord | undefined> =>
  canBeStoredId(id) ? toRecord(await getItem(catalogTable, oligoKey(id))) : undefined;

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

/**
 * Sets an oligo's role as a person chose it (issue 23): no longer inferred. Undefined when there is
 * no such oligo. Reports already made keep the role they froze.
 */
export const setOligoRole = async (id: string, role: AssayRole): Promise<OligoRecord | undefined> => {
  if (!canBeStoredId(id)) return undefined;
  try {
    const out = await getDocumentClient().send(
      new UpdateCommand({
        TableName: catalogTableName(),
        Key: oligoKey(id),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET #role = :role, role_inferred = :inferred, updated_at = :now',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': role, ':inferred': false, ':now': new Date().toISOString() },
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

/**
 * Stores, once, the role every oligo written before roles existed reads with (its name's guess,
 * marked inferred): from then on the guess cannot move under it if the guessing changes. Each write
 * is conditioned on the role still missing, so a role a person set meanwhile is never overwritten
 * and running it again writes nothing. Answers how many oligos it gave a role.
 */
export const backfillOligoRoles = async (): Promise<number> => {
  const items = (await Promise.all([kindOf(false), kindOf(true)].map(queryWholeKind))).flat();
  let stored = 0;
  for (const item of items.filter(lacksStoredRole)) {
    const record = toRecord(item) as OligoRecord;
    try {
      await getDocumentClient().send(
        new UpdateCommand({
          TableName: catalogTableName(),
          Key: oligoKey(record._id),
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#role)',
          UpdateExpression: 'SET #role = :role, role_inferred = :inferred',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': record.role, ':inferred': true },
        }),
      );
      stored++;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  if (stored > 0) await bumpListVersion(OLIGO_LISTS);
  return stored;
};
