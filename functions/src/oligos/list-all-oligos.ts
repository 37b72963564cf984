import { listOligos, toPublicOligo } from '../lib/db/oligos-repository';
import { makeHandler } from '../lib/http/make-handler';

/** GET /v1/oligos/all: every oligo, active and archived, sorted by name. */
export const handler = makeHandler({}, async () => ({
  body: { data: { oligos: (await listOligos('all')).map(toPublicOligo) } },
}));
