import { targetsFollowMessages } from '@oligowatch/shared/messages/targets';
import { cladeIdParamsSchema } from '@oligowatch/shared/schemas/target-follow';
import { conflict } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { startJob } from '../../lib/jobs/start-job';
import { queueRefresh } from '../refresh-clade';

/**
 * POST /v1/targets/{id}/refresh (ours, issue 32): Refresh now. Queues a refresh of the followed
 * clade (or resumes the one that stopped half-way) and starts the refresh job off the request
 * path, answering 202 at once; the target's page shows its progress. One running is a 409.
 */
export const handler = makeHandler(
  'refreshTarget',
  { params: cladeIdParamsSchema },
  async ({ params, caller }) => {
    const started = await queueRefresh(params.id, { trigger: caller?.id ?? 'user' });
    if (!started) throw conflict('refreshRunning', targetsFollowMessages.refreshRunning);
    await startJob('refresh', { cladeID: params.id, refreshId: started.refreshId });
    return {
      statusCode: 202,
      body: { message: targetsFollowMessages.refreshStarted, refreshId: started.refreshId },
    };
  },
);
