import { toPublicOligo } from '@oligowatch/shared/tables/catalog';
import { makeHandler } from '../../lib/http/make-handler';
import { listOligos } from '../repository/oligos-repository';

/** GET /v1/oligos: the active oligos, sorted by name. */
export const handler = makeHandler('listActiveOligos', {}, async () => ({
  body: { data: { oligos: (await listOligos('active')).map(toPublicOligo) } },
}));
