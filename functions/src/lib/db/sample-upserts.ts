import { createHash } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SampleWithSequence } from '@oligowatch/shared/schemas/target';
import { getDocumentClient } from './client';
import { compressSequence, SEQUENCE_ENCODING } from './sequence-codec';
import {
  cladeKey,
  memberKey,
  paddedTaxonomicId,
  readItems,
  SAMPLE_FIELDS,
  sampleKey,
  sequenceKey,
  tableName,
  targetKey,
} from './targets-items';

/** A sample as an import or entry gives it: its clades are the store's to keep. */
export type SampleInput = Omit<SampleWithSequence, 'cladeIDs'>;

/** One sample to store, the clade it joins, and the names its target and clade get when first made. */
export interface SampleUpsert {
  sample: SampleInput;
  /** The clade the sample joins (it stays in any clade it is in already). */
  cladeID: string;
  /** The target's common name, set when the target is first created. */
  commonName: string;
  /** The clade's display name, set when the clade is first created. */
  cladeName: string;
}

/**
 * inserted: a new accession; updated: it existed under the same taxon and changed or joined the
 * clade; unchanged: identical and in the clade already; conflict: the accession is under another
 * taxon, and nothing was written (`currentTaxonomicID` says where it is).
 */
export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged' | 'conflict';
export interface UpsertResult {
  accessionID: string;
  outcome: UpsertOutcome;
  currentTaxonomicID?: number;
}

type Existing = Record<string, unknown> | undefined;
type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** Detects a re-import of the very same record, which then writes no sample or sequence. */
const contentHash = (sample: SampleInput): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        ...SAMPLE_FIELDS.filter((f) => f !== 'cladeIDs').map((f) => sample[f] ?? null),
        sample.genomic_sequence,
      ]),
    )
    .digest('base64url');

const counterUpdate = (
  key: { pk: string },
  countName: string,
  delta: number,
  set: Record<string, unknown>,
) => {
  const names: Record<string, string> = { '#count': countName };
  const values: Record<string, unknown> = { ':delta': delta };
  const sets = Object.entries(set).map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    // Names are set once: the first import or entry that creates the summary names it.
    return field === 'common_name' || field === 'cladeName'
      ? `#f${i} = if_not_exists(#f${i}, :v${i})`
      : `#f${i} = :v${i}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD #count :delta SET ${sets.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
};

const targetCounter = (taxonomicID: number, delta: number, commonName: string) =>
  counterUpdate(targetKey(taxonomicID), 'count', delta, {
    taxonomicID,
    common_name: commonName,
    gsi1pk: 'TARGETS',
    gsi1sk: paddedTaxonomicId(taxonomicID),
  });

// Clades count under the attribute name of the spec's target option.
const cladeCounter = (cladeID: string, delta: number, cladeName: string) =>
  counterUpdate(cladeKey(cladeID), 'sampleCount', delta, {
    cladeID,
    cladeName,
    gsi1pk: 'CLADES',
    gsi1sk: cladeID,
  });

/** What one upsert writes, decided from the SAMPLE item read before it. */
type Plan =
  | { kind: 'conflict'; currentTaxonomicID: number }
  | { kind: 'unchanged' }
  | { kind: 'write'; items: TransactItem[]; newSample: boolean; newMember: boolean; bytes: number };

const planOf = (upsert: SampleUpsert, existing: Existing): Plan => {
  const { sample, cladeID } = upsert;
  if (existing && existing.taxonomicID !== sample.taxonomicID)
    return { kind: 'conflict', currentTaxonomicID: existing.taxonomicID as number };
  const hash = contentHash(sample);
  const clades = (existing?.cladeIDs as string[] | undefined) ?? [];
  const newMember = !clades.includes(cladeID);
  const changed = existing?.content_hash !== hash;
  if (!changed && !newMember) return { kind: 'unchanged' };
  const revision = (existing?.revision as number | undefined) ?? 0;
  const { genomic_sequence, ...summary } = sample;
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...sampleKey(sample.accessionID),
          ...summary,
          cladeIDs: [...new Set([...clades, cladeID])].sort(),
          content_hash: hash,
          revision: revision + 1,
          updated_at: new Date().toISOString(),
          gsi1pk: `SAMPLES#${sample.taxonomicID}`,
          gsi1sk: sample.accessionID,
        },
        // Conditioned on what was read: absent, or the very revision read (so its taxon and clades).
        ...(existing
          ? {
              ConditionExpression: 'revision = :revision',
              ExpressionAttributeValues: { ':revision': revision },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
  ];
  let bytes = 0;
  if (changed) {
    const sequence = compressSequence(genomic_sequence);
    bytes = sequence.byteLength;
    items.push({
      Put: {
        TableName: tableName(),
        Item: {
          ...sequenceKey(sample.accessionID),
          accessionID: sample.accessionID,
          taxonomicID: sample.taxonomicID,
          geo_loc_name: sample.geo_loc_name,
          collection_date: sample.collection_date,
          ...(sample.collection_date_enriched_iso
            ? { collection_date_enriched_iso: sample.collection_date_enriched_iso }
            : {}),
          encoding: SEQUENCE_ENCODING,
          sequence,
        },
      },
    });
  }
  if (newMember)
    items.push({
      Put: {
        TableName: tableName(),
        Item: {
          ...memberKey(cladeID, sample.accessionID),
          cladeID,
          accessionID: sample.accessionID,
          gsi2pk: `CLADE#${cladeID}`,
          gsi2sk: sample.accessionID,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  return { kind: 'write', items, newSample: !existing, newMember, bytes };
};

const isCancelled = (error: unknown): boolean =>
  error instanceof Error && error.name === 'TransactionCanceledException';

const MAX_UPSERT_ATTEMPTS = 5;

/**
 * Stores one sample by its accession under the taxon its record declares, and adds it to the
 * clade: a new accession is inserted and counted on its target; a known one under the same taxon
 * is updated in place (never duplicated); one under another taxon is a conflict and nothing is
 * written. Joining a clade counts the sample there once and never removes it from another clade.
 * One transaction, conditioned on the state read just before, so two writers of the same
 * accession cannot both count it; the loser reads again and retries.
 */
export const upsertSample = async (upsert: SampleUpsert): Promise<UpsertResult> => {
  const { sample, commonName, cladeID, cladeName } = upsert;
  const accessionID = sample.accessionID;
  for (let attempt = 1; ; attempt++) {
    const existing = (
      await getDocumentClient().send(
        new GetCommand({ TableName: tableName(), Key: sampleKey(accessionID), ConsistentRead: true }),
      )
    ).Item;
    const plan = planOf(upsert, existing);
    if (plan.kind === 'conflict')
      return { accessionID, outcome: 'conflict', currentTaxonomicID: plan.currentTaxonomicID };
    if (plan.kind === 'unchanged') return { accessionID, outcome: 'unchanged' };
    const transactItems = [
      ...plan.items,
      ...(plan.newSample ? [targetCounter(sample.taxonomicID, 1, commonName)] : []),
      ...(plan.newMember ? [cladeCounter(cladeID, 1, cladeName)] : []),
    ];
    try {
      await getDocumentClient().send(new TransactWriteCommand({ TransactItems: transactItems }));
      return { accessionID, outcome: plan.newSample ? 'inserted' : 'updated' };
    } catch (error) {
      // Someone wrote this accession (or a counter) between our read and our write: read again.
      if (isCancelled(error) && attempt < MAX_UPSERT_ATTEMPTS) continue;
      throw error;
    }
  }
};

/** Which of `accessions` are stored already: reads the keys alone, never a sample or sequence. */
export const findStoredAccessions = async (accessions: string[]): Promise<Set<string>> => {
  const found = await readItems(accessions.map(sampleKey), 'pk');
  return new Set(accessions.filter((a) => found.has(sampleKey(a).pk)));
};

/** Records per transaction of upsertSamples; DynamoDB's limits on items and bytes. */
const RECORDS_PER_TRANSACTION = 25;
const TRANSACTION_BYTES = 3 * 1024 * 1024;
const TRANSACTION_ITEMS = 100;

interface Pending {
  upsert: SampleUpsert;
  plan: Extract<Plan, { kind: 'write' }>;
}

/**
 * Many upserts (one import batch), the same rules as upsertSample, in few transactions: the
 * samples are read in one BatchGet, then written 25 at a time (fewer when their items and the
 * counters they move would pass a transaction's 100 items or its bytes), each group one
 * transaction whose counter updates are summed per target and clade (a transaction may touch an
 * item once). A group whose conditions fail (a concurrent writer) falls back to upsertSample one
 * by one. Each sample is written whole or not at all. Results are in the order given; a repeated
 * accession counts once (its last upsert wins, the others say 'unchanged').
 */
export const upsertSamples = async (upserts: readonly SampleUpsert[]): Promise<UpsertResult[]> => {
  const latest = new Map(upserts.map((u) => [u.sample.accessionID, u]));
  const existing = await readItems([...latest.keys()].map(sampleKey));
  const results = new Map<string, UpsertResult>();
  let group: Pending[] = [];

  const countersOf = (pending: readonly Pending[]) => {
    const targets = new Map<number, { delta: number; name: string }>();
    const clades = new Map<string, { delta: number; name: string }>();
    for (const { upsert, plan } of pending) {
      const t = upsert.sample.taxonomicID;
      if (plan.newSample)
        targets.set(t, { delta: (targets.get(t)?.delta ?? 0) + 1, name: upsert.commonName });
      if (plan.newMember)
        clades.set(upsert.cladeID, {
          delta: (clades.get(upsert.cladeID)?.delta ?? 0) + 1,
          name: upsert.cladeName,
        });
    }
    return [
      ...[...targets].map(([taxid, c]) => targetCounter(taxid, c.delta, c.name)),
      ...[...clades].map(([clade, c]) => cladeCounter(clade, c.delta, c.name)),
    ];
  };
  const itemCount = (pending: readonly Pending[]) =>
    pending.reduce((sum, p) => sum + p.plan.items.length, 0) + countersOf(pending).length;

  const flush = async () => {
    if (group.length === 0) return;
    const current = group;
    group = [];
    try {
      await getDocumentClient().send(
        new TransactWriteCommand({
          TransactItems: [...current.flatMap((p) => p.plan.items), ...countersOf(current)],
        }),
      );
      for (const { upsert, plan } of current)
        results.set(upsert.sample.accessionID, {
          accessionID: upsert.sample.accessionID,
          outcome: plan.newSample ? 'inserted' : 'updated',
        });
    } catch (error) {
      if (!isCancelled(error)) throw error;
      for (const { upsert } of current) results.set(upsert.sample.accessionID, await upsertSample(upsert));
    }
  };

  for (const upsert of latest.values()) {
    const accessionID = upsert.sample.accessionID;
    const plan = planOf(upsert, existing.get(sampleKey(accessionID).pk));
    if (plan.kind === 'conflict') {
      results.set(accessionID, {
        accessionID,
        outcome: 'conflict',
        currentTaxonomicID: plan.currentTaxonomicID,
      });
      continue;
    }
    if (plan.kind === 'unchanged') {
      results.set(accessionID, { accessionID, outcome: 'unchanged' });
      continue;
    }
    const next = [...group, { upsert, plan }];
    if (
      group.length >= RECORDS_PER_TRANSACTION ||
      next.reduce((sum, p) => sum + p.plan.bytes, 0) > TRANSACTION_BYTES ||
      itemCount(next) > TRANSACTION_ITEMS
    )
      await flush();
    group.push({ upsert, plan });
  }
  await flush();
  return upserts.map(
    (u) => results.get(u.sample.accessionID) ?? { accessionID: u.sample.accessionID, outcome: 'unchanged' },
  );
};
