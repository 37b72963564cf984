import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRouteByName, type RouteDef, type RouteName, routeKey, routes } from '@oligowatch/shared/routes';
import { tables } from '@oligowatch/shared/tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TAG } from './api-routes';
import type { OligoWatchStack } from './oligowatch-stack';
import { routeAccess, type TableAccessLevel } from './route-access';
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
    // The only other Lambdas are the import job and CDK's BucketDeployment handler (SPA upload).
    expect(
      functions
        .filter(([, r]) => routeTagOf(r) === undefined)
        .map(([id]) => id)
        .sort(),
    ).toEqual([expect.stringMatching(/^CustomCDKBucketDeployment/), logicalIdOf(synth.stack.importJob.fn)]);
  });

  it('bundles each handler locally as minified ESM with the createRequire banner and a source map', () => {
    const assets = new Set(
      ofType('AWS::Lambda::Function')
        .filter(([, r]) => routeTagOf(r) !== undefined)
        .map(([, r]) => String((propsOf(r).Code as { S3Key: string }).S3Key).replace(/\.zip$/, '')),
    );
    expect(assets.size).toBe(new Set(routes.map((r) => r.handler)).size);
    for (const hash of assets) {
      const dir = join(synth.assemblyDir, `asset.${hash}`);
      const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
      expect(
        code.startsWith("import { createRequire } from 'node:module'; const require = createRequire("),
      ).toBe(true);
      expect(code).toMatch(/export\s*\{[^}]*as handler\s*\}/);
      // Minified: a few very long lines (an unminified bundle averages well under 100 characters).
      expect(code.length / code.split('\n').length).toBeGreaterThan(1000);
      expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
    }
  });

  it('gives every function the configuration its config module reads', () => {
    const tableIds = Object.fromEntries(
      tables.map((t) => [t.envVar, logicalIdOf(synth.stack.tables.byId[t.id])]),
    );
    for (const route of routes) {
      const env = (propsOf(resources[routeFunctionId(route.name)]).Environment as { Variables: object })
        .Variables;
      expect(env).toEqual({
        STAGE: 'test',
        POWERTOOLS_SERVICE_NAME: 'oligowatch',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        NODE_OPTIONS: '--enable-source-maps',
        ...Object.fromEntries(Object.entries(tableIds).map(([envVar, id]) => [envVar, { Ref: id }])),
        MAIL_FROM: 'oligowatch@example.com',
        JWT_SECRET_ARN: { Ref: logicalIdOf(synth.stack.sessionKey) },
        APP_URL_PARAMETER: '/oligowatch/test/app-url',
        // Only the route that starts imports learns the job function's name.
        ...(routeAccess(route).startsImportJob
          ? { IMPORT_JOB_FUNCTION: { Ref: logicalIdOf(synth.stack.importJob.fn) } }
          : {}),
      });
    }
  });
});

/** What a route function's role may do, read back from the template's IAM policies. */
interface GrantedAccess {
  tables: Partial<Record<string, TableAccessLevel>>;
  sessionKey: boolean;
  importJob: boolean;
  mail: boolean;
  appUrl: boolean;
  ownLogs: boolean;
  unexplained: unknown[];
}

const grantedAccess = (name: RouteName): GrantedAccess => {
  const fnId = routeFunctionId(name);
  const fn = resources[fnId] as CfnResourceJson;
  const roleId = getAttTarget(fn.Properties?.Role, 'Arn') as string;
  const logsId = refTarget((propsOf(fn).LoggingConfig as { LogGroup: unknown }).LogGroup);
  const tableIdToName = new Map(tables.map((t) => [logicalIdOf(synth.stack.tables.byId[t.id]), t.id]));
  const secretId = logicalIdOf(synth.stack.sessionKey);
  const mailId = logicalIdOf(synth.stack.mail.identity);

  const access: GrantedAccess = {
    tables: {},
    sessionKey: false,
    importJob: false,
    mail: false,
    appUrl: false,
    ownLogs: false,
    unexplained: [],
  };
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
      } else if (json.includes(':identity/') && json.includes(`{"Ref":"${mailId}"}`)) {
        expect([...actions].sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
        access.mail = true;
      } else if (getAttTarget(resource, 'Arn') === logicalIdOf(synth.stack.importJob.fn)) {
        expect(actions).toEqual(['lambda:InvokeFunction']);
        access.importJob = true;
      } else if (json.endsWith(':parameter/oligowatch/test/app-url"]]}')) {
        expect(actions).toEqual(['ssm:GetParameter']);
        access.appUrl = true;
      } else {
        access.unexplained.push({ actions, resource });
      }
    }
  }
  return access;
};

const indexArnJson = (tableLogicalId: string): string =>
  JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableLogicalId, 'Arn'] }, '/index/*']] });

describe('least-privilege grants per route function', () => {
  it.each(routes.map((r) => [r.name, r] as const))(
    '%s has exactly what its row implies',
    (_, route: RouteDef) => {
      const expected = routeAccess(route);
      expect(grantedAccess(route.name as RouteName)).toEqual({
        tables: expected.tables,
        sessionKey: expected.sessionKey,
        importJob: expected.startsImportJob ?? false,
        mail: expected.sendsMail,
        appUrl: expected.sendsMail,
        ownLogs: true,
        unexplained: [],
      });
    },
  );

  it('a protected route without grants reads the accounts and auth tables only, to authenticate', () => {
    expect(findRouteByName('getDebug').grants).toBeUndefined();
    expect(grantedAccess('getDebug')).toMatchObject({
      tables: { accounts: 'read', auth: 'read' },
      sessionKey: true,
      mail: false,
    });
  });

  it('login reads accounts, writes auth (rate limits) and signs tokens, and cannot mail', () => {
    expect(grantedAccess('login')).toMatchObject({
      tables: { accounts: 'read', auth: 'write' },
      sessionKey: true,
      mail: false,
    });
  });

  it('forgot-password may send mail and read the app URL, but cannot touch the session key or write accounts', () => {
    expect(grantedAccess('forgotPassword')).toMatchObject({
      tables: { accounts: 'read', auth: 'write' },
      sessionKey: false,
      mail: true,
      appUrl: true,
    });
  });

  it('reset-password writes accounts and auth, and neither mails nor reads the session key', () => {
    expect(grantedAccess('resetPassword')).toMatchObject({
      tables: { accounts: 'write', auth: 'write' },
      sessionKey: false,
      mail: false,
    });
  });

  it('only rows granted mail:send can send mail', () => {
    const senders = routes.filter((r) => grantedAccess(r.name).mail).map((r) => r.name);
    expect(senders).toContain('forgotPassword');
    expect(senders).toEqual(
      (routes as readonly RouteDef[]).filter((r) => r.grants?.includes('mail:send')).map((r) => r.name),
    );
  });
});

describe('the import job function (not a route)', () => {
  const jobId = () => logicalIdOf(synth.stack.importJob.fn);

  it('runs the job module for up to 15 minutes and is invoked only by processCachedImport', () => {
    const props = propsOf(resources[jobId()] as CfnResourceJson);
    expect(props).toMatchObject({
      FunctionName: 'oligowatch-test-import-job',
      Handler: 'index.handler',
      Runtime: 'nodejs22.x',
      Timeout: 900,
      Environment: {
        Variables: expect.objectContaining({ IMPORT_JOB_FUNCTION: 'oligowatch-test-import-job' }),
      },
    });
    // No NCBI e-mail or key secret without the ncbiEmail / ncbiApiKeySecret context (ncbi-access.test.ts).
    const env = (props.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(env).filter((k) => k.startsWith('NCBI_'))).toEqual([]);
    const invokers = routes.filter((r) => grantedAccess(r.name).importJob).map((r) => r.name);
    expect(invokers).toEqual(['processCachedImport']);
  });

  it('reads and writes the targets and imports tables, its own logs, and nothing else', () => {
    const fn = resources[jobId()] as CfnResourceJson;
    const roleId = getAttTarget(fn.Properties?.Role, 'Arn') as string;
    const tableIdToName = new Map(tables.map((t) => [logicalIdOf(synth.stack.tables.byId[t.id]), t.id]));
    const written = new Set<string>();
    for (const statement of statementsOfRole(synth.template, roleId)) {
      const actions = asArray(statement.Action);
      for (const resource of asArray(statement.Resource)) {
        const table = tableIdToName.get(getAttTarget(resource, 'Arn') ?? '');
        const index = [...tableIdToName].find(([id]) => JSON.stringify(resource) === indexArnJson(id))?.[1];
        if (table ?? index) {
          expect(actions).toContain('dynamodb:PutItem');
          written.add((table ?? index) as string);
        } else if (JSON.stringify(resource).includes(':function:oligowatch-test-import-job')) {
          // Its own next run, near Lambda's time limit.
          expect(actions).toEqual(['lambda:InvokeFunction']);
        } else {
          expect([...actions].sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
        }
      }
    }
    expect([...written].sort()).toEqual(['imports', 'targets']);
  });
});
