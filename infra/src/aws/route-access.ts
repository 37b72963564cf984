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
}

/** Exhaustive: a grant added to the route table without a meaning here does not compile. */
const grantMeaning: Record<Grant, { table: TableId; level: TableAccessLevel } | 'mail'> = {
  'accounts:read': { table: 'accounts', level: 'read' },
  'accounts:write': { table: 'accounts', level: 'write' },
  'auth:read': { table: 'auth', level: 'read' },
  'auth:write': { table: 'auth', level: 'write' },
  'mail:send': 'mail',
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
  for (const grant of grants) {
    const meaning = grantMeaning[grant];
    if (meaning === 'mail') {
      sendsMail = true;
    } else if (tables[meaning.table] !== 'write') {
      // write (grantReadWriteData) includes read: keep the stronger of the two.
      tables[meaning.table] = meaning.level;
    }
  }
  return { tables, sendsMail, sessionKey: isProtected || publicRoutesUsingSessionKey.has(route.name) };
};
