import type { ReportsPortAsk } from '@oligowatch/shared/jobs';
import { isConditionFailure } from '../lib/db/transactions';
import { freezeReport, queueFrozenReport, startQueuedReport } from './freeze-and-start-report';
import { findPreviousCompleteRun } from './repository/previous-run';
import { getReportRecord } from './repository/report-summaries';

/**
 * A schedule's run asking for its report (through the reports feature's port,
 * answer-reports-port.ts): the report request is checked and frozen exactly as POST /v1/parasail does,
 * stored under the id the run claimed, and started. Asked again for a report already stored (the
 * run's first delivery stopped after storing it), it only makes sure the report's run is started: a
 * run of that name starts once. A refusal (the product or clade gone, say) comes back by its code
 * for the run to act on. The run's new cohort (issue 33, item 3) counts from the plan of its
 * previous run: the newest complete report among the schedule's earlier runs.
 */
export const startRunReport = async ({
  reportId,
  scheduleId,
  request,
  refreshIfBefore,
  earlierReportIds = [],
}: Omit<Extract<ReportsPortAsk, { ask: 'startReport' }>, 'ask'>) => {
  const refresh = refreshIfBefore
    ? { cladeID: request.cladeID, ifRefreshedBefore: refreshIfBefore }
    : undefined;
  const previous = await findPreviousCompleteRun(earlierReportIds);
  const since = previous?.provenance.planned_at;
  const newCohort = previous && since ? { previous_report_id: previous._id, since } : undefined;
  const restart = async () => {
    const stored = await getReportRecord(reportId);
    if (stored?.status === 'running') await startQueuedReport(reportId, scheduleId, refresh, newCohort);
    return stored && { reportId, sampleCount: stored.progress.total };
  };
  const already = await restart();
  if (already) return already;
  const frozen = await freezeReport(request);
  try {
    return await queueFrozenReport(frozen, {
      reportId,
      scheduleId,
      ...(refreshIfBefore ? { refreshIfBefore } : {}),
      ...(newCohort ? { newCohort } : {}),
    });
  } catch (error) {
    // Another delivery stored it first, at the same moment: that one's report is the one.
    if (!isConditionFailure(error)) throw error;
    return (await restart()) ?? { reportId, sampleCount: frozen.provenance.sample_count };
  }
};
