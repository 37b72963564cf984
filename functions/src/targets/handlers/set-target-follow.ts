import { targetsFollowMessages } from '@oligowatch/shared/messages/targets';
import { cladeIdParamsSchema, setTargetFollowRequestSchema } from '@oligowatch/shared/schemas/target-follow';
import { makeHandler } from '../../lib/http/make-handler';
import { followClade, publicFollow, unfollowClade } from '../follow-clade';

/**
 * PUT /v1/targets/{id}/follow (ours, issue 32). `{ following: true, frequency, days }`: the clade
 * follows the query of the import that made it, refreshed daily (the default), weekly or every N
 * days; a clade already following changes how often and keeps its high-water mark. A clade no
 * import made is a 400. `{ following: false }`: it stops following (404 when it followed nothing);
 * its samples and refresh history stay. Its scheduler schedule is made, changed or deleted with it.
 */
export const handler = makeHandler(
  'setTargetFollow',
  { params: cladeIdParamsSchema, body: setTargetFollowRequestSchema },
  async ({ params, body, caller }) => {
    if (!body.following) {
      await unfollowClade(params.id);
      return { body: { message: targetsFollowMessages.unfollowed, follow: null } };
    }
    const follow = await followClade(params.id, { everyDays: body.everyDays }, caller?.id ?? '');
    return {
      body: { message: targetsFollowMessages.followed(follow.everyDays), follow: publicFollow(follow) },
    };
  },
);
