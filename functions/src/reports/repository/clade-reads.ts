import {
  candidateRange,
  placeInWindow,
  type ResolvedWindow,
  UNDATED_SORT_PREFIX,
  type WindowPlace,
} from '@oligowatch/shared/sample-window';
import type { TargetOption } from '@oligowatch/shared/schemas/target';
import { targetsTable } from '@oligowatch/shared/tables';
import {
  memberJoinedAt,
  type SequenceItem,
  targetsKeys,
  targetsPartitions,
  toTargetOption,
} from '@oligowatch/shared/tables/targets';
import { batchGetItems } from '../../lib/db/batch-get';
import { decodeSequenceBytes } from '../../lib/db/compressed-text';
import { getItem, tableNameOf } from '../../lib/db/items';
import { type PageOptions, queryAllPages, queryPage } from '../../lib/db/paging';
import { queryAllInRanges } from '../../lib/db/query-in-ranges';

/**
 * The one place reports read clades, through the targets table's published contract (clades and
 * their members belong to the targets feature): the report form's options, a clade's sample
 * count, and its members' sequences page by page. Clades are sets of samples (one MEMBER item per
 * membership); each page reads its members' current sequences, so a report reads the clade as it
 * is when the report runs.
 */

/** The byClade index's sort key: the member's accession. */
const CLADE_MEMBER_SORT_KEY = 'gsi2sk';

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
   * Issue 33, item 3: when it joined the clade (its MEMBER item's `joined_at`); absent for a
   * membership written before, which no report counts as new.
   */
  joined_at?: string;
  /**
   * The sequence's bytes, one per base, as the engine reads them: decoded from storage without a
   * string in between, and this sample's alone (its own buffer), so the report job can move them to
   * a worker thread rather than copy them.
   */
  sequence: Uint8Array;
}

/** Clades with their sample counts: the report form's target options. */
export const listClades = async (): Promise<TargetOption[]> => {
  const { indexName, key, value } = targetsPartitions.clades;
  const items = await queryAllPages({
    TableName: tableNameOf(targetsTable),
    IndexName: indexName,
    KeyConditionExpression: '#pk = :clades',
    FilterExpression: 'sampleCount > :zero',
    ExpressionAttributeNames: { '#pk': key },
    ExpressionAttributeValues: { ':clades': value, ':zero': 0 },
  });
  return items.map(toTargetOption);
};

/** The clade's sample count, or undefined when no such clade has samples. */
export const countCladeSamples = async (cladeID: string): Promise<number | undefined> => {
  const item = await getItem(targetsTable, targetsKeys.clade(cladeID));
  const count = item ? toTargetOption(item).sampleCount : undefined;
  return count ? count : undefined;
};

const toCladeSequence = (
  cladeID: string,
  { accessionID, joinedAt }: MemberRead,
  item: SequenceItem,
): CladeSequence => ({
  accessionID,
  ...(joinedAt ? { joined_at: joinedAt } : {}),
  taxonomicID: item.taxonomicID,
  cladeID,
  geo_loc_name: item.geo_loc_name ?? '',
  collection_date: item.collection_date ?? '',
  ...(item.collection_date_enriched_iso
    ? { collection_date_enriched_iso: item.collection_date_enriched_iso }
    : {}),
  sequence: decodeSequenceBytes(item.sequence, item.encoding),
});

/**
 * Every member's accession, in the byClade index's key order, reading keys only (a few dozen bytes
 * each): what a report run's plan cuts into segments. Read as key ranges side by side
 * (queryAllInRanges, each query limited): 100,000 members in 1.4 s on DynamoDB Local, where one
 * chain of unlimited pages took 7.7 s.
 */
export const listCladeAccessions = async (cladeID: string): Promise<string[]> => {
  const { indexName, key, value } = targetsPartitions.cladeMembers(cladeID);
  const items = await queryAllInRanges({
    TableName: tableNameOf(targetsTable),
    IndexName: indexName,
    partitionKey: { name: key, value },
    sortKey: CLADE_MEMBER_SORT_KEY,
    attributes: ['accessionID'],
  });
  return items.map((member) => member.accessionID as string);
};

/** The clade's date index a window reads, and the date of a member it places by. */
const windowIndexOf = (cladeID: string, window: ResolvedWindow) =>
  window.basis === 'collected'
    ? { ...targetsPartitions.cladeMembersCollected(cladeID), dateOf: 'collection_date_enriched_iso' }
    : { ...targetsPartitions.cladeMembersPublished(cladeID), dateOf: 'publication_date' };

/** Where a MEMBER item (from a date index) lies against the window. */
const placeMember = (window: ResolvedWindow, dateOf: string, member: Record<string, unknown>) =>
  placeInWindow(window, member[dateOf] as string | undefined);

/**
 * Issue 33: a windowed report's members, read by key and date only from the clade's date index
 * (docs/decisions/0025): the window's candidates (one key range: from a year before its first day,
 * a year-only date being the coarsest, to its last day), each placed against the window, and the
 * members without that date (the range after every date). `inside` are the index sort keys of the
 * members inside, in index order: what the plan cuts into segments. Reads in proportion to the
 * window, not to the clade.
 */
export const listWindowMembers = async (
  cladeID: string,
  window: ResolvedWindow,
): Promise<{ inside: string[]; places: { accession: string; place: WindowPlace }[] }> => {
  const { indexName, key, sortKey, value, dateOf } = windowIndexOf(cladeID, window);
  const read = (between: { from: string; to: string }) =>
    queryAllInRanges({
      TableName: tableNameOf(targetsTable),
      IndexName: indexName,
      partitionKey: { name: key, value },
      sortKey,
      attributes: ['accessionID', dateOf],
      between,
    });
  const { first, last } = candidateRange(window);
  const [candidates, undated] = await Promise.all([
    read({ from: first, to: last }),
    read({ from: UNDATED_SORT_PREFIX, to: `${UNDATED_SORT_PREFIX}\uffff` }),
  ]);
  const inside: string[] = [];
  const places = [...candidates, ...undated].map((member) => {
    const place = placeMember(window, dateOf, member);
    if (place === 'inside') inside.push(member[sortKey] as string);
    return { accession: member.accessionID as string, place };
  });
  return { inside, places };
};

/**
 * One page of a windowed report's segment: the members of the date index from `first` to `last`
 * (sort keys, both included), those inside the window with their sequences (a member of the range
 * whose coarse date straddles an edge is set apart, as the plan counted it).
 */
export const readWindowRange = async (
  cladeID: string,
  window: ResolvedWindow,
  range: { first: string; last: string },
  options: PageOptions,
): Promise<{ samples: CladeSequence[]; nextCursor?: string }> => {
  const { indexName, key, sortKey, value, dateOf } = windowIndexOf(cladeID, window);
  const page = await queryPage(
    targetsTable,
    {
      TableName: tableNameOf(targetsTable),
      IndexName: indexName,
      KeyConditionExpression: '#pk = :clade AND #sk BETWEEN :first AND :last',
      ExpressionAttributeNames: { '#pk': key, '#sk': sortKey },
      ExpressionAttributeValues: { ':clade': value, ':first': range.first, ':last': range.last },
    },
    options,
  );
  const samples = await readSequences(
    cladeID,
    page.items.filter((member) => placeMember(window, dateOf, member) === 'inside').map(toMemberRead),
  );
  return { samples, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
};

/**
 * BatchGets of one page's sequences sent at once: a page of a few hundred members is a few
 * BatchGets, each waiting on the table rather than on this thread, so they overlap.
 */
const SEQUENCE_READS_AT_ONCE = 5;

/** What a read keeps of a MEMBER item beside the sequence. */
interface MemberRead {
  accessionID: string;
  joinedAt?: string;
}

const toMemberRead = (member: Record<string, unknown>): MemberRead => {
  const joinedAt = memberJoinedAt(member);
  return { accessionID: member.accessionID as string, ...(joinedAt ? { joinedAt } : {}) };
};

/** The sequences of `members` (one BatchGet per 100), in their order. */
const readSequences = async (cladeID: string, members: readonly MemberRead[]): Promise<CladeSequence[]> => {
  const found = await batchGetItems(
    tableNameOf(targetsTable),
    members.map((member) => targetsKeys.sequence(member.accessionID)),
    { concurrency: SEQUENCE_READS_AT_ONCE },
  );
  const byKey = new Map(found.map((item) => [item.pk as string, item as unknown as SequenceItem]));
  return members.flatMap((member) => {
    const item = byKey.get(targetsKeys.sequence(member.accessionID).pk);
    return item ? [toCladeSequence(cladeID, member, item)] : [];
  });
};

/**
 * One page of a key range of the clade (a report run's segment): the members from `first` to
 * `last`, both included, with their sequences; `cursor` continues the previous page.
 */
export const readCladeRange = async (
  cladeID: string,
  range: { first: string; last: string },
  options: PageOptions,
): Promise<{ samples: CladeSequence[]; nextCursor?: string }> => {
  const { indexName, key, value } = targetsPartitions.cladeMembers(cladeID);
  const page = await queryPage(
    targetsTable,
    {
      TableName: tableNameOf(targetsTable),
      IndexName: indexName,
      KeyConditionExpression: '#pk = :clade AND #sk BETWEEN :first AND :last',
      ExpressionAttributeNames: { '#pk': key, '#sk': CLADE_MEMBER_SORT_KEY },
      ExpressionAttributeValues: { ':clade': value, ':first': range.first, ':last': range.last },
    },
    options,
  );
  const samples = await readSequences(cladeID, page.items.map(toMemberRead));
  return { samples, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
};

/** One page of the clade's samples with their sequences; `cursor` continues the previous page. */
export const readCladePage = async (
  cladeID: string,
  options: PageOptions,
): Promise<{ samples: CladeSequence[]; nextCursor?: string }> => {
  const { indexName, key, value } = targetsPartitions.cladeMembers(cladeID);
  const page = await queryPage(
    targetsTable,
    {
      TableName: tableNameOf(targetsTable),
      IndexName: indexName,
      KeyConditionExpression: '#pk = :clade',
      ExpressionAttributeNames: { '#pk': key },
      ExpressionAttributeValues: { ':clade': value },
    },
    options,
  );
  const samples = await readSequences(cladeID, page.items.map(toMemberRead));
  return { samples, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
};
