import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportProgress, ReportProvenance } from '@oligowatch/shared/schemas/report';
import { getDocumentClient } from '../../lib/db/client';
import { isConditionFailure } from '../../lib/db/transactions';
import {
  acquireLease,
  commitUnderLease,
  type LeaseItem,
  LeaseLostError,
  leasedUpdate,
  releaseLease,
} from '../../lib/jobs/job-lease';
import { type StoredOligoStats, statsPut } from './report-stats';
import type { ReportRecord } from './report-summaries';
import { reportsTableName, summaryKey } from './reports-table';

/**
 * The report job's state on the report's SUMMARY item, under the shared job lease
 * (lib/jobs/job-lease): a report stays 'running' while its job works, and its runner holds the lease.
 */
const leaseItem = (id: string): LeaseItem => ({ tableName: reportsTableName(), key: summaryKey(id) });

export const acquireReportLease = async (
  id: string,
  owner: string,
  leaseSeconds: number,
): Promise<ReportRecord | undefined> => {
  const item = await acquireLease(leaseItem(id), owner, leaseSeconds, { runnable: ['running'] });
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ...record } = item;
  return record as unknown as ReportRecord;
};

/**
 * Stores the planning step's provenance (its anchors and outcome rules, docs/decisions/0018) while
 * `owner` holds the lease, before any page is scored; LeaseLostError when another runner has it.
 */
export const storeReportPlan = (
  id: string,
  owner: string,
  leaseSeconds: number,
  provenance: ReportProvenance,
): Promise<void> => commitUnderLease(leaseItem(id), owner, leaseSeconds, { provenance });

export interface CommittedPage {
  progress: ReportProgress;
  mismatchTotal: number;
  rowCounts: number[];
  /** The clade page to continue from; undefined when the clade is done. */
  cladeCursor: string | undefined;
  /** Pages committed so far: the number of the next page's row items. */
  pagesDone: number;
  stats: StoredOligoStats[];
}

/**
 * Commits one page: the summary's progress and checkpoint and every oligo's statistics, in one
 * transaction that holds only while `owner` has the lease (its rows were written before).
 */
export const commitReportPage = async (
  id: string,
  owner: string,
  leaseSeconds: number,
  page: CommittedPage,
): Promise<void> => {
  const summary = leasedUpdate(leaseItem(id), owner, leaseSeconds, {
    progress: page.progress,
    mismatch_total: page.mismatchTotal,
    row_counts: page.rowCounts,
    // An empty string marks "no more pages" (DynamoDB keeps no undefined).
    clade_cursor: page.cladeCursor ?? '',
    pages_done: page.pagesDone,
  });
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [{ Update: summary }, ...page.stats.map((s) => statsPut(id, s))],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new LeaseLostError(id);
    throw error;
  }
};

/** Ends the job's turn: complete, failed with a reason, or handed over to a fresh invocation. */
export const finishReportTurn = (
  id: string,
  owner: string,
  outcome:
    | { status: 'complete'; mismatchTotal: number; progress: ReportProgress; provenance: ReportProvenance }
    | { status: 'failed'; reason: string }
    | { status: 'handOver'; handOverSeconds: number },
): Promise<void> => {
  const at = new Date().toISOString();
  switch (outcome.status) {
    case 'complete':
      return releaseLease(leaseItem(id), owner, {
        status: 'complete',
        mismatch_total: outcome.mismatchTotal,
        progress: outcome.progress,
        provenance: outcome.provenance,
        finished_at: at,
      });
    case 'failed':
      return releaseLease(leaseItem(id), owner, {
        status: 'failed',
        failure_reason: outcome.reason,
        finished_at: at,
      });
    case 'handOver':
      return releaseLease(
        leaseItem(id),
        owner,
        { handed_over_at: at },
        { handOverSeconds: outcome.handOverSeconds },
      );
  }
};
