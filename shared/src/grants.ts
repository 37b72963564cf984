/**
 * What a route's or a job's Lambda may touch, beyond what a route's auth level implies (protected
 * routes always read the accounts and auth tables to verify the caller). The CDK stack turns these
 * into least-privilege IAM grants and environments; the functions check at cold start that the
 * settings their grants need are there (function-settings.ts). One meaning, here, for both.
 */
export type Grant =
  | 'accounts:read'
  | 'accounts:write'
  | 'auth:read'
  | 'auth:write'
  | 'mail:send'
  /** Oligos and products (one table). */
  | 'catalog:read'
  | 'catalog:write'
  /** Targets, samples, sequences and clades (one table). */
  | 'targets:read'
  | 'targets:write'
  /** Cached NCBI queries and import progress. */
  | 'imports:read'
  | 'imports:write'
  /** Starts the import job asynchronously (lambda:InvokeFunction on the job function). */
  | 'jobs:import'
  /** Mismatch reports: summaries, statistics, rows and provenance. */
  | 'reports:read'
  | 'reports:write'
  /**
   * Calls NCBI E-utilities while the user waits: the NCBI e-mail and API key secret (when
   * configured) and a Lambda timeout that fits the request-path budget of its NCBI calls.
   */
  | 'ncbi:query'
  /**
   * Creates, updates and deletes the schedules of scheduled reports (scheduler:* on the stack's
   * schedule group only, and passing the scheduler's role only) and knows the scheduler's settings.
   */
  | 'schedules:manage'
  /** Recurring reports: schedules and their runs (one table). */
  | 'schedules:read'
  | 'schedules:write'
  /** Writes report exports to the exports bucket (and reads them back). */
  | 'exports:write'
  /** Signs download links of report exports (a presigned GET carries the signer's rights). */
  | 'exports:read'
  /** Starts the export job asynchronously. */
  | 'jobs:export'
  /** Calls the auth feature's password-link job and waits for its answer. */
  | 'jobs:sendPasswordLink'
  /** Calls the schedules feature's job that creates a schedule, and waits for its answer. */
  | 'jobs:createSchedule'
  /**
   * Calls the reports feature's port for other features (a scheduled run's report made and
   * started, its summary, figures, comparison and alert claims; an oligo's strand checks), and
   * waits for its answer.
   */
  | 'jobs:reportsPort'
  /** Starts a followed clade's refresh job asynchronously (issue 32). */
  | 'jobs:refresh'
  /** Calls the schedules feature's job that makes, changes or deletes a followed clade's schedule. */
  | 'jobs:setRefreshSchedule'
  /** Starts report runs (the reportRun state machine) and reads what their executions say. */
  | 'workflows:reportRun'
  /** Reads what report runs' executions say (a report shown as running has a live execution). */
  | 'workflows:reportRun:read';

export type TableId = 'accounts' | 'auth' | 'catalog' | 'targets' | 'imports' | 'reports' | 'schedules';
export type TableAccessLevel = 'read' | 'write';
/** The jobs grants may name (the job table's rows, shared/src/jobs.ts). */
export type GrantedJob = Grant extends infer G ? (G extends `jobs:${infer N}` ? N : never) : never;

/** What a list of grants (one row of the route or job table) lets a Lambda do in AWS. */
export interface GrantedAccess {
  readonly tables: Readonly<Partial<Record<TableId, TableAccessLevel>>>;
  /** ses:SendEmail/SendRawEmail on the sender identity, plus reading the app URL for links. */
  readonly sendsMail: boolean;
  /**
   * The jobs it starts or calls: lambda:InvokeFunction on each one's function only, and the
   * variable carrying its name (jobFunctionEnvVar); set only when there is one.
   */
  readonly startsJobs?: readonly GrantedJob[];
  /** Calls NCBI (NCBI e-mail, API key secret; a route also gets a longer timeout); set only when true. */
  readonly callsNcbi?: true;
  /**
   * Manages schedules: scheduler:Create/Update/DeleteSchedule in the stack's group, iam:PassRole on
   * the scheduler's role, and the scheduler's settings; set only when true.
   */
  readonly managesSchedules?: true;
  /**
   * Report exports in the exports bucket (its name in EXPORTS_BUCKET): 'write' puts and gets the
   * files, 'read' only gets them (to sign download links); set only when granted.
   */
  readonly exports?: TableAccessLevel;
  /**
   * The report run's state machine: 'start' starts executions and reads them (states:StartExecution,
   * DescribeExecution), 'read' only reads them; set only when granted.
   */
  readonly reportRuns?: 'start' | 'read';
}

/** What one route's Lambda may do in AWS, derived from its row of the route table. */
export interface RouteAccess extends GrantedAccess {
  /** Reads the session-token signing key (Secrets Manager). */
  readonly sessionKey: boolean;
}

type GrantMeaning =
  | { table: TableId; level: TableAccessLevel }
  | 'mail'
  | { job: GrantedJob }
  | 'ncbi'
  | 'scheduler'
  | { exports: TableAccessLevel }
  | { reportRuns: 'start' | 'read' };

/** Exhaustive: a grant added without a meaning here does not compile. */
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
  'ncbi:query': 'ncbi',
  'schedules:read': { table: 'schedules', level: 'read' },
  'schedules:write': { table: 'schedules', level: 'write' },
  'schedules:manage': 'scheduler',
  'exports:write': { exports: 'write' },
  'exports:read': { exports: 'read' },
  'jobs:export': { job: 'export' },
  'jobs:sendPasswordLink': { job: 'sendPasswordLink' },
  'jobs:createSchedule': { job: 'createSchedule' },
  'jobs:reportsPort': { job: 'reportsPort' },
  'jobs:refresh': { job: 'refresh' },
  'jobs:setRefreshSchedule': { job: 'setRefreshSchedule' },
  'workflows:reportRun': { reportRuns: 'start' },
  'workflows:reportRun:read': { reportRuns: 'read' },
};

/** The order jobs are listed in (the job table's), so derived lists never depend on grant order. */
const JOB_ORDER: readonly GrantedJob[] = [
  'import',
  'refresh',
  'setRefreshSchedule',
  'export',
  'sendPasswordLink',
  'createSchedule',
  'reportsPort',
];

/** The meaning of a list of grants, whoever holds it (a route's Lambda or a job's). */
export const accessOfGrants = (grants: readonly Grant[]): GrantedAccess => {
  const tables: Partial<Record<TableId, TableAccessLevel>> = {};
  let sendsMail = false;
  const startsJobs = new Set<GrantedJob>();
  let callsNcbi = false;
  let managesSchedules = false;
  let exports: TableAccessLevel | undefined;
  let reportRuns: 'start' | 'read' | undefined;
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
    } else if ('reportRuns' in meaning) {
      if (reportRuns !== 'start') reportRuns = meaning.reportRuns;
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
    ...(startsJobs.size > 0 ? { startsJobs: JOB_ORDER.filter((name) => startsJobs.has(name)) } : {}),
    ...(callsNcbi ? { callsNcbi: true as const } : {}),
    ...(managesSchedules ? { managesSchedules: true as const } : {}),
    ...(exports ? { exports } : {}),
    ...(reportRuns ? { reportRuns } : {}),
  };
};

/**
 * The token check of every protected route verifies the token, checks the jti deny-list (auth
 * table) and that the account is still active (accounts table).
 */
const protectedRouteGrants: readonly Grant[] = ['accounts:read', 'auth:read'];

/**
 * Public routes that still sign or verify session tokens: sign-in issues one, and change-password
 * accepts a signed-in caller and hands back a fresh token. Every non-public route verifies one.
 */
const publicRoutesUsingSessionKey: ReadonlySet<string> = new Set(['login', 'changePassword']);

export const routeAccess = (route: {
  readonly name: string;
  /** The route's auth level: anything but 'public' verifies a session token. */
  readonly auth: string;
  readonly grants?: readonly Grant[];
}): RouteAccess => {
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
