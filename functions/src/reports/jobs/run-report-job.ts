import { availableParallelism } from 'node:os';
import { REPORT_PAGE_SIZE } from '@oligowatch/shared/constants';
import { reportMessages } from '@oligowatch/shared/messages';
import { type Alignment, toMismatchFields } from '@oligowatch/shared/mismatch/index';
import {
  addToMismatchCounts,
  emptyMismatchCounts,
  type OligoMismatchCounts,
  toOligoMismatchStats,
} from '@oligowatch/shared/mismatch/mismatch-counts';
import { createMismatchPool, type MismatchPool, runMismatchBatch } from '@oligowatch/shared/mismatch/node';
import { oligoInputsOf, placementOf } from '@oligowatch/shared/mismatch/placement-from-provenance';
import { type OligoInput, prepareOligo } from '@oligowatch/shared/mismatch/prepare-oligo';
import type { Mismatch } from '@oligowatch/shared/schemas/report';
import { LeaseLostError } from '../../lib/jobs/job-lease';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import {
  HAND_OVER_LEASE_SECONDS,
  type JobTurn,
  LEASE_SECONDS,
  type RunOptions,
  runLeasedJob,
  runOptionsOf,
} from '../../lib/jobs/run-leased-job';
import { startJob } from '../../lib/jobs/start-job';
import { logger } from '../../lib/logger';
import { afterReportComplete } from '../after-report-complete';
import { type CladeSequence, readCladePage } from '../repository/clade-reads';
import { deleteReportItems } from '../repository/report-delete';
import { acquireReportLease, commitReportPage, finishReportTurn } from '../repository/report-job-state';
import { writeRowChunks } from '../repository/report-rows';
import { readReportStats, type StoredOligoStats } from '../repository/report-stats';
import { getReportRecord, type ReportRecord } from '../repository/report-summaries';
import { createInsightsTally } from './insights-tally';
import { planReport, ReportCannotContinue } from './plan-report';

/**
 * The report job (not a route): started by POST /v1/parasail through startJob. Its first turn plans
 * the report (plan-report.ts: each oligo's anchors, learned from the clade's first samples, and the
 * outcome rules, stored in the provenance). It then scores every oligo of the report's frozen
 * product version (its provenance) at its homologous site in every sample of the clade, with those
 * anchors, reading the clade page by page with a worker pool sized to the machine's vCPUs, and after each
 * page writes that page's mismatch rows (one item per oligo), then commits the statistics (as
 * mergeable counts), the progress and the next page's cursor and number in one transaction under
 * the job's lease. The page's insight counts (insights-tally.ts) are written beside its rows, and
 * the insights are computed from every committed page's counts once the clade is done and stored
 * before the report completes. A rerun of a page overwrites its row and counts items (keyed by page number); a fresh
 * invocation resumes after the last committed page; a duplicate invocation finds the lease taken,
 * or the report finished, and does nothing.
 */

export interface ReportRunOptions extends RunOptions {
  /** Clade page size; smaller in tests so that a small clade spans pages. */
  pageSize?: number;
  /** Worker threads; the machine's vCPUs by default (a Lambda's, sized by its memory). */
  workers?: number;
}

type SampleAbout = Omit<CladeSequence, 'sequence'>;

interface Tagged {
  id: string;
  /**
   * The sample's bytes, straight from storage (no string in between), each in its own buffer:
   * moved to a worker, not copied (nothing reads them afterwards: the engine resolves end gaps).
   */
  sequence: Uint8Array;
  transferSequence: true;
  /** What the rows show of the sample. */
  sample: SampleAbout;
  /** On a page's last sample: the cursor after that page (undefined after the last page). */
  pageEnd?: { nextCursor: string | undefined };
}

/**
 * A pair gets a row when it was scored and its site shows something: a real mismatch or an
 * undetermined base (DESIGN.md 7). Not assessable and not covered pairs are listed in the insights.
 */
const hasRow = (alignment: Alignment): boolean =>
  alignment.outcome === 'scored' && (alignment.mismatchCount > 0 || alignment.undeterminedCount > 0);

const toRow = (oligo: OligoInput, sample: SampleAbout, alignment: Alignment): Mismatch => ({
  oligoName: oligo.name,
  ...toMismatchFields(alignment, oligo),
  targetLocation: sample.geo_loc_name,
  targetCollectionDate: sample.collection_date,
  targetAccessionID: sample.accessionID,
});

const alignClade = async (
  unplanned: ReportRecord,
  turn: JobTurn,
  options: ReportRunOptions,
): Promise<'finished' | 'handOver'> => {
  const record = await planReport(unplanned, turn.owner);
  const id = record._id;
  // Oligos with their roles, and the anchors and rules: fixed in the provenance for every turn.
  const oligos = oligoInputsOf(record.provenance);
  const placement = placementOf(record.provenance);
  const prepared = oligos.map(prepareOligo);
  const insights = createInsightsTally(id, record.provenance, prepared);
  // Resuming: the committed counts, rows and progress are where this turn starts.
  const stored = await readReportStats(id);
  const counts: OligoMismatchCounts[] = prepared.map(
    (oligo, i) => stored.find((s) => s.oligoIndex === i)?.counts ?? emptyMismatchCounts(oligo),
  );
  const rowCounts = prepared.map((_, i) => record.row_counts?.[i] ?? 0);
  let done = record.progress.done;
  const total = record.progress.total;
  // This page's rows per oligo, written as one item each when the page is committed.
  let rows: Mismatch[][] = prepared.map(() => []);
  let page = record.pages_done ?? 0;
  // The one page a stopped turn may have half written: this turn's first.
  const firstPage = page;
  let exhausted = record.clade_cursor === '';
  let stoppedForTime = false;

  const statsEntries = (): StoredOligoStats[] =>
    prepared.map((oligo, i) => ({
      oligoIndex: i,
      name: oligo.name,
      counts: counts[i] as OligoMismatchCounts,
      stats: toOligoMismatchStats(counts[i] as OligoMismatchCounts, oligo),
    }));
  const mismatchTotal = () => counts.reduce((sum, c) => sum + c.total, 0);
  const commit = async (cladeCursor: string | undefined) => {
    const chunks = rows.flatMap((list, oligoIndex) =>
      list.length > 0 ? [{ oligoIndex, page, rows: list }] : [],
    );
    rows = prepared.map(() => []);
    await Promise.all([
      writeRowChunks(id, chunks, page === firstPage ? { page, oligoCount: prepared.length } : undefined),
      insights.writePage(page),
    ]);
    page++;
    await commitReportPage(id, turn.owner, LEASE_SECONDS, {
      progress: { done, total: Math.max(total, done) },
      mismatchTotal: mismatchTotal(),
      rowCounts,
      cladeCursor,
      pagesDone: page,
      stats: statsEntries(),
    });
  };

  const pageSize = options.pageSize ?? REPORT_PAGE_SIZE;
  async function* cladeSamples(): AsyncGenerator<Tagged> {
    let cursor = record.clade_cursor || undefined;
    while (!exhausted) {
      if (turn.timeToHandOver()) {
        stoppedForTime = true;
        return;
      }
      const page = await readCladePage(record.provenance.clade_id, { limit: pageSize, cursor });
      const last = page.samples.length - 1;
      for (const [i, { sequence, ...about }] of page.samples.entries())
        yield {
          id: about.accessionID,
          sequence,
          transferSequence: true,
          sample: about,
          ...(i === last ? { pageEnd: { nextCursor: page.nextCursor } } : {}),
        };
      cursor = page.nextCursor;
      exhausted = cursor === undefined;
    }
  }

  let pool: MismatchPool | undefined;
  try {
    if (!exhausted) {
      pool = createMismatchPool({ size: options.workers ?? availableParallelism() });
      await runMismatchBatch<Tagged>({
        oligos,
        samples: cladeSamples(),
        pool,
        ...placement,
        onSample: async (tagged, alignments) => {
          insights.add(tagged.sample, alignments);
          for (const [o, alignment] of alignments.entries()) {
            addToMismatchCounts(
              counts[o] as OligoMismatchCounts,
              prepared[o] as (typeof prepared)[number],
              alignment,
            );
            if (!hasRow(alignment)) continue;
            rows[o]?.push(toRow(oligos[o] as OligoInput, tagged.sample, alignment));
            rowCounts[o] = (rowCounts[o] ?? 0) + 1;
          }
          done++;
          if (tagged.pageEnd) await commit(tagged.pageEnd.nextCursor ?? undefined);
        },
      });
    }
    if (stoppedForTime && !exhausted) return 'handOver';
    // The last commit again, with no cursor: also records empty statistics for an empty clade.
    await commit(undefined);
    await insights.finish(page);
    await finishReportTurn(id, turn.owner, {
      status: 'complete',
      mismatchTotal: mismatchTotal(),
      progress: { done, total: done },
      provenance: { ...record.provenance, sample_count: done },
    });
    logger.info('Report complete', { reportId: id, samples: done, mismatchTotal: mismatchTotal() });
    // A scheduled run: compare with the previous run and alert (never fails the report).
    await afterReportComplete(id);
    return 'finished';
  } catch (error) {
    // Deleted while running: the delete took the summary, so clear what this turn wrote after it.
    if (error instanceof LeaseLostError && !(await getReportRecord(id)))
      await deleteReportItems(id, { summaryGone: true });
    throw error;
  } finally {
    await pool?.close();
  }
};

export const runReportJob = (reportId: string, options: ReportRunOptions = {}): Promise<void> =>
  runLeasedJob<ReportRecord>(
    {
      name: 'report',
      id: reportId,
      acquire: (owner) => acquireReportLease(reportId, owner, LEASE_SECONDS),
      work: (record, turn) => alignClade(record, turn, options),
      handOver: async (owner) => {
        await finishReportTurn(reportId, owner, {
          status: 'handOver',
          handOverSeconds: HAND_OVER_LEASE_SECONDS,
        });
        await startJob('report', { reportId });
      },
      // Whatever went wrong is in the log; the report says so in words and never looks complete.
      fail: (owner, error) =>
        finishReportTurn(reportId, owner, {
          status: 'failed',
          reason: error instanceof ReportCannotContinue ? error.message : reportMessages.reportFailed,
        }),
    },
    options,
  );

/** The job Lambda's entry point, and what the local runner calls. */
export const handler = makeJobHandler('report', ({ reportId }, context) =>
  runReportJob(reportId, runOptionsOf(context)),
);
