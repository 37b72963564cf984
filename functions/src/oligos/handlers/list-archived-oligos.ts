import { toPublicOligo } from '@oligowatch/shared/tables/catalog';
import { makeHandler } from '../../lib/http/make-handler';
import { listOligos } from '../repository/oligos-repository';

/** GET /v1/oligos/archived: the archived oligos, sorted by name. */
export const handler = makeHandler('listArchivedOligos', {}, async () => ({
  body: { data: { oligos: (await listOligos('archived')).map(toPublicOligo) } },
}));
