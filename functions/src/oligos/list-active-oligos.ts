import { listOligos, toPublicOligo } from '../lib/db/oligos-repository';
import { makeHandler } from '../lib/http/make-handler';

/** GET /v1/oligos: the active oligos, sorted by name. */
export const handler = makeHandler({}, async () => ({
  body: { data: { oligos: (await listOligos('active')).map(toPublicOligo) } },
}));
