import { makeHandler } from '../../lib/http/make-handler';
import { listTargets } from '../repository/target-queries';

/** GET /v1/targets/all: every target, also those whose samples all moved elsewhere (count 0). */
export const handler = makeHandler('listAllTargets', {}, async () => ({
  body: { targets: await listTargets({ activeOnly: false }) },
}));
