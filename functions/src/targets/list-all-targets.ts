import { listTargets } from '../lib/db/target-queries';
import { makeHandler } from '../lib/http/make-handler';

/** GET /v1/targets/all: every target, also those whose samples all moved elsewhere (count 0). */
export const handler = makeHandler({}, async () => ({
  body: { targets: await listTargets({ activeOnly: false }) },
}));
