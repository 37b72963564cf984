import type { Grant, RouteDef, RouteName } from '@oligowatch/shared/routes';
import type { TableId } from './data-tables';

export type TableAccessLevel = 'read' | 'write';

/** What one route's Lambda may do in AWS, derived from its row of the route table. */
export interface RouteAccess {
  readonly tables: Readonly<Partial<Record<TableId, TableAccessLevel>>>;
  /** ses:SendEmail/SendRawEmail on the sender identity, plus reading the app URL for links. */
  readonly sendsMail: boolean;
  /** Reads the session-token signing key (Secrets Manager). */
  readonly sessionKey: boolean;
  /** lambda:InvokeFunction on the import job function (asynchronous start of an import); set only when true. */
  readonly startsImportJob?: true;
  /** lambda:InvokeFunction on the report job function; set only when true. */
  readonly startsReportJob?: true;
  /** Calls NCBI while the user waits (NCBI e-mail, API key secret, longer timeout); set only when true. */
  readonly callsNcbi?: true;
}

/** Exhaustive: a grant added to the route table without a meaning here does not compile. */
const grantMeaning: Record<
  Grant,
  { table: TableId; level: TableAccessLevel } | 'mail' | 'importJob' | 'reportJob' | 'ncbi'
> = {
  'accounts:read': { table: 'accounts', level: 'read' },
  'accounts:write': { table: 'accounts', level: 'write' },
  'auth:read': { table: 'auth', level: 'read' },
  'auth:write': { table: 'auth', level: 'write' },
  'mail:send': 'mail',
  'catalog:read': { table: 'catalog', level: 'read' },
  'catalog:write': { table: 'catalog', level: 'write' },
  'targets:read': { table: 'targets', level: 'read' },
  'targets:write': { table: 'targets', level: 'write' },
  'imports:read': { table: 'imports', level: 'read' },
  'imports:write': { table: 'imports', level: 'write' },
  'reports:read': { table: 'reports', level: 'read' },
  'reports:write': { table: 'reports', level: 'write' },
  'jobs:import': 'importJob',
  'jobs:report': 'reportJob',
  'ncbi:query': 'ncbi',
};

/**
 * The auth middleware of every protected route verifies the token, checks the jti deny-list
 * (auth table) and that the account is still active (accounts table).
 */
const protectedRouteGrants: readonly Grant[] = ['accounts:read', 'auth:read'];

/**
 * Public routes that still sign or verify session tokens: sign-in issues one, and change-password
 * accepts a signed-in caller and hands back a fresh token. Every non-public route verifies one.
 */
const publicRoutesUsingSessionKey: ReadonlySet<string> = new Set<RouteName>(['login', 'changePassword']);

export const routeAccess = (route: RouteDef): RouteAccess => {
  const isProtected = route.auth !== 'public';
  const grants = [...(isProtected ? protectedRouteGrants : []), ...(route.grants ?? [])];
  const tables: Partial<Record<TableId, TableAccessLevel>> = {};
  let sendsMail = false;
  let startsImportJob = false;
  let startsReportJob = false;
  let callsNcbi = false;
  for (const grant of grants) {
    const meaning = grantMeaning[grant];
    if (meaning === 'mail') {
      sendsMail = true;
    } else if (meaning === 'importJob') {
      startsImportJob = true;
    } else if (meaning === 'reportJob') {
      startsReportJob = true;
    } else if (meaning === 'ncbi') {
      callsNcbi = true;
    } else if (tables[meaning.table] !== 'write') {
      // write (grantReadWriteData) includes read: keep the stronger of the two.
      tables[meaning.table] = meaning.level;
    }
  }
  return {
    tables,
    sendsMail,
    sessionKey: isProtected || publicRoutesUsingSessionKey.has(route.name),
    ...(startsImportJob ? { startsImportJob: true as const } : {}),
    ...(startsReportJob ? { startsReportJob: true as const } : {}),
    ...(callsNcbi ? { callsNcbi: true as const } : {}),
  };
};
