import { dateSortKey } from '../sample-window';
import type { TargetOption } from '../schemas/target';

/**
 * The targets table's published contract (owner: the targets feature; see `targetsTable` in
 * ../tables.ts): item kinds by key prefix,
 * - SAMPLE#{accession}: the sample's metadata, under the taxon its record declares (listed per
 *   target: byParent SAMPLES#{taxid}), with the clades it belongs to and a revision; and, when an
 *   import's run or a refresh wrote it, `written_by` (that run) and `written_as` (inserted or
 *   updated), so the run redoing a batch counts it as it did (ADR 0026);
 * - SEQ#{accession}: its sequence, packed or compressed (`encoding`), with accession, place and
 *   date, apart so no list reads it;
 * - MEMBER#{cladeID}#{accession}: one clade membership (listed per clade: byClade CLADE#{cladeID});
 *   since issue 33 it also carries the sample's dates (collection at its precision, publication)
 *   and is listed per clade by date: byCladeCollected and byCladePublished (memberItem); and
 *   `joined_at` (issue 33, item 3), when the membership was first written (by an import or a
 *   refresh), kept on every rewrite (memberUpdate); memberships written before it have none, and a
 *   report counts them as not new;
 * - TARGET#{taxid} and CLADE#{cladeID}: summaries with counts, kept by the upsert (a single one
 *   in its transaction; a batch's once after its groups, from their TALLY items);
 * - TALLY#{tallyKey}#{id}: the counter deltas of one written group of upserts (new samples per
 *   taxon, new members per clade), not yet added to TARGET and CLADE; the batch's counting adds
 *   them and deletes the item in one transaction (listed per writer: byParent TALLIES#{tallyKey});
 * - MODEL#targets: the version of this model, so data of an earlier one is refused, not misread;
 * - on a CLADE item (issue 32): `imported_query`, the query of the import that made it (a clade
 *   without one cannot follow), and `follow`, the query it follows (cladeFollowSchema);
 * - REFRESH#{cladeID}#{refreshId}: one refresh of a followed clade (refreshSchema, plus its lease
 *   and the accessions it fetches), listed per clade by byParent REFRESHES#{cladeID} (newest last)
 *   and across clades by byClade REFRESHES.
 * Reports read clades (their options, counts and members' sequences) only through this file.
 */
export const targetsKeys = {
  sample: (accession: string) => ({ pk: `SAMPLE#${accession}` }),
  sequence: (accession: string) => ({ pk: `SEQ#${accession}` }),
  member: (cladeID: string, accession: string) => ({ pk: `MEMBER#${cladeID}#${accession}` }),
  target: (taxonomicID: number) => ({ pk: `TARGET#${taxonomicID}` }),
  clade: (cladeID: string) => ({ pk: `CLADE#${cladeID}` }),
  refresh: (cladeID: string, refreshId: string) => ({ pk: `REFRESH#${cladeID}#${refreshId}` }),
  tally: (tallyKey: string, id: string) => ({ pk: `TALLY#${tallyKey}#${id}` }),
} as const;

/** Index partitions: the clades (byParent), and one clade's MEMBER items by accession (byClade). */
export const targetsPartitions = {
  clades: { indexName: 'byParent', key: 'gsi1pk', value: 'CLADES' },
  cladeMembers: (cladeID: string) => ({ indexName: 'byClade', key: 'gsi2pk', value: `CLADE#${cladeID}` }),
  cladeRefreshes: (cladeID: string) => ({
    indexName: 'byParent',
    key: 'gsi1pk',
    value: `REFRESHES#${cladeID}`,
  }),
  refreshes: { indexName: 'byClade', key: 'gsi2pk', value: 'REFRESHES' },
  /** Issue 33: one clade's MEMBER items by collection date (its period's first day), then accession. */
  cladeMembersCollected: (cladeID: string) => ({
    indexName: 'byCladeCollected',
    key: 'gsi3pk',
    sortKey: 'gsi3sk',
    value: `CLADE#${cladeID}`,
  }),
  /** Issue 33: one clade's MEMBER items by publication day, then accession. */
  cladeMembersPublished: (cladeID: string) => ({
    indexName: 'byCladePublished',
    key: 'gsi4pk',
    sortKey: 'gsi4sk',
    value: `CLADE#${cladeID}`,
  }),
  tallies: (tallyKey: string) => ({ indexName: 'byParent', key: 'gsi1pk', value: `TALLIES#${tallyKey}` }),
} as const;

/** The dates of a sample its MEMBER items carry (issue 33). */
export interface MemberDates {
  collection_date_enriched_iso?: string;
  publication_date?: string;
}

/**
 * A MEMBER item, whoever writes it (an upsert, a new version's): the membership, keyed in the
 * clade's accession index (byClade) and in its two date indexes, where a sample without that date
 * sorts after every date (dateSortKey), so a window's undated members are one key range too.
 */
export const memberItem = (cladeID: string, accessionID: string, dates: MemberDates) => ({
  ...targetsKeys.member(cladeID, accessionID),
  cladeID,
  accessionID,
  gsi2pk: `CLADE#${cladeID}`,
  gsi2sk: accessionID,
  gsi3pk: `CLADE#${cladeID}`,
  gsi3sk: dateSortKey(dates.collection_date_enriched_iso, accessionID),
  gsi4pk: `CLADE#${cladeID}`,
  gsi4sk: dateSortKey(dates.publication_date, accessionID),
  ...(dates.collection_date_enriched_iso
    ? { collection_date_enriched_iso: dates.collection_date_enriched_iso }
    : {}),
  ...(dates.publication_date ? { publication_date: dates.publication_date } : {}),
});

/** The dates of a MEMBER item that are absent when the sample has no such date. */
const OPTIONAL_MEMBER_DATES = ['collection_date_enriched_iso', 'publication_date'] as const;

/**
 * The write of a MEMBER item (issue 33, item 3), as a transaction's Update: every attribute of
 * memberItem set (a date the sample no longer has removed), and `joined_at` set to `joinedAt` only
 * when the membership has none yet, so a rewrite (new content, new dates) keeps the time the sample
 * joined the clade. `joinedAt` is an ISO time.
 */
export const memberUpdate = (
  tableName: string,
  cladeID: string,
  accessionID: string,
  dates: MemberDates,
  joinedAt: string,
) => {
  const { pk, ...attributes } = memberItem(cladeID, accessionID, dates);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':joined': joinedAt };
  const sets = Object.entries(attributes).map(([name, value], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = value;
    return `#a${i} = :a${i}`;
  });
  const removed = OPTIONAL_MEMBER_DATES.filter((name) => !(name in attributes));
  return {
    Update: {
      TableName: tableName,
      Key: { pk },
      UpdateExpression: `SET ${sets.join(', ')}, joined_at = if_not_exists(joined_at, :joined)${
        removed.length > 0 ? ` REMOVE ${removed.join(', ')}` : ''
      }`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
};

/** When a MEMBER item's sample joined its clade (issue 33); undefined for one written before. */
export const memberJoinedAt = (item: Record<string, unknown>): string | undefined =>
  typeof item.joined_at === 'string' ? item.joined_at : undefined;

/** A CLADE item as the report form's target option. */
export const toTargetOption = (item: Record<string, unknown>): TargetOption => ({
  cladeName: item.cladeName as string,
  sampleCount: item.sampleCount as number,
  cladeID: item.cladeID as string,
});

/** What a SEQ item holds beside its key: the compressed sequence and what a report shows of it. */
export interface SequenceItem {
  taxonomicID: number;
  geo_loc_name?: string;
  collection_date?: string;
  collection_date_enriched_iso?: string;
  /** The bases in `encoding` (functions/src/lib/db/compressed-text.ts). */
  sequence: Uint8Array;
  /** '2bit' (packed) or 'br' (Brotli); absent on items written before 2026-11-29, which are Brotli. */
  encoding?: string;
}
