import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SampleSummary, SampleWithSequence, TargetSummary } from '@oligowatch/shared/schemas/target';
import { targetsTable } from '@oligowatch/shared/tables';
import { getDocumentClient } from '../../lib/db/client';
import { decodeSequence } from '../../lib/db/compressed-text';
import { type Page, type PageOptions, queryAllPages, queryPage } from '../../lib/db/paging';
import {
  cladeMemberPage,
  sampleKey,
  sequenceKey,
  tableName,
  targetKey,
  toSampleSummary,
} from './targets-items';

/**
 * Targets, clades and their samples: summaries, lists and pages (the targets screens and the
 * report form read these).
 */

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
  const items = await queryAllPages({
    TableName: tableName(),
    IndexName: 'byParent',
    KeyConditionExpression: 'gsi1pk = :targets',
    ExpressionAttributeValues: { ':targets': 'TARGETS', ...(activeOnly ? { ':zero': 0 } : {}) },
    ...(activeOnly
      ? { FilterExpression: '#count > :zero', ExpressionAttributeNames: { '#count': 'count' } }
      : {}),
  });
  return items.map(toTargetSummary);
};

/** One page of a target's samples, by accession, without sequences. */
export const listSamplesOfTarget = async (
  taxonomicID: number,
  options: PageOptions = {},
): Promise<Page<SampleSummary>> => {
  const page = await queryPage(
    targetsTable,
    {
      TableName: tableName(),
      IndexName: 'byParent',
      KeyConditionExpression: 'gsi1pk = :target',
      ExpressionAttributeValues: { ':target': `SAMPLES#${taxonomicID}` },
    },
    options,
  );
  return { items: page.items.map(toSampleSummary), nextCursor: page.nextCursor };
};

/** One sample without its sequence, or undefined. */
export const getSample = async (accession: string): Promise<SampleSummary | undefined> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: sampleKey(accession), ConsistentRead: true }),
  );
  return out.Item ? toSampleSummary(out.Item) : undefined;
};

/** One sample with its sequence, or undefined. */
export const getSampleWithSequence = async (accession: string): Promise<SampleWithSequence | undefined> => {
  const [sample, sequence] = await Promise.all([
    getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: sampleKey(accession) })),
    getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: sequenceKey(accession) })),
  ]);
  if (!sample.Item || !sequence.Item) return undefined;
  return {
    ...toSampleSummary(sample.Item),
    genomic_sequence: decodeSequence(sequence.Item.sequence as Uint8Array, sequence.Item.encoding),
  };
};

/** Bytes the stored sequence takes (for the benchmark and the size check). */
export const storedSequenceBytes = async (accession: string): Promise<number | undefined> => {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: sequenceKey(accession) }),
  );
  return (out.Item?.sequence as Uint8Array | undefined)?.byteLength;
};

/** One page of a clade's samples, by accession, without sequences. */
export const listSamplesOfClade = async (
  cladeID: string,
  options: PageOptions = {},
): Promise<Page<SampleSummary>> => {
  const { accessions, items, nextCursor } = await cladeMemberPage(cladeID, options, sampleKey);
  return {
    items: accessions.flatMap((a) => {
      const item = items.get(sampleKey(a).pk);
      return item ? [toSampleSummary(item)] : [];
    }),
    nextCursor,
  };
};
