import { buildPath, type RouteDef, routeKey, routes } from '@oligowatch/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';

const samplePath = (route: RouteDef) =>
  buildPath(
    route.path,
    Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] as string, 'sample-id'])),
  );

describe('the local server serves every row of the route table', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await signIn(stack().admin.email, stack().admin.password);
  });

  it.each(routes.map((r) => [routeKey(r), r] as const))('%s is routed to its handler', async (_, route) => {
    const res = await api(route.method, samplePath(route));
    // API Gateway's own 404 body is { message: 'Not Found' }; any handler answers otherwise.
    expect(res.body).not.toEqual({ message: 'Not Found' });
    if (route.auth !== 'public') expect(res.status).toBe(401);
  });

  it('prefers a literal segment to a parameter, as API Gateway does', async () => {
    const debug = await api('GET', '/v1/debug', { token: adminToken });
    expect(debug.status).toBe(200);
  });

  it('answers an unknown path or method with 404', async () => {
    expect(await api('GET', '/v1/no-such-thing')).toEqual({ status: 404, body: { message: 'Not Found' } });
    expect((await api('PATCH', '/v1/oligos')).status).toBe(404);
  });
});
