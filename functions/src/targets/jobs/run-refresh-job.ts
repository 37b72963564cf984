import type { RefreshResult } from '@oligowatch/shared/jobs';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { runOptionsOf } from '../../lib/jobs/run-leased-job';
import { startJob } from '../../lib/jobs/start-job';
import { logger } from '../../lib/logger';
import { queueRefresh, runRefresh } from '../refresh-clade';
import { getCladeFollowState, getRefresh } from '../repository/follows-repository';

/**
 * The refresh job (issue 32). Fired by a followed clade's scheduler schedule with the firing's time
 * (it queues that firing's refresh once, or resumes one that stopped half-way), started by Refresh
 * now with the refresh it queued, or invoked by a report run that waits (`requestedBy`): then it is
 * never handed over, and its answer names the refresh (id, time, new and updated counts) and the
 * clade's sample count, for the report's provenance; with `ifRefreshedBefore`, a clade refreshed
 * since then is not refreshed again, and the answer names that refresh (`reused`). A clade that
 * stopped following starts nothing.
 */
export const handler = makeJobHandler(
  'refresh',
  async (
    { cladeID, refreshId, scheduledTime, requestedBy, ifRefreshedBefore },
    context,
  ): Promise<RefreshResult> => {
    const state = await getCladeFollowState(cladeID);
    if (!state.follow) return { followed: false, sampleCount: state.sampleCount };
    // When the clade's data was last fetched whole: its last completed refresh, else its import.
    const lastRefreshedAt = state.follow.refreshed_at ?? state.follow.query.searched_at;
    if (requestedBy && ifRefreshedBefore && Date.parse(lastRefreshedAt) >= Date.parse(ifRefreshedBefore)) {
      const recent = state.follow.refreshed_id
        ? await getRefresh(cladeID, state.follow.refreshed_id)
        : undefined;
      return {
        followed: true,
        reused: true,
        lastRefreshedAt,
        sampleCount: state.sampleCount,
        ...(recent
          ? {
              refreshId: recent.refreshId,
              status: 'done' as const,
              finishedAt: recent.finished_at ?? lastRefreshedAt,
              new: recent.new,
              updated: recent.updated,
            }
          : {}),
      };
    }
    let id = refreshId;
    if (!id) {
      const trigger = requestedBy ? `report:${requestedBy}` : 'schedule';
      const queued = await queueRefresh(cladeID, {
        trigger,
        ...(scheduledTime ? { scheduledTime } : {}),
      }).catch((error: unknown) => {
        logger.info('Refresh not started', { cladeID, scheduledTime, error });
        return undefined;
      });
      id = queued?.refreshId;
    }
    if (id) {
      const queuedId = id;
      await runRefresh(cladeID, queuedId, {
        ...runOptionsOf(context),
        ...(requestedBy ? {} : { handOver: () => startJob('refresh', { cladeID, refreshId: queuedId }) }),
      });
    }
    const refresh = id ? await getRefresh(cladeID, id) : undefined;
    const after = await getCladeFollowState(cladeID);
    const refreshedAt = after.follow?.refreshed_at ?? after.follow?.query.searched_at;
    const last = refreshedAt ? { lastRefreshedAt: refreshedAt } : {};
    if (!refresh || (refresh.status !== 'done' && refresh.status !== 'failed'))
      return { followed: true, sampleCount: after.sampleCount, ...last };
    return {
      followed: true,
      ...last,
      refreshId: refresh.refreshId,
      status: refresh.status,
      finishedAt: refresh.finished_at ?? refresh.updated_at,
      new: refresh.new,
      updated: refresh.updated,
      sampleCount: after.sampleCount,
      ...(refresh.reason ? { reason: refresh.reason } : {}),
    };
  },
);
