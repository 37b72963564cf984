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
import { type UpsertSamplesOptions, upsertSamples } from './sample-upserts';
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

/** When the old version joined each of its clades (undefined: before join times were kept). */
type JoinTimes = (clade: string) => string | undefined;

/**
 * The join times of the stored versions' memberships, read in one BatchGet: the new version stays
 * as long in each clade as the old one was (issue 33, item 3): it is a revision, not a sample added
 * since.
 */
const readJoinTimes = async (olds: readonly Record<string, unknown>[]): Promise<JoinTimes[]> => {
  const clades = (old: Record<string, unknown>) => (old.cladeIDs as string[] | undefined) ?? [];
  const members = await readItems(
    olds.flatMap((old) => clades(old).map((clade) => memberKey(clade, old.accessionID as string))),
  );
  return olds.map(
    (old) => (clade) => memberJoinedAt(members.get(memberKey(clade, old.accessionID as string).pk) ?? {}),
  );
};

/** What replacing one stored version writes: its items, and whether the upsert's clade gains a member. */
type Replacement =
  | { kind: 'done'; result: UpsertResult }
  | { kind: 'write'; items: TransactItem[]; newMember: boolean; bytes: number; oldAccession: string };

/**
 * The items that replace `old` by the upsert's new version: the new version's SAMPLE (in every
 * clade the old one was in, and the upsert's), SEQ and MEMBER items put, the old version's SAMPLE
 * (conditioned on the revision read), SEQ and MEMBER items deleted. A version under another taxon
 * is a conflict.
 */
const replacementOf = (
  upsert: SampleUpsert,
  old: Record<string, unknown>,
  joinedAt: JoinTimes,
  now: string,
  writer?: string,
): Replacement => {
  const accessionID = upsert.sample.accessionID;
  if (old.taxonomicID !== upsert.sample.taxonomicID)
    return {
      kind: 'done',
      result: { accessionID, outcome: 'conflict', currentTaxonomicID: old.taxonomicID as number },
    };
  const oldAccession = old.accessionID as string;
  const oldClades = (old.cladeIDs as string[] | undefined) ?? [];
  const plan = planOf(upsert, undefined, {
    joinedAt: (clade) => joinedAt(clade) ?? now,
    writer,
    writtenAs: 'updated',
  });
  if (plan.kind !== 'write') return { kind: 'done', result: { accessionID, outcome: 'unchanged' } };
  const clades = [...new Set([...oldClades, upsert.cladeID])].sort();
  const items: TransactItem[] = plan.items.map((item) => {
    const put = item.Put;
    if (put && put.Item?.pk === sampleKey(accessionID).pk)
      return { Put: { ...put, Item: { ...put.Item, cladeIDs: clades } } };
    return item;
  });
  for (const clade of oldClades) {
    if (clade === upsert.cladeID) continue;
    const write = memberUpdate(
      tableName(),
      clade,
      accessionID,
      datesOf(upsert.sample),
      joinedAt(clade) ?? now,
    );
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
  return {
    kind: 'write',
    items,
    newMember: !oldClades.includes(upsert.cladeID),
    bytes: plan.bytes,
    oldAccession,
  };
};

/**
 * One transaction: the replacement's items, and the upsert's clade counted when the old version was
 * not in it. The target's count is unchanged (one sample for one).
 */
export const replaceSampleVersion = async (
  upsert: SampleUpsert,
  old: Record<string, unknown>,
  writer?: string,
): Promise<UpsertResult> => {
  const [joinedAt] = await readJoinTimes([old]);
  const replacement = replacementOf(
    upsert,
    old,
    joinedAt ?? (() => undefined),
    new Date().toISOString(),
    writer,
  );
  if (replacement.kind === 'done') return replacement.result;
  await transactWrite([
    ...replacement.items,
    ...(replacement.newMember ? [cladeCounter(upsert.cladeID, 1, upsert.cladeName)] : []),
  ]);
  return { accessionID: upsert.sample.accessionID, outcome: 'updated' };
};

/** Replaces one version, reading the old one again after a concurrent writer moved it. */
const replaceOneByOne = async (upsert: SampleUpsert, first: Record<string, unknown>, writer?: string) => {
  const accession = upsert.sample.accessionID;
  for (let attempt = 1; attempt <= MAX_REPLACE_ATTEMPTS; attempt++) {
    // A concurrent writer moved the old version: read it again (gone: a plain upsert after).
    const old = attempt === 1 ? first : (await findReplacedVersions([upsert])).get(accession);
    if (!old) return undefined;
    try {
      return await replaceSampleVersion(upsert, old, writer);
    } catch (error) {
      if (!isTransactionCancelled(error) || attempt === MAX_REPLACE_ATTEMPTS) throw error;
    }
  }
  return undefined;
};

/** Replacements per transaction, and DynamoDB's limits on a transaction's items and bytes (as upsertSamples). */
const REPLACEMENTS_PER_TRANSACTION = 25;
const TRANSACTION_ITEMS = 100;
const TRANSACTION_BYTES = 3 * 1024 * 1024;

interface PendingReplacement {
  upsert: SampleUpsert;
  old: Record<string, unknown>;
  replacement: Extract<Replacement, { kind: 'write' }>;
}

/** The clade counters a group of replacements moves, summed per clade (a transaction touches an item once). */
const countersOf = (group: readonly PendingReplacement[]): TransactItem[] => {
  const clades = new Map<string, { delta: number; name: string }>();
  for (const { upsert, replacement } of group)
    if (replacement.newMember)
      clades.set(upsert.cladeID, {
        delta: (clades.get(upsert.cladeID)?.delta ?? 0) + 1,
        name: upsert.cladeName,
      });
  return [...clades].map(([clade, c]) => cladeCounter(clade, c.delta, c.name));
};

/**
 * upsertSamples for a refresh: a new version of a stored record replaces it (counted 'updated');
 * every other record is upserted by its accession as an import's. Results in the order given.
 * The replacements go 25 to a transaction (fewer when their items or bytes would pass DynamoDB's
 * limits), as upsertSamples writes: one transaction each made a batch of 100 revised records take
 * three times as long as 100 new ones (bench:refresh). A group whose conditions fail (a concurrent
 * writer) is replaced one by one, each read again.
 */
export const upsertSampleVersions = async (
  upserts: readonly SampleUpsert[],
  options: UpsertSamplesOptions = {},
): Promise<UpsertResult[]> => {
  const replaced = await findReplacedVersions(upserts);
  const results = new Map<string, UpsertResult>();
  const writeGroup = async (group: readonly PendingReplacement[]) => {
    if (group.length === 0) return;
    try {
      await transactWrite([...group.flatMap((p) => p.replacement.items), ...countersOf(group)]);
      for (const { upsert } of group)
        results.set(upsert.sample.accessionID, {
          accessionID: upsert.sample.accessionID,
          outcome: 'updated',
        });
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      for (const { upsert, old } of group) {
        const result = await replaceOneByOne(upsert, old, options.writer);
        if (result) results.set(upsert.sample.accessionID, result);
      }
    }
  };
  let group: PendingReplacement[] = [];
  /** Accessions the group writes or deletes: one transaction may touch an item once. */
  let touched = new Set<string>();
  const olds = [...replaced.values()];
  const joinTimes = new Map((await readJoinTimes(olds)).map((times, i) => [olds[i], times]));
  const now = new Date().toISOString();
  for (const upsert of upserts) {
    const accession = upsert.sample.accessionID;
    const old = replaced.get(accession);
    if (!old) continue;
    const replacement = replacementOf(
      upsert,
      old,
      joinTimes.get(old) ?? (() => undefined),
      now,
      options.writer,
    );
    if (replacement.kind === 'done') {
      results.set(accession, replacement.result);
      continue;
    }
    const next = [...group, { upsert, old, replacement }];
    if (
      group.length >= REPLACEMENTS_PER_TRANSACTION ||
      touched.has(accession) ||
      touched.has(replacement.oldAccession) ||
      next.reduce((sum, p) => sum + p.replacement.bytes, 0) > TRANSACTION_BYTES ||
      next.reduce((sum, p) => sum + p.replacement.items.length, 0) + countersOf(next).length >
        TRANSACTION_ITEMS
    ) {
      await writeGroup(group);
      group = [];
      touched = new Set();
    }
    group.push({ upsert, old, replacement });
    touched.add(accession).add(replacement.oldAccession);
  }
  await writeGroup(group);
  const rest = upserts.filter((u) => !results.has(u.sample.accessionID));
  const restResults = await upsertSamples(rest, options);
  rest.forEach((u, i) => {
    const result = restResults[i];
    if (result) results.set(u.sample.accessionID, result);
  });
  return upserts.map(
    (u) => results.get(u.sample.accessionID) ?? { accessionID: u.sample.accessionID, outcome: 'unchanged' },
  );
};
