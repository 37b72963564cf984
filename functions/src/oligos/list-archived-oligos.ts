import { listOligos, toPublicOligo } from '../lib/db/oligos-repository';
import { makeHandler } from '../lib/http/make-handler';

/** GET /v1/oligos/archived: the archived oligos, sorted by name. */
export const handler = makeHandler({}, async () => ({
  body: { data: { oligos: (await listOligos('archived')).map(toPublicOligo) } },
}));
