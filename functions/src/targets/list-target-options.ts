import { listClades } from '../lib/db/target-queries';
import { makeHandler } from '../lib/http/make-handler';

/** GET /v1/report/targetOptions: the clades that have samples, with their counts (report form). */
export const handler = makeHandler({}, async () => ({ body: { targets: await listClades() } }));
