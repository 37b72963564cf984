import { createHash } from 'node:crypto';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { targetMessages } from '@oligowatch/shared/messages';
import type {
  SampleSummary,
  SampleWithSequence,
  TargetOption,
  TargetSummary,
} from '@oligowatch/shared/schemas/target';
import { targetsTable } from '@oligowatch/shared/tables';
import { getConfig } from '../config';
import { ValidationError } from '../http/errors';
import { getDocumentClient, queryAllPages } from './client';
import { decodeCursor, encodeCursor, indexStartKeySchema, stringKeySchema } from './cursor';
import { compressSequence, decompressSequence, SEQUENCE_ENCODING } from './sequence-codec';

/**
 * Targets, samples, sequences and clades (see the access patterns of `targetsTable`):
 * - SAMPLE#{accession}: the sample's metadata; listed per target (byParent SAMPLES#{taxid}) and
 *   per clade (byClade CLADE#{cladeID});
 * - SEQ#{accession}: its compressed sequence, alone so that no list reads it; listed per clade
 *   (byClade CLADESEQ#{cladeID}) for the report engine;
 * - TARGET#{taxid} and CLADE#{cladeID}: summaries with counts kept by the upsert's transaction.
 */

const tableName = () => getConfig()[targetsTable.envVar];
const sampleKey = (accession: string) => ({ pk: `SAMPLE#${accession}` });
const sequenceKey = (accession: string) => ({ pk: `SEQ#${accession}` });
const targetKey = (taxonomicID: number) => ({ pk: `TARGET#${taxonomicID}` });
const cladeKey = (cladeID: string) => ({ pk: `CLADE#${cladeID}` });
/** Taxonomic IDs sort as numbers in the target list. */
const paddedTaxonomicId = (taxonomicID: number) => String(taxonomicID).padStart(12, '0');

/** What an upsert stores besides the sample: the names its target and clade get when first made. */
export interface SampleUpsert {
  sample: SampleWithSequence;
  /** The target's common name, set when the target is first created. */
  commonName: string;
  /** The clade's display name, set when the clade is first created. */
  cladeName: string;
}

/** inserted: a new accession; updated: it existed and changed; unchanged: identical already. */
export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged';

export interface Page<T> {
  items: T[];
  /** Opaque; pass back to get the next page. Absent on the last page. */
  nextCursor?: string;
}

const SAMPLE_FIELDS = [
  'accessionID',
  'collection_date',
  'collection_date_enriched_iso',
  'host',
  'isolate',
  'strain',
  'geo_loc_name',
  'sequence_length',
  'taxonomicID',
  'cladeID',
  'complete',
  'source',
] as const satisfies readonly (keyof SampleSummary)[];

const toSampleSummary = (item: Record<string, unknown>): SampleSummary =>
  Object.fromEntries(
    SAMPLE_FIELDS.filter((f) => item[f] !== undefined).map((f) => [f, item[f]]),
  ) as SampleSummary;

/** Detects a re-import of the very same record, which then writes nothing. */
const contentHash = (sample: SampleWithSequence): string =>
  createHash('sha256')
    .update(JSON.stringify([...SAMPLE_FIELDS.map((f) => sample[f] ?? null), sample.genomic_sequence]))
    .digest('base64url');

const queryPage = async (
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>,
  options: { limit?: number; cursor?: string },
): Promise<Page<Record<string, unknown>>> => {
  // The partition a page continues is its scope: a cursor of another target or clade is refused.
  const scope = String(Object.values(input.ExpressionAttributeValues ?? {})[0] ?? '');
  const index = targetsTable.globalIndexes.find((i) => i.indexName === input.IndexName);
  const start = decodeCursor(
    options.cursor,
    scope,
    index ? indexStartKeySchema(targetsTable.partitionKey.name, index, scope) : stringKeySchema,
  );
  const out = await getDocumentClient().send(
    new QueryCommand({ TableName: tableName(), ...input, Limit: options.limit, ExclusiveStartKey: start }),
  );
  return { items: out.Items ?? [], nextCursor: encodeCursor(scope, out.LastEvaluatedKey) };
};

/** Every page of a query (for lists that are small by nature: targets, clades). */
const queryAll = (input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>) =>
  queryAllPages({ TableName: tableName(), ...input });

const counterUpdate = (key: Record<string, string>, delta: number, set: Record<string, unknown>) => {
  const names: Record<string, string> = { '#count': 'count' };
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
  counterUpdate(targetKey(taxonomicID), delta, {
    taxonomicID,
    common_name: commonName,
    gsi1pk: 'TARGETS',
    gsi1sk: paddedTaxonomicId(taxonomicID),
  });

const cladeCounter = (cladeID: string, delta: number, cladeName: string) => {
  const update = counterUpdate(cladeKey(cladeID), delta, {
    cladeID,
    cladeName,
    gsi1pk: 'CLADES',
    gsi1sk: cladeID,
  });
  // Clades count under the attribute name of the spec's target option.
  update.Update.ExpressionAttributeNames['#count'] = 'sampleCount';
  return update;
};

const MAX_UPSERT_ATTEMPTS = 5;

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/**
 * A DynamoDB item holds at most 400 KB: the compressed sequence must leave room for the SEQ item's
 * other attributes. A longer one is refused as input (a 400), not left to fail the write (a 500).
 */
const MAX_STORED_SEQUENCE_BYTES = 380 * 1024;
export class SequenceTooLargeError extends ValidationError {
  constructor() {
    super(targetMessages.genomeTooLarge);
  }
}

/** The SAMPLE and SEQ items of an upsert, and its content hash. */
const itemsOf = ({ sample }: SampleUpsert) => {
  const hash = contentHash(sample);
  const { genomic_sequence, ...summary } = sample;
  const sampleItem = {
    ...sampleKey(sample.accessionID),
    ...summary,
    content_hash: hash,
    updated_at: new Date().toISOString(),
    gsi1pk: `SAMPLES#${sample.taxonomicID}`,
    gsi1sk: sample.accessionID,
    gsi2pk: `CLADE#${sample.cladeID}`,
    gsi2sk: sample.accessionID,
  };
  const sequence = compressSequence(genomic_sequence);
  if (sequence.byteLength > MAX_STORED_SEQUENCE_BYTES) throw new SequenceTooLargeError();
  const sequenceItem = {
    ...sequenceKey(sample.accessionID),
    accessionID: sample.accessionID,
    taxonomicID: sample.taxonomicID,
    cladeID: sample.cladeID,
    sequence_length: genomic_sequence.length,
    geo_loc_name: sample.geo_loc_name,
    collection_date: sample.collection_date,
    encoding: SEQUENCE_ENCODING,
    sequence,
    gsi2pk: `CLADESEQ#${sample.cladeID}`,
    gsi2sk: sample.accessionID,
  };
  return { hash, sampleItem, sequenceItem, bytes: sequence.byteLength };
};

type Existing = Record<string, unknown> | undefined;

const isUnchanged = (existing: Existing, hash: string, sample: SampleWithSequence): boolean =>
  existing?.content_hash === hash &&
  existing.taxonomicID === sample.taxonomicID &&
  existing.cladeID === sample.cladeID;

/** The SAMPLE Put, conditioned on the state read before it (absent, or the same target and clade). */
const samplePut = (sampleItem: Record<string, unknown>, existing: Existing): TransactItem =>
  existing
    ? {
        Put: {
          TableName: tableName(),
          Item: sampleItem,
          ConditionExpression: 'taxonomicID = :oldTarget AND cladeID = :oldClade',
          ExpressionAttributeValues: { ':oldTarget': existing.taxonomicID, ':oldClade': existing.cladeID },
        },
      }
    : { Put: { TableName: tableName(), Item: sampleItem, ConditionExpression: 'attribute_not_exists(pk)' } };

/** How one upsert moves the counts: +1 where it arrives, -1 where it leaves. */
const countMoves = (existing: Existing, sample: SampleWithSequence) => {
  const moves: { target?: [number, number][]; clade?: [string, number][] } = {};
  if (!existing) return { target: [[sample.taxonomicID, 1]], clade: [[sample.cladeID, 1]] } as typeof moves;
  if (existing.taxonomicID !== sample.taxonomicID)
    moves.target = [
      [existing.taxonomicID as number, -1],
      [sample.taxonomicID, 1],
    ];
  if (existing.cladeID !== sample.cladeID)
    moves.clade = [
      [existing.cladeID as string, -1],
      [sample.cladeID, 1],
    ];
  return moves;
};

const isCancelled = (error: unknown): boolean =>
  error instanceof Error && error.name === 'TransactionCanceledException';

/**
 * Stores a sample by its accession: a new accession is inserted and counted on its target and
 * clade; a known one is updated in place (never duplicated), its counts moved only if its target
 * or clade changed. One transaction: the SAMPLE Put is conditioned on the state read just before,
 * so two imports of the same accession at once cannot both count it; the loser re-reads and retries.
 */
export const upsertSample = async (upsert: SampleUpsert): Promise<UpsertOutcome> => {
  const { sample, commonName, cladeName } = upsert;
  const { hash, sampleItem, sequenceItem } = itemsOf(upsert);
  for (let attempt = 1; ; attempt++) {
    const existing = (
      await getDocumentClient().send(
        new GetCommand({ TableName: tableName(), Key: sampleKey(sample.accessionID), ConsistentRead: true }),
      )
    ).Item;
    if (isUnchanged(existing, hash, sample)) return 'unchanged';
    const moves = countMoves(existing, sample);
    const transactItems: TransactItem[] = [
      samplePut(sampleItem, existing),
      ...(moves.target ?? []).map(([taxid, delta]) => targetCounter(taxid, delta, commonName)),
      ...(moves.clade ?? []).map(([clade, delta]) => cladeCounter(clade, delta, cladeName)),
      { Put: { TableName: tableName(), Item: sequenceItem } },
    ];
    try {
      await getDocumentClient().send(new TransactWriteCommand({ TransactItems: transactItems }));
      return existing ? 'updated' : 'inserted';
    } catch (error) {
      // Someone stored this accession (or a counter) between our read and our write: read again.
      if (isCancelled(error) && attempt < MAX_UPSERT_ATTEMPTS) continue;
      throw error;
    }
  }
};

/** Records per transaction of upsertSamples: 2 items each plus the counters they move. */
const RECORDS_PER_TRANSACTION = 25;
const TRANSACTION_BYTES = 3 * 1024 * 1024;
/** DynamoDB's limit: 25 records moving out of 25 targets and clades would need 102. */
const TRANSACTION_ITEMS = 100;

/** The counter items an upsert touches (target and clade, where it leaves and where it arrives). */
const counterKeysOf = (existing: Existing, sample: SampleWithSequence): string[] => {
  const moves = countMoves(existing, sample);
  return [
    ...(moves.target ?? []).map(([taxid]) => `TARGET#${taxid}`),
    ...(moves.clade ?? []).map(([clade]) => `CLADE#${clade}`),
  ];
};

/** The sample items of `accessions` (only the accession with `accessionOnly`), in BatchGets of 100. */
const readSamples = async (
  accessions: string[],
  { accessionOnly = false } = {},
): Promise<Map<string, Record<string, unknown>>> => {
  const found = new Map<string, Record<string, unknown>>();
  const projection = accessionOnly ? { ProjectionExpression: 'accessionID' } : {};
  for (let i = 0; i < accessions.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = accessions.slice(i, i + 100).map(sampleKey);
    while (keys && keys.length > 0) {
      const out: BatchGetCommandOutput = await getDocumentClient().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true, ...projection } },
        }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) found.set(item.accessionID as string, item);
      keys = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
};

/** Which of `accessions` are stored already: reads the accessions alone, never a sample or sequence. */
export const findStoredAccessions = async (accessions: string[]): Promise<Set<string>> =>
  new Set((await readSamples(accessions, { accessionOnly: true })).keys());

/**
 * Many upserts (one import batch), the same rules as upsertSample, in few transactions: the
 * samples are read in one BatchGet, then written 25 at a time (fewer when the counters they move
 * would pass a transaction's 100 items), each group one transaction whose
 * counter updates are summed per target and clade (a transaction may touch an item once, and one
 * update per group instead of per sample keeps imports from contending on the counters). A group
 * whose conditions fail (a concurrent writer) falls back to upsertSample one by one. Each sample
 * is written whole or not at all. Outcomes are in the order given; a repeated accession counts once.
 */
export const upsertSamples = async (upserts: readonly SampleUpsert[]): Promise<UpsertOutcome[]> => {
  const latest = new Map(upserts.map((u) => [u.sample.accessionID, u]));
  const existing = await readSamples([...latest.keys()]);
  const outcomes = new Map<string, UpsertOutcome>();
  let group: { upsert: SampleUpsert; items: TransactItem[]; existed: boolean; bytes: number }[] = [];
  let groupCounters = new Set<string>();

  const flush = async () => {
    if (group.length === 0) return;
    const targets = new Map<number, { delta: number; name: string }>();
    const clades = new Map<string, { delta: number; name: string }>();
    for (const { upsert } of group) {
      const moves = countMoves(existing.get(upsert.sample.accessionID), upsert.sample);
      for (const [taxid, delta] of moves.target ?? [])
        targets.set(taxid, { delta: (targets.get(taxid)?.delta ?? 0) + delta, name: upsert.commonName });
      for (const [clade, delta] of moves.clade ?? [])
        clades.set(clade, { delta: (clades.get(clade)?.delta ?? 0) + delta, name: upsert.cladeName });
    }
    const transactItems = [
      ...group.flatMap((g) => g.items),
      ...[...targets]
        .filter(([, t]) => t.delta !== 0)
        .map(([taxid, t]) => targetCounter(taxid, t.delta, t.name)),
      ...[...clades]
        .filter(([, c]) => c.delta !== 0)
        .map(([clade, c]) => cladeCounter(clade, c.delta, c.name)),
    ];
    const current = group;
    group = [];
    groupCounters = new Set();
    try {
      await getDocumentClient().send(new TransactWriteCommand({ TransactItems: transactItems }));
      for (const g of current) outcomes.set(g.upsert.sample.accessionID, g.existed ? 'updated' : 'inserted');
    } catch (error) {
      if (!isCancelled(error)) throw error;
      for (const g of current) outcomes.set(g.upsert.sample.accessionID, await upsertSample(g.upsert));
    }
  };

  for (const upsert of latest.values()) {
    const before = existing.get(upsert.sample.accessionID);
    const { hash, sampleItem, sequenceItem, bytes } = itemsOf(upsert);
    if (isUnchanged(before, hash, upsert.sample)) {
      outcomes.set(upsert.sample.accessionID, 'unchanged');
      continue;
    }
    const groupBytes = group.reduce((sum, g) => sum + g.bytes, 0);
    const counters = counterKeysOf(before, upsert.sample);
    const countersAfter = new Set([...groupCounters, ...counters]).size;
    if (
      group.length >= RECORDS_PER_TRANSACTION ||
      groupBytes + bytes > TRANSACTION_BYTES ||
      (group.length + 1) * 2 + countersAfter > TRANSACTION_ITEMS
    )
      await flush();
    for (const key of counters) groupCounters.add(key);
    group.push({
      upsert,
      items: [samplePut(sampleItem, before), { Put: { TableName: tableName(), Item: sequenceItem } }],
      existed: before !== undefined,
      bytes,
    });
  }
  await flush();
  return upserts.map((u) => outcomes.get(u.sample.accessionID) ?? 'unchanged');
};

const toTargetSummary = (item: Record<string, unknown>): TargetSummary => ({
  taxonomicID: item.taxonomicID as number,
  common_name: item.common_name as string,
  count: item.count as number,
});

export const getTargetSummary = async (taxonomicID: number): Promise<TargetSummary | undefined> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: targetKey(taxonomicID) }),
  );
  return out.Item ? toTargetSummary(out.Item) : undefined;
};

/** Targets by taxonomic ID; `activeOnly` keeps those with at least one sample. */
export const listTargets = async ({ activeOnly }: { activeOnly: boolean }): Promise<TargetSummary[]> => {
  const items = await queryAll({
    IndexName: 'byParent',
    KeyConditionExpression: 'gsi1pk = :targets',
    ExpressionAttributeValues: { ':targets': 'TARGETS', ...(activeOnly ? { ':zero': 0 } : {}) },
    ...(activeOnly
      ? { FilterExpression: '#count > :zero', ExpressionAttributeNames: { '#count': 'count' } }
      : {}),
  });
  return items.map(toTargetSummary);
};

/** One page of a query, each item turned into what the caller lists. */
const queryPageOf = async <T>(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>,
  options: { limit?: number; cursor?: string },
  toItem: (item: Record<string, unknown>) => T,
): Promise<Page<T>> => {
  const page = await queryPage(input, options);
  return { items: page.items.map(toItem), nextCursor: page.nextCursor };
};

/** One page of a target's samples, by accession, without sequences. */
export const listSamplesOfTarget = (
  taxonomicID: number,
  options: { limit?: number; cursor?: string } = {},
): Promise<Page<SampleSummary>> =>
  queryPageOf(
    {
      IndexName: 'byParent',
      KeyConditionExpression: 'gsi1pk = :target',
      ExpressionAttributeValues: { ':target': `SAMPLES#${taxonomicID}` },
    },
    options,
    toSampleSummary,
  );

/** One page of a clade's samples, by accession, without sequences. */
export const listSamplesOfClade = (
  cladeID: string,
  options: { limit?: number; cursor?: string } = {},
): Promise<Page<SampleSummary>> =>
  queryPageOf(
    {
      IndexName: 'byClade',
      KeyConditionExpression: 'gsi2pk = :clade',
      ExpressionAttributeValues: { ':clade': `CLADE#${cladeID}` },
    },
    options,
    toSampleSummary,
  );

/** Clades with their sample counts: the report form's target options. */
export const listClades = async (): Promise<TargetOption[]> => {
  const items = await queryAll({
    IndexName: 'byParent',
    KeyConditionExpression: 'gsi1pk = :clades',
    FilterExpression: 'sampleCount > :zero',
    ExpressionAttributeValues: { ':clades': 'CLADES', ':zero': 0 },
  });
  return items.map((item) => ({
    cladeName: item.cladeName as string,
    sampleCount: item.sampleCount as number,
    cladeID: item.cladeID as string,
  }));
};

/** A sequence with what a mismatch report shows beside it. */
export interface CladeSequence {
  accessionID: string;
  taxonomicID: number;
  cladeID: string;
  geo_loc_name: string;
  collection_date: string;
  genomic_sequence: string;
}

const toCladeSequence = (item: Record<string, unknown>): CladeSequence => ({
  accessionID: item.accessionID as string,
  taxonomicID: item.taxonomicID as number,
  cladeID: item.cladeID as string,
  geo_loc_name: (item.geo_loc_name as string | undefined) ?? '',
  collection_date: (item.collection_date as string | undefined) ?? '',
  genomic_sequence: decompressSequence(item.sequence as Uint8Array),
});

/** One page of a clade's sequences, decompressed (for the report engine). */
export const listCladeSequences = (
  cladeID: string,
  options: { limit?: number; cursor?: string } = {},
): Promise<Page<CladeSequence>> =>
  queryPageOf(
    {
      IndexName: 'byClade',
      KeyConditionExpression: 'gsi2pk = :clade',
      ExpressionAttributeValues: { ':clade': `CLADESEQ#${cladeID}` },
    },
    options,
    toCladeSequence,
  );

/** Every sequence of a clade, page by page, never all in memory at once. */
export async function* streamCladeSequences(cladeID: string, pageSize = 100): AsyncGenerator<CladeSequence> {
  let cursor: string | undefined;
  do {
    const page = await listCladeSequences(cladeID, { limit: pageSize, cursor });
    yield* page.items;
    cursor = page.nextCursor;
  } while (cursor);
}

/** One sample with its sequence, or undefined. */
export const getSampleWithSequence = async (accession: string): Promise<SampleWithSequence | undefined> => {
  const [sample, sequence] = await Promise.all([
    getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: sampleKey(accession) })),
    getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: sequenceKey(accession) })),
  ]);
  if (!sample.Item || !sequence.Item) return undefined;
  return {
    ...toSampleSummary(sample.Item),
    genomic_sequence: decompressSequence(sequence.Item.sequence as Uint8Array),
  };
};

/** Bytes the stored sequence takes (for the benchmark and the size check). */
export const storedSequenceBytes = async (accession: string): Promise<number | undefined> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: sequenceKey(accession) }),
  );
  return (out.Item?.sequence as Uint8Array | undefined)?.byteLength;
};
