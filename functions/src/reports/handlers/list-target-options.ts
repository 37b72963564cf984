import { makeHandler } from '../../lib/http/make-handler';
import { listClades } from '../repository/clade-reads';

/** GET /v1/report/targetOptions: the clades that have samples, with their counts (report form). */
export const handler = makeHandler('listTargetOptions', {}, async () => ({
  body: { targets: await listClades() },
}));
