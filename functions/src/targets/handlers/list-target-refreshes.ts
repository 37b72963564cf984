import { targetsFollowMessages } from '@oligowatch/shared/messages/targets';
import { cladeIdParamsSchema } from '@oligowatch/shared/schemas/target-follow';
import * as z from 'zod';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { publicFollow } from '../follow-clade';
import { getCladeFollowState, listRefreshes, toPublicRefresh } from '../repository/follows-repository';

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(2000).optional(),
});

/**
 * GET /v1/targets/{id}/refreshes (ours, issue 32), for the target's page: the clade's follow (or
 * null), whether it may follow (an import made it), the refresh in progress, and its refreshes,
 * newest first, paged (`limit`, `cursor`): when, the term, the windows, NCBI's counts, new,
 * updated, unchanged and conflicts, the duration, and a failure's reason.
 */
export const handler = makeHandler(
  'listTargetRefreshes',
  { params: cladeIdParamsSchema, query: querySchema },
  async ({ params, query }) => {
    const state = await getCladeFollowState(params.id);
    if (!state.exists) throw notFound('clade', targetsFollowMessages.cladeNotFound);
    const page = await listRefreshes(params.id, { limit: query.limit, cursor: query.cursor });
    const refreshes = page.items.map((r) => toPublicRefresh(r, targetsFollowMessages.refreshInterrupted));
    const latest = query.cursor ? undefined : refreshes[0];
    return {
      body: {
        follow: state.follow ? publicFollow(state.follow) : null,
        canFollow: state.importedQuery !== undefined,
        running: latest && (latest.status === 'queued' || latest.status === 'running') ? latest : null,
        refreshes,
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      },
    };
  },
);
