import { memberJoinedAt, memberUpdate } from '@oligowatch/shared/tables/targets';
import { isTransactionCancelled, transactWrite } from '../../lib/db/transactions';
import { earlierVersions } from '../domain/refresh-window';
import {
  cladeCounter,
  datesOf,
  planOf,
  type SampleUpsert,
  type TransactItem,
  type UpsertResult,
} from './sample-plan';
import { upsertSamples } from './sample-upserts';
import { memberKey, readItems, sampleKey, sequenceKey, tableName } from './targets-items';

/**
 * Issue 32: a revised NCBI record (MT451709.2) replaces the stored sample of its earlier version
 * (MT451709.1) rather than standing beside it. Only the accessions a refresh fetched and their
 * earlier versions' keys are read (one BatchGet), never a clade's members.
 */

/**
 * The stored earlier version each upsert would replace: only for accessions that are not stored
 * themselves and have an earlier version stored (the newest one found).
 */
export const findReplacedVersions = async (
  upserts: readonly SampleUpsert[],
): Promise<Map<string, Record<string, unknown>>> => {
  const candidates = upserts
    .map((u) => ({ accession: u.sample.accessionID, earlier: earlierVersions(u.sample.accessionID) }))
    .filter((c) => c.earlier.length > 0);
  if (candidates.length === 0) return new Map();
  const keys = candidates.flatMap((c) => [c.accession, ...c.earlier]).map(sampleKey);
  const stored = await readItems(keys);
  const replaced = new Map<string, Record<string, unknown>>();
  for (const { accession, earlier } of candidates) {
    if (stored.has(sampleKey(accession).pk)) continue;
    const found = earlier.map((a) => stored.get(sampleKey(a).pk)).find((item) => item !== undefined);
    if (found) replaced.set(accession, found);
  }
  return replaced;
};

const MAX_REPLACE_ATTEMPTS = 3;

/**
 * One transaction: the new version's SAMPLE (in every clade the old one was in, and the upsert's),
 * SEQ and MEMBER items put, the old version's SAMPLE (conditioned on the revision read), SEQ and
 * MEMBER items deleted, and the upsert's clade counted when the old version was not in it. The
 * target's count is unchanged (one sample for one). A version under another taxon is a conflict.
 */
export const replaceSampleVersion = async (
  upsert: SampleUpsert,
  old: Record<string, unknown>,
): Promise<UpsertResult> => {
  const accessionID = upsert.sample.accessionID;
  if (old.taxonomicID !== upsert.sample.taxonomicID)
    return { accessionID, outcome: 'conflict', currentTaxonomicID: old.taxonomicID as number };
  const oldAccession = old.accessionID as string;
  const oldClades = (old.cladeIDs as string[] | undefined) ?? [];
  // The new version stays as long in each clade as the old one was (issue 33, item 3): it is a
  // revision, not a sample added since.
  const oldMembers = await readItems(oldClades.map((clade) => memberKey(clade, oldAccession)));
  const now = new Date().toISOString();
  const joinedAt = (clade: string) =>
    memberJoinedAt(oldMembers.get(memberKey(clade, oldAccession).pk) ?? {}) ?? now;
  const plan = planOf(upsert, undefined, joinedAt);
  if (plan.kind !== 'write') return { accessionID, outcome: 'unchanged' };
  const clades = [...new Set([...oldClades, upsert.cladeID])].sort();
  const items: TransactItem[] = plan.items.map((item) => {
    const put = item.Put;
    if (put && put.Item?.pk === sampleKey(accessionID).pk)
      return { Put: { ...put, Item: { ...put.Item, cladeIDs: clades } } };
    return item;
  });
  for (const clade of oldClades) {
    if (clade === upsert.cladeID) continue;
    const write = memberUpdate(tableName(), clade, accessionID, datesOf(upsert.sample), joinedAt(clade));
    items.push({
      Update: { ...write.Update, ConditionExpression: 'attribute_not_exists(pk)' },
    });
  }
  items.push(
    {
      Delete: {
        TableName: tableName(),
        Key: sampleKey(oldAccession),
        ConditionExpression: 'revision = :revision',
        ExpressionAttributeValues: { ':revision': old.revision as number },
      },
    },
    { Delete: { TableName: tableName(), Key: sequenceKey(oldAccession) } },
    ...oldClades.map((clade) => ({
      Delete: { TableName: tableName(), Key: memberKey(clade, oldAccession) },
    })),
  );
  if (!oldClades.includes(upsert.cladeID)) items.push(cladeCounter(upsert.cladeID, 1, upsert.cladeName));
  await transactWrite(items);
  return { accessionID, outcome: 'updated' };
};

/**
 * upsertSamples for a refresh: a new version of a stored record replaces it (counted 'updated');
 * every other record is upserted by its accession as an import's. Results in the order given.
 */
export const upsertSampleVersions = async (upserts: readonly SampleUpsert[]): Promise<UpsertResult[]> => {
  const replaced = await findReplacedVersions(upserts);
  const results = new Map<string, UpsertResult>();
  for (const upsert of upserts) {
    const accession = upsert.sample.accessionID;
    if (!replaced.has(accession)) continue;
    for (let attempt = 1; attempt <= MAX_REPLACE_ATTEMPTS; attempt++) {
      // A concurrent writer moved the old version: read it again (gone: a plain upsert below).
      const old =
        attempt === 1 ? replaced.get(accession) : (await findReplacedVersions([upsert])).get(accession);
      if (!old) break;
      try {
        results.set(accession, await replaceSampleVersion(upsert, old));
        break;
      } catch (error) {
        if (!isTransactionCancelled(error) || attempt === MAX_REPLACE_ATTEMPTS) throw error;
      }
    }
  }
  const rest = upserts.filter((u) => !results.has(u.sample.accessionID));
  const restResults = await upsertSamples(rest);
  rest.forEach((u, i) => {
    const result = restResults[i];
    if (result) results.set(u.sample.accessionID, result);
  });
  return upserts.map(
    (u) => results.get(u.sample.accessionID) ?? { accessionID: u.sample.accessionID, outcome: 'unchanged' },
  );
};
