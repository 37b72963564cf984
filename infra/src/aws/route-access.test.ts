import { findRouteByName, type RouteDef } from '@oligowatch/shared/routes';
import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access';

describe('routeAccess: IAM grants from a route-table row', () => {
  it('gives a public row without grants nothing at all', () => {
    const row: RouteDef = {
      name: 'x',
      method: 'GET',
      path: '/v1/x',
      handler: 'common/not-implemented',
      auth: 'public',
    };
    expect(routeAccess(row)).toEqual({ tables: {}, sendsMail: false, sessionKey: false });
  });

  it('gives a protected row without grants what its auth middleware needs: reads and the session key', () => {
    expect(routeAccess(findRouteByName('listProducts'))).toEqual({
      tables: { accounts: 'read', auth: 'read' },
      sendsMail: false,
      sessionKey: true,
    });
    expect(routeAccess(findRouteByName('listActiveUsers'))).toEqual(routeAccess(findRouteByName('getOligo')));
  });

  it('keeps write when a protected row also writes a table it reads for auth', () => {
    expect(routeAccess(findRouteByName('logout'))).toEqual({
      tables: { accounts: 'read', auth: 'write' },
      sendsMail: false,
      sessionKey: true,
    });
  });

  it('maps the public account rows to exactly their grants', () => {
    expect(routeAccess(findRouteByName('login'))).toEqual({
      tables: { accounts: 'read', auth: 'write' },
      sendsMail: false,
      sessionKey: true,
    });
    expect(routeAccess(findRouteByName('forgotPassword'))).toEqual({
      tables: { accounts: 'read', auth: 'write' },
      sendsMail: true,
      sessionKey: false,
    });
    expect(routeAccess(findRouteByName('resetPassword'))).toEqual({
      tables: { accounts: 'write', auth: 'write' },
      sendsMail: false,
      sessionKey: false,
    });
    // Public, yet a signed-in caller may use it and gets a fresh token back.
    expect(routeAccess(findRouteByName('changePassword'))).toEqual({
      tables: { accounts: 'write', auth: 'write' },
      sendsMail: false,
      sessionKey: true,
    });
  });
});
