import type { SampleSummary, TargetOption } from '@oligowatch/shared/schemas/target';
import { decompressSequence } from './sequence-codec';
import {
  type Page,
  type PageOptions,
  queryAll,
  queryPage,
  readItems,
  sampleKey,
  sequenceKey,
  toSampleSummary,
} from './targets-items';

/**
 * Clades as sets of samples: one MEMBER item per membership (byClade CLADE#{cladeID}), so a sample
 * is in as many clades as it joined. Pages of members are read with the members' current samples
 * or sequences, so a report reads the clade as it is when the report runs.
 */

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

/** One page of a clade's members, then their items of `keyOf` (SAMPLE or SEQ), in member order. */
const memberPage = async (
  cladeID: string,
  options: PageOptions,
  keyOf: (accession: string) => { pk: string },
): Promise<{ accessions: string[]; items: Map<string, Record<string, unknown>>; nextCursor?: string }> => {
  const page = await queryPage(
    {
      IndexName: 'byClade',
      KeyConditionExpression: 'gsi2pk = :clade',
      ExpressionAttributeValues: { ':clade': `CLADE#${cladeID}` },
    },
    options,
  );
  const accessions = page.items.map((m) => m.accessionID as string);
  const items = await readItems(accessions.map(keyOf));
  return { accessions, items, nextCursor: page.nextCursor };
};

/** One page of a clade's samples, by accession, without sequences. */
export const listSamplesOfClade = async (
  cladeID: string,
  options: PageOptions = {},
): Promise<Page<SampleSummary>> => {
  const { accessions, items, nextCursor } = await memberPage(cladeID, options, sampleKey);
  return {
    items: accessions.flatMap((a) => {
      const item = items.get(sampleKey(a).pk);
      return item ? [toSampleSummary(item)] : [];
    }),
    nextCursor,
  };
};

/** A member's sequence with what a mismatch report shows beside it. */
export interface CladeSequence {
  accessionID: string;
  taxonomicID: number;
  /** The clade it was read for. */
  cladeID: string;
  geo_loc_name: string;
  /** As written in the record; `collection_date_enriched_iso` is its ISO form when it is a real date. */
  collection_date: string;
  collection_date_enriched_iso?: string;
  genomic_sequence: string;
}

/** One page of a clade's sequences, decompressed, by accession (for the report engine). */
export const listCladeSequences = async (
  cladeID: string,
  options: PageOptions = {},
): Promise<Page<CladeSequence>> => {
  const { accessions, items, nextCursor } = await memberPage(cladeID, options, sequenceKey);
  return {
    items: accessions.flatMap((accessionID) => {
      const item = items.get(sequenceKey(accessionID).pk);
      if (!item) return [];
      const iso = item.collection_date_enriched_iso as string | undefined;
      return [
        {
          accessionID,
          taxonomicID: item.taxonomicID as number,
          cladeID,
          geo_loc_name: (item.geo_loc_name as string | undefined) ?? '',
          collection_date: (item.collection_date as string | undefined) ?? '',
          ...(iso ? { collection_date_enriched_iso: iso } : {}),
          genomic_sequence: decompressSequence(item.sequence as Uint8Array),
        },
      ];
    }),
    nextCursor,
  };
};

/**
 * Every sequence of a clade's members, page by page (`pageSize` at a time), never all in memory at
 * once: what a report reads when it runs.
 */
export async function* streamCladeSequences(cladeID: string, pageSize = 100): AsyncGenerator<CladeSequence> {
  let cursor: string | undefined;
  do {
    const page = await listCladeSequences(cladeID, { limit: pageSize, cursor });
    yield* page.items;
    cursor = page.nextCursor;
  } while (cursor);
}
