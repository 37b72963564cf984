import { describe, expect, it } from 'vitest';
import type { Grant } from './grants';
import { accessOfGrants, routeAccess } from './grants';
import { jobs } from './jobs';
import { findRouteByName, type RouteDef, routes } from './routes';

describe('accessOfGrants: what a list of grants means, for a route or a job', () => {
  it.each<[string, Grant[], ReturnType<typeof accessOfGrants>]>([
    ['nothing', [], { tables: {}, sendsMail: false }],
    [
      'write keeps write over a later read',
      ['targets:write', 'targets:read'],
      { tables: { targets: 'write' }, sendsMail: false },
    ],
    [
      'read then write is write',
      ['reports:read', 'reports:write'],
      { tables: { reports: 'write' }, sendsMail: false },
    ],
    ['mail', ['mail:send'], { tables: {}, sendsMail: true }],
    ['ncbi', ['ncbi:query'], { tables: {}, sendsMail: false, callsNcbi: true }],
    ['schedules', ['schedules:manage'], { tables: {}, sendsMail: false, managesSchedules: true }],
    ['exports write', ['exports:write'], { tables: {}, sendsMail: false, exports: 'write' }],
    ['exports read', ['exports:read'], { tables: {}, sendsMail: false, exports: 'read' }],
    ['report runs', ['workflows:reportRun'], { tables: {}, sendsMail: false, reportRuns: 'start' }],
    [
      'start over read for report runs',
      ['workflows:reportRun:read', 'workflows:reportRun'],
      { tables: {}, sendsMail: false, reportRuns: 'start' },
    ],
    [
      'exports write over read',
      ['exports:write', 'exports:read'],
      { tables: {}, sendsMail: false, exports: 'write' },
    ],
    ['one job', ['jobs:export'], { tables: {}, sendsMail: false, startsJobs: ['export'] }],
    [
      'two jobs, in the job table order whatever the grant order',
      ['jobs:export', 'jobs:import', 'jobs:export'],
      { tables: {}, sendsMail: false, startsJobs: ['import', 'export'] },
    ],
  ])('%s', (_, grants, expected) => {
    expect(accessOfGrants(grants)).toEqual(expected);
  });

  it('maps the job rows to their tables and the job each continues in', () => {
    expect(accessOfGrants(jobs.import.grants)).toEqual({
      tables: { targets: 'write', imports: 'write' },
      sendsMail: false,
      startsJobs: ['import'],
      callsNcbi: true,
    });
    // A report run's steps: the plan and segments read the clade (the oligos' ids for their strand
    // checks were kept when the report was frozen); only the alert mails.
    expect(accessOfGrants(jobs.reportPlan.grants)).toEqual({
      tables: { targets: 'read', reports: 'write' },
      sendsMail: false,
    });
    expect(accessOfGrants(jobs.reportSegment.grants)).toEqual({
      tables: { targets: 'read', reports: 'write' },
      sendsMail: false,
    });
    expect(accessOfGrants(jobs.reportReduce.grants)).toEqual({
      tables: { reports: 'write' },
      sendsMail: false,
    });
    // The change alert is the schedules feature's: it reads its schedule, and asks reports (their
    // port) for the runs' figures, the comparison and the mail's claims.
    expect(accessOfGrants(jobs.changeAlert.grants)).toEqual({
      tables: { schedules: 'read' },
      sendsMail: true,
      startsJobs: ['reportsPort'],
    });
    // A run asks the reports feature for its report (reportsPort): it touches no report itself.
    expect(accessOfGrants(jobs.scheduledRun.grants)).toEqual({
      tables: { schedules: 'write' },
      sendsMail: false,
      startsJobs: ['reportsPort'],
      managesSchedules: true,
    });
  });

  it('gives the called jobs what their feature owns, and nothing of their callers', () => {
    expect(accessOfGrants(jobs.sendPasswordLink.grants)).toEqual({
      tables: { accounts: 'read', auth: 'write' },
      sendsMail: true,
    });
    expect(accessOfGrants(jobs.createSchedule.grants)).toEqual({
      tables: { accounts: 'read', schedules: 'write' },
      sendsMail: false,
      managesSchedules: true,
    });
    expect(accessOfGrants(jobs.reportsPort.grants)).toEqual({
      tables: { catalog: 'read', targets: 'read', reports: 'write' },
      sendsMail: false,
      reportRuns: 'start',
    });
  });

  it('has a jobs grant for every job a function starts or calls, in the job table order', () => {
    // Only the scheduler fires scheduledRun, only the state machine runs a report run's steps.
    const startable = (Object.keys(jobs) as (keyof typeof jobs)[]).filter(
      (name) => name !== 'scheduledRun' && jobs[name].invocation !== 'task',
    );
    const granted = accessOfGrants(startable.map((name) => `jobs:${name}` as Grant)).startsJobs;
    expect(granted).toEqual(startable);
  });
});

describe('routeAccess: IAM grants from a route-table row', () => {
  it('lets the export route start the export job, and the status route only sign download links', () => {
    expect(routeAccess(findRouteByName('exportReport'))).toEqual({
      tables: { accounts: 'read', auth: 'read', reports: 'write' },
      sendsMail: false,
      sessionKey: true,
      startsJobs: ['export'],
      // Whether the report is still running is what its run's execution says.
      reportRuns: 'read',
    });
    expect(routeAccess(findRouteByName('getReportExport'))).toEqual({
      tables: { accounts: 'read', auth: 'read', reports: 'read' },
      sendsMail: false,
      sessionKey: true,
      exports: 'read',
    });
    expect(routes.filter((r) => routeAccess(r).exports).map((r) => r.name)).toEqual(['getReportExport']);
    expect(accessOfGrants(jobs.export.grants)).toEqual({
      tables: { reports: 'write' },
      sendsMail: false,
      exports: 'write',
    });
  });

  it('lets only the route that starts imports invoke the import job, beside its table grants', () => {
    // Issue 32: it also records the clade's query and, when asked, makes it follow (its schedule).
    expect(routeAccess(findRouteByName('processCachedImport'))).toEqual({
      tables: { accounts: 'read', auth: 'read', imports: 'write', targets: 'write' },
      sendsMail: false,
      sessionKey: true,
      startsJobs: ['import', 'setRefreshSchedule'],
    });
    expect(routeAccess(findRouteByName('initImportCache')).startsJobs).toBeUndefined();
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
      feature: 'debug',
      method: 'GET',
      path: '/v1/x',
      handler: 'lib/http/not-implemented',
      auth: 'public',
    };
    expect(routeAccess(row)).toEqual({ tables: {}, sendsMail: false, sessionKey: false });
  });

  it('gives a protected row without grants what its auth middleware needs: reads and the session key', () => {
    const row: RouteDef = {
      name: 'x',
      feature: 'debug',
      method: 'GET',
      path: '/v1/x',
      handler: 'lib/http/not-implemented',
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

  it("asks the reports feature through its port from other features' routes, which never read the reports table", () => {
    // An oligo's strand checks and a schedule's runs are reports' to answer (0029).
    expect(routeAccess(findRouteByName('listOligoStrandChecks'))).toEqual({
      tables: { accounts: 'read', auth: 'read', catalog: 'read' },
      sendsMail: false,
      sessionKey: true,
      startsJobs: ['reportsPort'],
    });
    expect(routeAccess(findRouteByName('listScheduleRuns'))).toEqual({
      tables: { accounts: 'read', auth: 'read', schedules: 'read' },
      sendsMail: false,
      sessionKey: true,
      startsJobs: ['reportsPort'],
    });
    expect(
      routes.filter((r) => r.feature !== 'reports' && routeAccess(r).tables.reports).map((r) => r.name),
    ).toEqual([]);
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
    // Password links are auth's: creating an account and the Admin's reset ask its job for one.
    expect(routeAccess(findRouteByName('createUser'))).toEqual({
      tables: { accounts: 'write', auth: 'read' },
      sendsMail: false,
      sessionKey: true,
      startsJobs: ['sendPasswordLink'],
    });
    expect(routeAccess(findRouteByName('adminResetPassword'))).toEqual({
      tables: { accounts: 'read', auth: 'read' },
      sendsMail: false,
      sessionKey: true,
      startsJobs: ['sendPasswordLink'],
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
