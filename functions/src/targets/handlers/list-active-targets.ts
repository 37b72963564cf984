import { makeHandler } from '../../lib/http/make-handler';
import { listTargets } from '../repository/target-queries';

/** GET /v1/targets: targets with at least one sample, by taxonomic ID. */
export const handler = makeHandler('listActiveTargets', {}, async () => ({
  body: { targets: await listTargets({ activeOnly: true }) },
}));
