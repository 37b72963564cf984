import type { OligoMismatchCounts } from '@oligowatch/science';
import type { MismatchStats } from '@oligowatch/shared/schemas/report';
import { batchWriteItems } from '../../lib/db/batch-write';
import { queryAllPages } from '../../lib/db/paging';
import { reportPk, reportsTableName, STATS_PREFIX, statsKey } from './reports-table';

/**
 * A report's statistics, one STATS#{oligo} item per oligo: SPEC section 3's figures, and, for a
 * report a run makes, the counts they come from (merged from its segments' partial counts).
 */
type OligoStats = MismatchStats[string];

export interface StoredOligoStats {
  oligoIndex: number;
  name: string;
  stats: OligoStats;
  counts?: OligoMismatchCounts;
  /** Issue 33, item 3: the counts of the run's new cohort, on a scheduled run that has one. */
  new_counts?: OligoMismatchCounts;
}

/** The Put of one oligo's statistics. */
const statsPut = (reportId: string, entry: StoredOligoStats) => ({
  Put: {
    TableName: reportsTableName(),
    Item: {
      ...statsKey(reportId, entry.oligoIndex),
      oligo_index: entry.oligoIndex,
      name: entry.name,
      stats: entry.stats,
      ...(entry.counts ? { counts: entry.counts } : {}),
      ...(entry.new_counts ? { new_counts: entry.new_counts } : {}),
    },
  },
});

/** Every oligo's statistics item of a report, in oligo order. */
export const readReportStats = async (reportId: string): Promise<StoredOligoStats[]> => {
  const items = await queryAllPages({
    TableName: reportsTableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :stats)',
    ExpressionAttributeValues: { ':pk': reportPk(reportId), ':stats': STATS_PREFIX },
    ConsistentRead: true,
  });
  return items.map((item) => ({
    oligoIndex: item.oligo_index as number,
    name: item.name as string,
    stats: item.stats as OligoStats,
    ...(item.counts ? { counts: item.counts as OligoMismatchCounts } : {}),
    ...(item.new_counts ? { new_counts: item.new_counts as OligoMismatchCounts } : {}),
  }));
};

/** Writes statistics items outside a transaction (a stored report, before its summary exists). */
export const writeReportStats = (reportId: string, entries: readonly StoredOligoStats[]): Promise<void> =>
  batchWriteItems(
    reportsTableName(),
    entries.map((entry) => ({ PutRequest: { Item: statsPut(reportId, entry).Put.Item } })),
  );
