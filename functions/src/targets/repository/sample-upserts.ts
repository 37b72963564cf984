import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../../lib/db/client';
import { isTransactionCancelled, transactWrite } from '../../lib/db/transactions';
import {
  cladeCounter,
  type Plan,
  planOf,
  type SampleUpsert,
  targetCounter,
  type UpsertResult,
} from './sample-plan';
import { readItems, sampleKey, tableName } from './targets-items';

export type { SampleInput, SampleUpsert, UpsertOutcome, UpsertResult } from './sample-plan';

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
      await transactWrite(transactItems);
      return { accessionID, outcome: plan.newSample ? 'inserted' : 'updated' };
    } catch (error) {
      // Someone wrote this accession (or a counter) between our read and our write: read again.
      if (isTransactionCancelled(error) && attempt < MAX_UPSERT_ATTEMPTS) continue;
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
 * The groups' transactions go one after the other (they share counter items, and DynamoDB cancels
 * concurrent transactions on one item), but the next group is planned (its genomes hashed and
 * compressed) while the one before is being written, instead of after it.
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

  const write = async (current: readonly Pending[]) => {
    try {
      await transactWrite([...current.flatMap((p) => p.plan.items), ...countersOf(current)]);
      for (const { upsert, plan } of current)
        results.set(upsert.sample.accessionID, {
          accessionID: upsert.sample.accessionID,
          outcome: plan.newSample ? 'inserted' : 'updated',
        });
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      for (const { upsert } of current) results.set(upsert.sample.accessionID, await upsertSample(upsert));
    }
  };
  /** The group being written, if any: the next one is planned meanwhile, and starts after it. */
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (group.length === 0) return;
    const current = group;
    group = [];
    await writing;
    writing = write(current);
    // Awaited at the next flush or at the end; until then a failure must not count as unhandled.
    writing.catch(() => undefined);
  };

  try {
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
    await writing;
  } catch (error) {
    // Nothing is left writing behind the caller's back when a plan or a write fails.
    await writing.catch(() => undefined);
    throw error;
  }
  return upserts.map(
    (u) => results.get(u.sample.accessionID) ?? { accessionID: u.sample.accessionID, outcome: 'unchanged' },
  );
};
