import { toPublicOligo } from '@oligowatch/shared/tables/catalog';
import { makeHandler } from '../../lib/http/make-handler';
import { listOligos } from '../repository/oligos-repository';

/** GET /v1/oligos/all: every oligo, active and archived, sorted by name. */
export const handler = makeHandler('listAllOligos', {}, async () => ({
  body: { data: { oligos: (await listOligos('all')).map(toPublicOligo) } },
}));
