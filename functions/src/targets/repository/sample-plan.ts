import { createHash } from 'node:crypto';
import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { targetsApiMessages } from '@oligowatch/shared/messages/targets';
import type { SampleWithSequence } from '@oligowatch/shared/schemas/target';
import { memberUpdate } from '@oligowatch/shared/tables/targets';
import { encodeSequence } from '../../lib/db/compressed-text';
import { DomainError } from '../../lib/errors';
import {
  cladeKey,
  paddedTaxonomicId,
  SAMPLE_FIELDS,
  sampleKey,
  sequenceKey,
  tableName,
  targetKey,
} from './targets-items';

/**
 * What one sample upsert writes, decided from the SAMPLE item read before it (sample-upserts.ts
 * runs the plans in transactions), and the counter updates that go with it.
 */

/**
 * A DynamoDB item holds at most 400 KB: the compressed sequence must leave room for the SEQ item's
 * other attributes. A longer one is refused as input (a 400), not left to fail the write (a 500).
 */
const MAX_STORED_SEQUENCE_BYTES = 380 * 1024;
export class SequenceTooLargeError extends DomainError {
  constructor() {
    super({ code: 'invalid', field: 'genomic_sequence', message: targetsApiMessages.genomeTooLarge });
  }
}

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

export type Existing = Record<string, unknown> | undefined;
export type TransactItem = NonNullable<
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

export const targetCounter = (taxonomicID: number, delta: number, commonName: string) =>
  counterUpdate(targetKey(taxonomicID), 'count', delta, {
    taxonomicID,
    common_name: commonName,
    gsi1pk: 'TARGETS',
    gsi1sk: paddedTaxonomicId(taxonomicID),
  });

// Clades count under the attribute name of the spec's target option.
export const cladeCounter = (cladeID: string, delta: number, cladeName: string) =>
  counterUpdate(cladeKey(cladeID), 'sampleCount', delta, {
    cladeID,
    cladeName,
    gsi1pk: 'CLADES',
    gsi1sk: cladeID,
  });

/** What one upsert writes, decided from the SAMPLE item read before it. */
export type Plan =
  | { kind: 'conflict'; currentTaxonomicID: number }
  /** `earlier`: this very writer stored it already, as that: see PlanOptions.writer. */
  | { kind: 'unchanged'; earlier?: 'inserted' | 'updated' }
  | { kind: 'write'; items: TransactItem[]; newSample: boolean; newMember: boolean; bytes: number };

export interface PlanOptions {
  /**
   * When a membership first written now joins its clade (issue 33, item 3); by default now, and a
   * new version replacing an earlier one passes the earlier one's, per clade.
   */
  joinedAt?: (cladeID: string) => string;
  /**
   * Who writes: one run of an import or one refresh. The SAMPLE item keeps it (`written_by`) with
   * what the write counts as (`written_as`), so that the run, redoing a batch it was stopped in
   * before committing its counts, counts a sample it stored then as it was stored, not as
   * 'unchanged'. A run never meets an accession twice (NCBI's set holds each record once).
   */
  writer?: string;
  /** What the write counts as when not what the read says (a new version replacing an old: 'updated'). */
  writtenAs?: 'inserted' | 'updated';
}

/** The dates a sample's MEMBER items carry (issue 33). */
export const datesOf = (sample: SampleInput) => ({
  ...(sample.collection_date_enriched_iso
    ? { collection_date_enriched_iso: sample.collection_date_enriched_iso }
    : {}),
  ...(sample.publication_date ? { publication_date: sample.publication_date } : {}),
});

export const planOf = (upsert: SampleUpsert, existing: Existing, options: PlanOptions = {}): Plan => {
  const { joinedAt = () => new Date().toISOString(), writer } = options;
  const { sample, cladeID } = upsert;
  if (existing && existing.taxonomicID !== sample.taxonomicID)
    return { kind: 'conflict', currentTaxonomicID: existing.taxonomicID as number };
  const hash = contentHash(sample);
  const clades = (existing?.cladeIDs as string[] | undefined) ?? [];
  const newMember = !clades.includes(cladeID);
  const changed = existing?.content_hash !== hash;
  if (!changed && !newMember) {
    const earlier = writer !== undefined && existing?.written_by === writer ? existing.written_as : undefined;
    return earlier === 'inserted' || earlier === 'updated'
      ? { kind: 'unchanged', earlier }
      : { kind: 'unchanged' };
  }
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
          ...(writer === undefined
            ? {}
            : { written_by: writer, written_as: options.writtenAs ?? (existing ? 'updated' : 'inserted') }),
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
    const { encoding, bytes: sequence } = encodeSequence(genomic_sequence);
    if (sequence.byteLength > MAX_STORED_SEQUENCE_BYTES) throw new SequenceTooLargeError();
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
          encoding,
          sequence,
        },
      },
    });
  }
  // A new membership, and every membership when the content (so perhaps a date) changed: MEMBER
  // items carry the sample's dates for the clade's date indexes (issue 33).
  const memberships = changed ? [...new Set([...clades, cladeID])] : [cladeID];
  // No condition of its own: the SAMPLE Put's condition already makes this write follow the
  // very cladeIDs read, and a MEMBER item is written only beside its SAMPLE (never apart), so
  // it exists exactly when cladeIDs lists its clade. A second condition cost DynamoDB Local a
  // read per sample (0.9 ms each on this machine, a fifth of an import's writes). An Update, so
  // a rewrite keeps the time the sample joined the clade (issue 33, item 3).
  for (const clade of memberships)
    items.push(memberUpdate(tableName(), clade, sample.accessionID, datesOf(sample), joinedAt(clade)));
  return { kind: 'write', items, newSample: !existing, newMember, bytes };
};
