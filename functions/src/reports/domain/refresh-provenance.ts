import type { JobPayload } from '@oligowatch/shared/jobs';
import { reportsRefreshMessages } from '@oligowatch/shared/messages/reports';
import type { ReportProvenance } from '@oligowatch/shared/schemas/report';

type RunState = Pick<JobPayload<'reportPlan'>, 'refreshed' | 'refreshError'>;

/**
 * Issue 32: what a scheduled run's provenance says of the refresh its Refresh state asked for (the
 * refresh it ran or relied on, or why there was none); undefined when none was asked for or the
 * clade follows no query. A failed refresh never stops the run: the report says it ran on the data
 * last refreshed at a time, and why.
 */
export const toProvenanceRefresh = ({ refreshed, refreshError }: RunState): ReportProvenance['refresh'] => {
  if (refreshError)
    return {
      status: 'failed',
      reason: reportsRefreshMessages.noAnswer(refreshError.Error ?? 'the refresh job failed'),
    };
  if (!refreshed?.followed) return undefined;
  const last = refreshed.lastRefreshedAt ? { last_refreshed_at: refreshed.lastRefreshedAt } : {};
  // Data fetched recently enough by the clade's import, no refresh since: relied on as it is.
  if (refreshed.reused && !refreshed.status)
    return { status: 'done', reused: true, sample_count: refreshed.sampleCount, ...last };
  if (!refreshed.status)
    return {
      status: 'failed',
      reason: reportsRefreshMessages.alreadyRunning,
      sample_count: refreshed.sampleCount,
      ...last,
    };
  return {
    status: refreshed.status,
    ...(refreshed.refreshId ? { refresh_id: refreshed.refreshId } : {}),
    ...(refreshed.finishedAt ? { finished_at: refreshed.finishedAt } : {}),
    ...(refreshed.new !== undefined ? { new: refreshed.new } : {}),
    ...(refreshed.updated !== undefined ? { updated: refreshed.updated } : {}),
    sample_count: refreshed.sampleCount,
    ...(refreshed.reused ? { reused: true } : {}),
    ...(refreshed.reason ? { reason: refreshed.reason } : {}),
    ...last,
  };
};
