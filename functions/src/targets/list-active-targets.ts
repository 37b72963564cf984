import { listTargets } from '../lib/db/target-queries';
import { makeHandler } from '../lib/http/make-handler';

/** GET /v1/targets: targets with at least one sample, by taxonomic ID. */
export const handler = makeHandler({}, async () => ({
  body: { targets: await listTargets({ activeOnly: true }) },
}));
