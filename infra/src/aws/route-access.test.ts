import { findRouteByName, type RouteDef } from '@oligowatch/shared/routes';
import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access';

describe('routeAccess: IAM grants from a route-table row', () => {
  it('lets only the route that starts imports invoke the import job, beside its table grants', () => {
    expect(routeAccess(findRouteByName('processCachedImport'))).toEqual({
      tables: { accounts: 'read', auth: 'read', imports: 'write' },
      sendsMail: false,
      sessionKey: true,
      startsImportJob: true,
    });
    expect(routeAccess(findRouteByName('initImportCache')).startsImportJob).toBeUndefined();
  });

  it('marks only the route that queries NCBI while the user waits as calling NCBI', () => {
    expect(routeAccess(findRouteByName('initImportCache'))).toEqual({
      tables: { accounts: 'read', auth: 'read', imports: 'write', targets: 'read' },
      sendsMail: false,
      sessionKey: true,
      callsNcbi: true,
    });
    expect(routeAccess(findRouteByName('processCachedImport')).callsNcbi).toBeUndefined();
  });

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
    const row: RouteDef = {
      name: 'x',
      method: 'GET',
      path: '/v1/x',
      handler: 'common/not-implemented',
      auth: 'user',
    };
    expect(routeAccess(row)).toEqual({
      tables: { accounts: 'read', auth: 'read' },
      sendsMail: false,
      sessionKey: true,
    });
    expect(routeAccess({ ...row, auth: 'admin' })).toEqual(routeAccess(row));
  });

  it('lets the oligo and product routes read or write the catalog table, beside what auth needs', () => {
    expect(routeAccess(findRouteByName('getOligo')).tables).toEqual({
      accounts: 'read',
      auth: 'read',
      catalog: 'read',
    });
    expect(routeAccess(findRouteByName('updateProduct')).tables).toEqual({
      accounts: 'read',
      auth: 'read',
      catalog: 'write',
    });
  });

  it('keeps write when a protected row also writes a table it reads for auth', () => {
    expect(routeAccess(findRouteByName('logout'))).toEqual({
      tables: { accounts: 'read', auth: 'write' },
      sendsMail: false,
      sessionKey: true,
    });
  });

  it('maps the account management rows to exactly their grants', () => {
    const readOnly = { tables: { accounts: 'read', auth: 'read' }, sendsMail: false, sessionKey: true };
    const writesAccounts = {
      tables: { accounts: 'write', auth: 'read' },
      sendsMail: false,
      sessionKey: true,
    };
    for (const name of ['getUser', 'listActiveUsers', 'listDeactivatedUsers'] as const)
      expect(routeAccess(findRouteByName(name))).toEqual(readOnly);
    for (const name of ['updateUser', 'deactivateUser', 'restoreUser'] as const)
      expect(routeAccess(findRouteByName(name))).toEqual(writesAccounts);
    // Creating stores the enrollment link (auth) and mails it; the Admin's reset mails a link too.
    expect(routeAccess(findRouteByName('createUser'))).toEqual({
      tables: { accounts: 'write', auth: 'write' },
      sendsMail: true,
      sessionKey: true,
    });
    expect(routeAccess(findRouteByName('adminResetPassword'))).toEqual({
      tables: { accounts: 'read', auth: 'write' },
      sendsMail: true,
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
