import { type JobName, jobNames } from '@oligowatch/shared/jobs';
import type { Grant, RouteDef, RouteName } from '@oligowatch/shared/routes';
import type { TableId } from './data-tables';

export type TableAccessLevel = 'read' | 'write';

/** What a list of grants (one row of the route or job table) lets a Lambda do in AWS. */
export interface GrantedAccess {
  readonly tables: Readonly<Partial<Record<TableId, TableAccessLevel>>>;
  /** ses:SendEmail/SendRawEmail on the sender identity, plus reading the app URL for links. */
  readonly sendsMail: boolean;
  /**
   * The jobs it starts: lambda:InvokeFunction on each one's function only, and the variable
   * carrying its name (jobFunctionEnvVar); set only when there is one.
   */
  readonly startsJobs?: readonly JobName[];
  /** Calls NCBI (NCBI e-mail, API key secret; a route also gets a longer timeout); set only when true. */
  readonly callsNcbi?: true;
  /**
   * Manages schedules: scheduler:Create/Update/DeleteSchedule in the stack's group, iam:PassRole on
   * the scheduler's role, and the scheduler's settings (ReportSchedules.grantManage); set only when true.
   */
  readonly managesSchedules?: true;
  /**
   * Report exports in the exports bucket (its name in EXPORTS_BUCKET): 'write' puts and gets the
   * files, 'read' only gets them (to sign download links); set only when granted.
   */
  readonly exports?: TableAccessLevel;
}

/** What one route's Lambda may do in AWS, derived from its row of the route table. */
export interface RouteAccess extends GrantedAccess {
  /** Reads the session-token signing key (Secrets Manager). */
  readonly sessionKey: boolean;
}

type GrantMeaning =
  | { table: TableId; level: TableAccessLevel }
  | 'mail'
  | { job: JobName }
  | 'ncbi'
  | 'scheduler'
  | { exports: TableAccessLevel };

/** Exhaustive: a grant added to the route table without a meaning here does not compile. */
const grantMeaning: Record<Grant, GrantMeaning> = {
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
  'jobs:import': { job: 'import' },
  'jobs:report': { job: 'report' },
  'ncbi:query': 'ncbi',
  'schedules:read': { table: 'schedules', level: 'read' },
  'schedules:write': { table: 'schedules', level: 'write' },
  'schedules:manage': 'scheduler',
  'exports:write': { exports: 'write' },
  'exports:read': { exports: 'read' },
  'jobs:export': { job: 'export' },
};

/** The meaning of a list of grants, whoever holds it (a route's Lambda or a job's). */
export const accessOfGrants = (grants: readonly Grant[]): GrantedAccess => {
  const tables: Partial<Record<TableId, TableAccessLevel>> = {};
  let sendsMail = false;
  const startsJobs = new Set<JobName>();
  let callsNcbi = false;
  let managesSchedules = false;
  let exports: TableAccessLevel | undefined;
  for (const grant of grants) {
    const meaning = grantMeaning[grant];
    if (meaning === 'mail') {
      sendsMail = true;
    } else if (meaning === 'ncbi') {
      callsNcbi = true;
    } else if (meaning === 'scheduler') {
      managesSchedules = true;
    } else if ('exports' in meaning) {
      if (exports !== 'write') exports = meaning.exports;
    } else if ('job' in meaning) {
      startsJobs.add(meaning.job);
    } else if (tables[meaning.table] !== 'write') {
      // write (grantReadWriteData) includes read: keep the stronger of the two.
      tables[meaning.table] = meaning.level;
    }
  }
  return {
    tables,
    sendsMail,
    // In the job table's order, so templates and tests do not depend on the order of grants.
    ...(startsJobs.size > 0 ? { startsJobs: jobNames.filter((name) => startsJobs.has(name)) } : {}),
    ...(callsNcbi ? { callsNcbi: true as const } : {}),
    ...(managesSchedules ? { managesSchedules: true as const } : {}),
    ...(exports ? { exports } : {}),
  };
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
  const { tables, sendsMail, ...optional } = accessOfGrants([
    ...(isProtected ? protectedRouteGrants : []),
    ...(route.grants ?? []),
  ]);
  return {
    tables,
    sendsMail,
    sessionKey: isProtected || publicRoutesUsingSessionKey.has(route.name),
    ...optional,
  };
};
