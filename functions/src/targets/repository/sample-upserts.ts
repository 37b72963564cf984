import { randomUUID } from 'node:crypto';
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
import { addToDeltas, countTallies, emptyTally, type Tally, tallyPut } from './sample-tallies';
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
export const upsertSample = async (upsert: SampleUpsert, writer?: string): Promise<UpsertResult> => {
  const { sample, commonName, cladeID, cladeName } = upsert;
  const accessionID = sample.accessionID;
  for (let attempt = 1; ; attempt++) {
    const existing = (
      await getDocumentClient().send(
        new GetCommand({ TableName: tableName(), Key: sampleKey(accessionID), ConsistentRead: true }),
      )
    ).Item;
    const plan = planOf(upsert, existing, { writer });
    if (plan.kind === 'conflict')
      return { accessionID, outcome: 'conflict', currentTaxonomicID: plan.currentTaxonomicID };
    if (plan.kind === 'unchanged') return { accessionID, outcome: plan.earlier ?? 'unchanged' };
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
/** Groups of one batch written at once (they share no item since their counts went to TALLY items). */
const GROUPS_AT_ONCE = 4;

interface Pending {
  upsert: SampleUpsert;
  plan: Extract<Plan, { kind: 'write' }>;
}

export interface UpsertSamplesOptions {
  /**
   * Whose TALLY items the groups write (sample-tallies.ts): a job's own key (an import's cacheID, a
   * refresh's id), so that its next batch or its resume counts what an interrupted batch left.
   * Without one, the call's own.
   */
  tallyKey?: string;
  /** Who writes (an import's run, a refresh): see PlanOptions.writer. Without one, nobody in particular. */
  writer?: string;
  /**
   * Writes the groups and stops before counting them, as a batch interrupted there would: for the
   * tests of the resume, which a later call (or countTallies) with the same tally key completes.
   */
  leaveUncounted?: boolean;
}

/** The counter deltas of a group: new samples per taxon, new members per clade. */
const tallyOf = (pending: readonly Pending[]): Tally => {
  const tally = emptyTally();
  for (const { upsert, plan } of pending) {
    if (plan.newSample) addToDeltas(tally.targets, upsert.sample.taxonomicID, 1, upsert.commonName);
    if (plan.newMember) addToDeltas(tally.clades, upsert.cladeID, 1, upsert.cladeName);
  }
  return tally;
};

/**
 * Many upserts (one import batch), the same rules as upsertSample, in few transactions: the
 * samples are read in one BatchGet, then written 25 at a time (fewer when their items would pass
 * a transaction's 100 items or its bytes), each group one transaction of its samples' items and
 * one TALLY item with the group's counter deltas, up to GROUPS_AT_ONCE groups at a time (no two
 * share an item). A group whose conditions fail (a concurrent writer) falls back to upsertSample
 * one by one, which counts in its own transaction. Once every group is written, countTallies adds
 * the TALLY items (and any an interrupted batch of the same tally key left) to the TARGET and
 * CLADE counters exactly once. Each sample is written whole or not at all. Results are in the
 * order given; a repeated accession counts once (its last upsert wins, the others say 'unchanged').
 */
export const upsertSamples = async (
  upserts: readonly SampleUpsert[],
  options: UpsertSamplesOptions = {},
): Promise<UpsertResult[]> => {
  const tallyKey = options.tallyKey ?? randomUUID();
  const latest = new Map(upserts.map((u) => [u.sample.accessionID, u]));
  const existing = await readItems([...latest.keys()].map(sampleKey));
  const results = new Map<string, UpsertResult>();
  const tallies: string[] = [];
  let group: Pending[] = [];

  const itemCount = (pending: readonly Pending[]) =>
    pending.reduce((sum, p) => sum + p.plan.items.length, 0) + 1;

  const write = async (current: readonly Pending[]) => {
    const tally = tallyPut(tallyKey, tallyOf(current));
    try {
      await transactWrite([...current.flatMap((p) => p.plan.items), ...(tally ? [tally.item] : [])]);
      if (tally) tallies.push(tally.pk);
      for (const { upsert, plan } of current)
        results.set(upsert.sample.accessionID, {
          accessionID: upsert.sample.accessionID,
          outcome: plan.newSample ? 'inserted' : 'updated',
        });
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      for (const { upsert } of current)
        results.set(upsert.sample.accessionID, await upsertSample(upsert, options.writer));
    }
  };
  /** The groups being written; a group is planned (its genomes hashed and compressed) while others are written. */
  const writing = new Set<Promise<void>>();
  const flush = async () => {
    if (group.length === 0) return;
    const current = group;
    group = [];
    while (writing.size >= GROUPS_AT_ONCE) await Promise.race(writing);
    const written: Promise<void> = write(current).finally(() => writing.delete(written));
    // Awaited by the end (or a race above); until then a failure must not count as unhandled.
    written.catch(() => undefined);
    writing.add(written);
  };

  try {
    for (const upsert of latest.values()) {
      const accessionID = upsert.sample.accessionID;
      const plan = planOf(upsert, existing.get(sampleKey(accessionID).pk), { writer: options.writer });
      if (plan.kind === 'conflict') {
        results.set(accessionID, {
          accessionID,
          outcome: 'conflict',
          currentTaxonomicID: plan.currentTaxonomicID,
        });
        continue;
      }
      if (plan.kind === 'unchanged') {
        results.set(accessionID, { accessionID, outcome: plan.earlier ?? 'unchanged' });
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
    await Promise.all(writing);
  } catch (error) {
    // Nothing is left writing behind the caller's back when a plan or a write fails; what was
    // written is counted by the next batch (or resume) of the same tally key.
    await Promise.allSettled(writing);
    throw error;
  }
  if (!options.leaveUncounted) await countTallies(tallyKey, tallies);
  return upserts.map(
    (u) => results.get(u.sample.accessionID) ?? { accessionID: u.sample.accessionID, outcome: 'unchanged' },
  );
};
