import { routes } from '@oligowatch/shared/routes';
import { tables } from '@oligowatch/shared/tables';
import { getConfig } from '../../lib/config';
import { makeHandler } from '../../lib/http/make-handler';

const startedAt = new Date().toISOString();

/** GET /v1/debug (Admin): what this deployment is, its tables as this function sees them, and its routes by feature. */
export const handler = makeHandler('getDebug', {}, async ({ caller }) => {
  const config = getConfig();
  return {
    body: {
      status: 'ok',
      stage: config.STAGE,
      region: config.AWS_REGION,
      node: process.version,
      time: new Date().toISOString(),
      coldStartAt: startedAt,
      caller: caller?.id,
      tables: Object.fromEntries(tables.map((t) => [t.id, config[t.envVar]])),
      routes: routes.map((r) => ({
        name: r.name,
        route: `${r.method} ${r.path}`,
        feature: r.feature,
      })),
    },
  };
});
