import type { Page, PageOptions } from './paging';
import { decompressSequenceBytes } from './sequence-codec';
import { cladeMemberPage, sequenceKey } from './targets-items';

/**
 * A clade's sequences, page by page, with what a mismatch report shows beside each: what a report
 * reads when it runs. Clades are sets of samples (one MEMBER item per membership, byClade
 * CLADE#{cladeID}); each page reads its members' current sequences, so a report reads the clade
 * as it is when the report runs.
 */

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
  /**
   * The sequence's bytes, one per base, as the engine reads them: decoded from storage without a
   * string in between, and this sample's alone (its own buffer), so the report job can move them to
   * a worker thread rather than copy them.
   */
  sequence: Uint8Array;
}

/** One page of a clade's sequences, decompressed to bytes, by accession (for the report engine). */
export const listCladeSequences = async (
  cladeID: string,
  options: PageOptions = {},
): Promise<Page<CladeSequence>> => {
  const { accessions, items, nextCursor } = await cladeMemberPage(cladeID, options, sequenceKey);
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
          sequence: decompressSequenceBytes(item.sequence as Uint8Array),
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
