import { requiredSettings } from '@oligowatch/shared/function-settings';
import { accessOfGrants, routeAccess, type TableAccessLevel } from '@oligowatch/shared/grants';
import { type JobDef, type JobName, jobFunctionEnvVar, jobNames, jobs } from '@oligowatch/shared/jobs';
import { findRouteByName, type RouteDef, type RouteName, routeKey, routes } from '@oligowatch/shared/routes';
import { tables } from '@oligowatch/shared/tables';
import { workflowEnvVar } from '@oligowatch/shared/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TAG } from './api-routes';
import { JOB_TAG } from './background-jobs';
import type { OligoWatchStack } from './oligowatch-stack';
import { type Synthesized, synthesizeOligoWatch } from './synth-for-test';
import {
  asArray,
  type CfnResourceJson,
  getAttTarget,
  logicalIdOf,
  propsOf,
  refTarget,
  resourcesOf,
  statementsOfRole,
} from './template-queries';

// One synthesis for the whole file: bundling the route functions is the slow part.
let synth: Synthesized<OligoWatchStack>;
let resources: Record<string, CfnResourceJson>;
beforeAll(() => {
  synth = synthesizeOligoWatch();
  resources = resourcesOf(synth.template);
});
afterAll(() => synth?.cleanup());

const ofType = (type: string): [string, CfnResourceJson][] =>
  Object.entries(resources).filter(([, r]) => r.Type === type);

const routeTagOf = (resource: CfnResourceJson): string | undefined =>
  asArray(resource.Properties?.Tags as { Key: string; Value: string }[]).find((t) => t.Key === ROUTE_TAG)
    ?.Value;

/** The Lambda that API Gateway invokes for a route key, followed through route -> integration. */
const functionBehind = (key: string): string | undefined => {
  const route = ofType('AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties?.RouteKey === key)?.[1];
  const target = route?.Properties?.Target as { 'Fn::Join': [string, [string, { Ref: string }]] } | undefined;
  const [prefix, integrationRef] = target?.['Fn::Join'][1] ?? [];
  if (prefix !== 'integrations/' || !integrationRef) return undefined;
  const integration = resources[integrationRef.Ref];
  expect(integration?.Properties).toMatchObject({
    IntegrationType: 'AWS_PROXY',
    PayloadFormatVersion: '2.0',
  });
  return getAttTarget(integration?.Properties?.IntegrationUri, 'Arn');
};

const routeFunctionId = (name: RouteName): string => {
  const found = ofType('AWS::Lambda::Function').find(([, r]) => routeTagOf(r) === name);
  if (!found) throw new Error(`No function tagged ${ROUTE_TAG}=${name}`);
  return found[0];
};

describe('HTTP API routes from the shared route table', () => {
  it.each(routes.map((r) => [routeKey(r), r] as const))(
    '%s is a route with its own function',
    (key, route) => {
      const fnId = functionBehind(key);
      expect(fnId, `no route ${key} with a Lambda integration`).toBeDefined();
      const fn = resources[fnId as string];
      expect(routeTagOf(fn as CfnResourceJson)).toBe(route.name);
      expect(fn?.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Description: `${route.method} ${route.path} (${route.auth})`,
        // A route calling NCBI while the user waits has room for its request budget (ncbi-access.ts).
        Timeout: routeAccess(route).callsNcbi ? 27 : 15,
      });
      // API Gateway may invoke it, from this route's path only.
      const permission = ofType('AWS::Lambda::Permission').find(
        ([, p]) => getAttTarget(p.Properties?.FunctionArn ?? p.Properties?.FunctionName, 'Arn') === fnId,
      )?.[1];
      expect(JSON.stringify(permission?.Properties?.SourceArn)).toContain(`/*/*${route.path}"`);
    },
  );

  it('has no route that is not in the table, and no authorizer', () => {
    const keys = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties?.RouteKey);
    expect(keys.sort()).toEqual(routes.map(routeKey).sort());
    expect(ofType('AWS::ApiGatewayV2::Authorizer')).toEqual([]);
  });

  it('deploys one function per row: Lambda count = routes (counted by the route tag)', () => {
    const functions = ofType('AWS::Lambda::Function');
    const routeFunctions = functions.filter(([, r]) => routeTagOf(r) !== undefined);
    expect(routeFunctions).toHaveLength(routes.length);
    expect(routeFunctions.map(([, r]) => routeTagOf(r)).sort()).toEqual(routes.map((r) => r.name).sort());
    // Rows sharing a handler file (the 501 placeholder) still get a function each.
    expect(new Set(routes.map((r) => functionBehind(routeKey(r)))).size).toBe(routes.length);
    // The only other Lambdas are the jobs and CDK's BucketDeployment handler (SPA upload).
    const others = functions.filter(([, r]) => routeTagOf(r) === undefined).map(([id]) => id);
    expect(others.filter((id) => !id.startsWith('CustomCDKBucketDeployment')).sort()).toEqual(
      jobNames.map((name) => logicalIdOf(synth.stack.jobs[name])).sort(),
    );
    expect(others).toHaveLength(jobNames.length + 1);
  });

  it('sends every route function to the one shared log group, and each job to its own', () => {
    const logGroupOf = (fn: CfnResourceJson) =>
      refTarget((propsOf(fn).LoggingConfig as { LogGroup: unknown }).LogGroup);
    const shared = logicalIdOf(synth.stack.apiRoutes.functionLogs);
    expect(resources[shared]?.Properties).toMatchObject({ RetentionInDays: 90 });
    for (const route of routes)
      expect(logGroupOf(resources[routeFunctionId(route.name)] as CfnResourceJson)).toBe(shared);
    const jobGroups = jobNames.map((name) =>
      logGroupOf(resources[logicalIdOf(synth.stack.jobs[name])] as CfnResourceJson),
    );
    expect(new Set([shared, ...jobGroups]).size).toBe(jobNames.length + 1);
    // The shared group, one per job, the API's access logs, the report run's and the SPA upload's:
    // none per route.
    expect(ofType('AWS::Logs::LogGroup')).toHaveLength(jobNames.length + 4);
  });

  it('gives every function exactly the settings its grants need, and no other (least privilege)', () => {
    const tableIds = Object.fromEntries(
      tables.map((t) => [t.envVar, logicalIdOf(synth.stack.tables.byId[t.id])]),
    );
    const envOf = (fnId: string) =>
      (propsOf(resources[fnId]).Environment as { Variables: Record<string, unknown> }).Variables;
    const expectedEnv = (
      access: ReturnType<typeof accessOfGrants> & { sessionKey?: boolean },
      route: boolean,
    ) => ({
      STAGE: 'test',
      POWERTOOLS_SERVICE_NAME: 'oligowatch',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      NODE_OPTIONS: '--enable-source-maps',
      ...Object.fromEntries(
        tables.filter((t) => access.tables[t.id]).map((t) => [t.envVar, { Ref: tableIds[t.envVar] }]),
      ),
      ...(access.sendsMail
        ? { MAIL_FROM: 'oligowatch@example.com', APP_URL_PARAMETER: '/oligowatch/test/app-url' }
        : {}),
      ...(access.sessionKey ? { JWT_SECRET_ARN: { Ref: logicalIdOf(synth.stack.sessionKey) } } : {}),
      // The origin key by its secret's ARN, read at cold start: never its value.
      ...(route ? { ORIGIN_KEY_SECRET_ARN: { Ref: logicalIdOf(synth.stack.originKey) } } : {}),
      ...(access.managesSchedules ? schedulerEnv() : {}),
      ...Object.fromEntries(
        (access.startsJobs ?? []).map((name) => [jobFunctionEnvVar(name), `oligowatch-test-${name}-job`]),
      ),
      ...(access.exports ? { EXPORTS_BUCKET: { Ref: logicalIdOf(synth.stack.exports.bucket) } } : {}),
      ...(access.reportRuns ? { [workflowEnvVar('reportRun')]: reportRunArnJson('stateMachine', '') } : {}),
    });
    for (const route of routes)
      expect(envOf(routeFunctionId(route.name)), route.name).toEqual(expectedEnv(routeAccess(route), true));
    for (const name of jobNames)
      expect(envOf(logicalIdOf(synth.stack.jobs[name])), name).toEqual(
        expectedEnv(accessOfGrants(jobs[name].grants), false),
      );
  });

  it('gives every function, route or job, exactly the settings its cold-start check asks for', () => {
    const names = (fnId: string) =>
      Object.keys((propsOf(resources[fnId]).Environment as { Variables: object }).Variables);
    const satisfies = (present: string[], settings: ReturnType<typeof requiredSettings>) =>
      settings.every((s) => (typeof s === 'string' ? [s] : s).some((name) => present.includes(name)));
    for (const route of routes)
      expect(
        satisfies(names(routeFunctionId(route.name)), requiredSettings(routeAccess(route))),
        route.name,
      ).toBe(true);
    for (const name of jobNames)
      expect(
        satisfies(
          names(logicalIdOf(synth.stack.jobs[name])),
          requiredSettings(accessOfGrants(jobs[name].grants)),
        ),
        name,
      ).toBe(true);
  });
});

const schedulerEnv = () => {
  const schedules = synth.stack.schedules;
  return {
    SCHEDULER: 'eventbridge',
    SCHEDULE_TIMEZONE: 'UTC',
    SCHEDULE_GROUP: 'oligowatch-test-reports',
    SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [logicalIdOf(schedules.role), 'Arn'] },
    SCHEDULED_RUN_FUNCTION_ARN: synth.stack.resolve(schedules.runFunctionArn),
    SCHEDULE_DLQ_ARN: { 'Fn::GetAtt': [logicalIdOf(schedules.deadLetterQueue), 'Arn'] },
    REFRESH_FUNCTION_ARN: synth.stack.resolve(schedules.refreshFunctionArn),
    REFRESH_SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [logicalIdOf(schedules.refreshRole), 'Arn'] },
  };
};

/** Whether a statement is one of ReportSchedules.grantManage's two (exact forms in report-schedules.test.ts). */
const isScheduleManagement = (actions: readonly string[], resource: unknown): boolean => {
  const schedules = synth.stack.schedules;
  const json = JSON.stringify(resource);
  if (json === JSON.stringify(synth.stack.resolve(schedules.schedulesArn)))
    return (
      [...actions].sort().join() ===
      'scheduler:CreateSchedule,scheduler:DeleteSchedule,scheduler:UpdateSchedule'
    );
  // Both scheduler roles: the report schedules' and the followed clades' (issue 32).
  const roles = [logicalIdOf(schedules.role), logicalIdOf(schedules.refreshRole)];
  return roles.includes(getAttTarget(resource, 'Arn') as string) && actions.join() === 'iam:PassRole';
};

/** What a function's role (a route's or a job's) may do, read back from the template's IAM policies. */
interface GrantedAccess {
  tables: Partial<Record<string, TableAccessLevel>>;
  sessionKey: boolean;
  /** Reads the origin key's secret (every route: it checks CloudFront's header at cold start). */
  originKey: boolean;
  /** The job functions it may invoke. */
  jobs: JobName[];
  mail: boolean;
  appUrl: boolean;
  ownLogs: boolean;
  /** Manages the group's schedules (both statements of ReportSchedules.grantManage). */
  schedules: boolean;
  /** Get (read) or Put and Get (write) on the export files of the exports bucket. */
  exports?: 'read' | 'write';
  /** Starts report runs and reads them ('start'), or only reads them ('read'). */
  reportRuns?: 'start' | 'read';
  unexplained: unknown[];
}

/** The report run's state machine ARN ('stateMachine', '') or its executions' ('execution', ':*'), as synthesized. */
const reportRunArnJson = (kind: 'stateMachine' | 'execution', tail: string) => ({
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      ':states:',
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      `:${kind}:oligowatch-test-report-run${tail}`,
    ],
  ],
});

/**
 * Reads a statement on the report run's state machine into `access`: StartExecution on the machine,
 * DescribeExecution on its executions; false when the statement is about something else.
 */
const readReportRunStatement = (
  actions: readonly string[],
  resource: unknown,
  access: { reportRuns?: 'start' | 'read' },
): boolean => {
  const json = JSON.stringify(resource);
  if (json === JSON.stringify(reportRunArnJson('stateMachine', ''))) {
    expect(actions).toEqual(['states:StartExecution']);
    access.reportRuns = 'start';
    return true;
  }
  if (json === JSON.stringify(reportRunArnJson('execution', ':*'))) {
    expect(actions).toEqual(['states:DescribeExecution']);
    access.reportRuns ??= 'read';
    return true;
  }
  return false;
};

/** Reads every statement of a function's role into GrantedAccess; `name` labels a failure. */
const grantedAccessOf = (fnId: string, name: string): GrantedAccess => {
  const fn = resources[fnId] as CfnResourceJson;
  const roleId = getAttTarget(fn.Properties?.Role, 'Arn') as string;
  const logsId = refTarget((propsOf(fn).LoggingConfig as { LogGroup: unknown }).LogGroup);
  const tableIdToName = new Map(tables.map((t) => [logicalIdOf(synth.stack.tables.byId[t.id]), t.id]));
  const secretId = logicalIdOf(synth.stack.sessionKey);
  const mailId = logicalIdOf(synth.stack.mail.identity);

  const originKeyId = logicalIdOf(synth.stack.originKey);
  const access: GrantedAccess = {
    tables: {},
    sessionKey: false,
    originKey: false,
    jobs: [],
    mail: false,
    appUrl: false,
    ownLogs: false,
    schedules: false,
    unexplained: [],
  };
  const exportsBucketId = logicalIdOf(synth.stack.exports.bucket);
  for (const statement of statementsOfRole(synth.template, roleId)) {
    expect(statement.Effect).toBe('Allow');
    const actions = asArray(statement.Action);
    expect(actions.filter((a) => a.endsWith(':*') || a === '*')).toEqual([]);
    for (const resource of asArray(statement.Resource)) {
      const json = JSON.stringify(resource);
      const tableName = tableIdToName.get(getAttTarget(resource, 'Arn') ?? '');
      const indexOf = [...tableIdToName].find(([id]) => json === indexArnJson(id))?.[1];
      if (tableName || indexOf) {
        const level = actions.includes('dynamodb:PutItem') ? 'write' : 'read';
        expect(actions).toContain('dynamodb:GetItem');
        if (tableName) access.tables[tableName] = level;
        else
          expect(access.tables[indexOf as string], `index grant without table grant (${name})`).toBe(level);
      } else if (getAttTarget(resource, 'Arn') === logsId) {
        expect([...actions].sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
        access.ownLogs = true;
      } else if (refTarget(resource) === secretId) {
        expect([...actions].sort()).toEqual([
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
        ]);
        access.sessionKey = true;
      } else if (refTarget(resource) === originKeyId) {
        expect([...actions].sort()).toEqual([
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
        ]);
        access.originKey = true;
      } else if (json.includes(':identity/') && json.includes(`{"Ref":"${mailId}"}`)) {
        expect([...actions].sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
        access.mail = true;
      } else if (/:function:oligowatch-test-([a-zA-Z]+)-job"/.test(json)) {
        // By the job's fixed name (a job continuing itself cannot reference its own ARN).
        expect(actions).toEqual(['lambda:InvokeFunction']);
        access.jobs.push(/:function:oligowatch-test-([a-zA-Z]+)-job"/.exec(json)?.[1] as JobName);
      } else if (isScheduleManagement(actions, resource)) {
        access.schedules = true;
      } else if (
        json ===
        JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [exportsBucketId, 'Arn'] }, '/exports/*']] })
      ) {
        access.exports = actions.includes('s3:PutObject') ? 'write' : 'read';
        expect(actions).toEqual(
          access.exports === 'write' ? ['s3:GetObject', 's3:PutObject'] : ['s3:GetObject'],
        );
      } else if (json.endsWith(':parameter/oligowatch/test/app-url"]]}')) {
        expect(actions).toEqual(['ssm:GetParameter']);
        access.appUrl = true;
      } else if (readReportRunStatement(actions, resource, access)) {
        // Read into access.reportRuns.
      } else {
        access.unexplained.push({ actions, resource });
      }
    }
  }
  access.jobs.sort();
  return access;
};

const grantedAccess = (name: RouteName): GrantedAccess => grantedAccessOf(routeFunctionId(name), name);

/** What a function's role must allow, no more: its row's grants; on a route also the origin key. */
const impliedAccess = (
  expected: ReturnType<typeof accessOfGrants> & { sessionKey?: boolean },
  options: { route: boolean },
): GrantedAccess => ({
  tables: expected.tables,
  sessionKey: expected.sessionKey === true,
  originKey: options.route,
  jobs: [...(expected.startsJobs ?? [])].sort(),
  mail: expected.sendsMail,
  appUrl: expected.sendsMail,
  ownLogs: true,
  schedules: expected.managesSchedules === true,
  ...(expected.exports ? { exports: expected.exports } : {}),
  ...(expected.reportRuns ? { reportRuns: expected.reportRuns } : {}),
  unexplained: [],
});

const indexArnJson = (tableLogicalId: string): string =>
  JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableLogicalId, 'Arn'] }, '/index/*']] });

describe('least-privilege grants per route function', () => {
  it.each(routes.map((r) => [r.name, r] as const))(
    '%s has exactly what its row implies',
    (_, route: RouteDef) => {
      expect(grantedAccess(route.name as RouteName)).toEqual(
        impliedAccess(routeAccess(route), { route: true }),
      );
    },
  );

  it('getDebug is a protected route without grants', () => {
    expect(findRouteByName('getDebug').grants).toBeUndefined();
  });

  it.each<[string, RouteName, Partial<GrantedAccess>]>([
    [
      'a protected route without grants (getDebug) reads the accounts and auth tables only, to authenticate',
      'getDebug',
      { tables: { accounts: 'read', auth: 'read' }, sessionKey: true, mail: false },
    ],
    [
      'login reads accounts, writes auth (rate limits) and signs tokens, and cannot mail',
      'login',
      { tables: { accounts: 'read', auth: 'write' }, sessionKey: true, mail: false },
    ],
    [
      'forgot-password may send mail and read the app URL, but cannot touch the session key or write accounts',
      'forgotPassword',
      { tables: { accounts: 'read', auth: 'write' }, sessionKey: false, mail: true, appUrl: true },
    ],
    [
      'reset-password writes accounts and auth, and neither mails nor reads the session key',
      'resetPassword',
      { tables: { accounts: 'write', auth: 'write' }, sessionKey: false, mail: false },
    ],
  ])('%s', (_, name, expected) => {
    expect(grantedAccess(name)).toMatchObject(expected);
  });

  it('only rows granted mail:send can send mail', () => {
    const senders = routes.filter((r) => grantedAccess(r.name).mail).map((r) => r.name);
    expect(senders).toContain('forgotPassword');
    expect(senders).toEqual(
      (routes as readonly RouteDef[]).filter((r) => r.grants?.includes('mail:send')).map((r) => r.name),
    );
  });
});

describe('one function per row of the job table (not routes)', () => {
  const jobFunction = (name: JobName) => resources[logicalIdOf(synth.stack.jobs[name])] as CfnResourceJson;

  it.each(jobNames.map((name) => [name, jobs[name] as JobDef] as const))(
    '%s: its handler, memory and timeout from the row, tagged, retried once when started',
    (name, job) => {
      const fn = jobFunction(name);
      expect(asArray(fn.Properties?.Tags as { Key: string; Value: string }[])).toContainEqual({
        Key: JOB_TAG,
        Value: name,
      });
      expect(propsOf(fn)).toMatchObject({
        FunctionName: `oligowatch-test-${name}-job`,
        Handler: 'index.handler',
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: job.memoryMb,
        Timeout: job.timeoutSeconds,
        Description: `OligoWatch ${name} job: ${job.description}`,
      });
      // No NCBI e-mail or key secret without the ncbiEmail / ncbiApiKeySecret context (ncbi-access.test.ts).
      const env = (propsOf(fn).Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(env).filter((k) => k.startsWith('NCBI_'))).toEqual([]);
      // A job granted its own 'jobs:<name>' knows its own name, to continue in a fresh invocation.
      for (const started of accessOfGrants(job.grants).startsJobs ?? [])
        expect(env[jobFunctionEnvVar(started)]).toBe(`oligowatch-test-${started}-job`);
      const invokeConfig = ofType('AWS::Lambda::EventInvokeConfig').find(
        ([, c]) => refTarget(c.Properties?.FunctionName) === logicalIdOf(synth.stack.jobs[name]),
      )?.[1];
      // A started job is retried once (it resumes from its checkpoint); a called one never by
      // Lambda: its caller sees the failure.
      if (job.invocation === 'event')
        expect(invokeConfig?.Properties).toMatchObject({ MaximumRetryAttempts: 1, Qualifier: '$LATEST' });
      else expect(invokeConfig).toBeUndefined();
    },
  );

  it('sizes the report segment for its worker pool: two vCPUs (3,538 MB) and 15 minutes', () => {
    expect(propsOf(jobFunction('reportSegment'))).toMatchObject({ MemorySize: 3538, Timeout: 900 });
  });

  it.each(jobNames.map((name) => [name, jobs[name] as JobDef] as const))(
    '%s may touch exactly the tables of its row, invoke the jobs of its row by name, write its own logs, and mail only when its row says so',
    (name, job) => {
      // A job granted mail:send (the report job's change alert) sends from the identity, with links;
      // no job reads the session key or the origin key (those are the routes').
      expect(grantedAccessOf(logicalIdOf(synth.stack.jobs[name]), `${name} job`)).toEqual(
        impliedAccess(accessOfGrants(job.grants), { route: false }),
      );
    },
  );

  it("the report run's steps read targets and write only reports (the oligos come frozen in the report); only the alert step, the schedules feature's, reads schedules and mails", () => {
    for (const step of ['reportPlan', 'reportSegment'] as const)
      expect(accessOfGrants(jobs[step].grants)).toMatchObject({
        tables: { targets: 'read', reports: 'write' },
      });
    expect(accessOfGrants(jobs.reportReduce.grants).tables).toEqual({ reports: 'write' });
    expect(accessOfGrants(jobs.reportFail.grants).tables).toEqual({ reports: 'write' });
    expect(accessOfGrants(jobs.changeAlert.grants)).toMatchObject({
      // A scheduled run's alert reads its schedule; its reports it asks of the reports feature.
      tables: { schedules: 'read' },
      sendsMail: true,
      startsJobs: ['reportsPort'],
    });
    for (const step of ['reportPlan', 'reportSegment', 'reportReduce', 'reportFail'] as const)
      expect(accessOfGrants(jobs[step].grants).sendsMail, step).toBe(false);
  });

  it.each(jobNames)('only the routes granted jobs:%s may invoke that job', (name) => {
    const invokers = routes.filter((r) => grantedAccess(r.name).jobs.includes(name)).map((r) => r.name);
    expect(invokers).toEqual(
      (routes as readonly RouteDef[])
        .filter((r) => (r.grants as readonly string[] | undefined)?.includes(`jobs:${name}`))
        .map((r) => r.name),
    );
    if (name === 'import') expect(invokers).toEqual(['processCachedImport']);
  });
});
