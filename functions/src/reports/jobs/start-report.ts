import { isConditionFailure } from '../../lib/db/transactions';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { freezeReport, queueFrozenReport, startQueuedReport } from '../freeze-and-start-report';
import { getReportRecord } from '../repository/report-summaries';

/**
 * The startReport job's Lambda, which a schedule's run calls and awaits: the report request is
 * checked and frozen exactly as POST /v1/parasail does, stored under the id the run claimed, and
 * started. Asked again for a report already stored (the run's first delivery stopped after storing
 * it), it only makes sure the report's run is started: a run of that name starts once. A refusal
 * (the product or clade gone, say) comes back by its code for the run to act on.
 */
export const handler = makeJobHandler(
  'startReport',
  async ({ reportId, scheduleId, request, refreshIfBefore }) => {
    const refresh = refreshIfBefore
      ? { cladeID: request.cladeID, ifRefreshedBefore: refreshIfBefore }
      : undefined;
    const restart = async () => {
      const stored = await getReportRecord(reportId);
      if (stored?.status === 'running') await startQueuedReport(reportId, scheduleId, refresh);
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
      });
    } catch (error) {
      // Another delivery stored it first, at the same moment: that one's report is the one.
      if (!isConditionFailure(error)) throw error;
      return (await restart()) ?? { reportId, sampleCount: frozen.provenance.sample_count };
    }
  },
);
