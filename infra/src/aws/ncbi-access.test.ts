import { requestBudgetMs } from '@oligowatch/functions/lib/ncbi/request-budget';
import { routeAccess } from '@oligowatch/shared/grants';
import { jobNames } from '@oligowatch/shared/jobs';
import { routes } from '@oligowatch/shared/routes';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TAG } from './api-routes';
import { JOB_TAG } from './background-jobs';
import { importNcbiApiKeySecret, NCBI_ROUTE_TIMEOUT, ncbiAccess } from './ncbi-access';
import type { OligoWatchStack } from './oligowatch-stack';
import { type Synthesized, synthesizeOligoWatch } from './synth-for-test';
import {
  asArray,
  type CfnResourceJson,
  getAttTarget,
  logicalIdOf,
  propsOf,
  resourcesOf,
  statementsOfRole,
} from './template-queries';

const SECRET_NAME = 'oligowatch/ncbi-api-key';
const ENV = { account: '111111111111', region: 'eu-central-1' };

describe('the Lambda timeout of a route that calls NCBI', () => {
  it('outlasts the worst case of its NCBI calls by 5 s and stays under API Gateway’s 29-30 s', () => {
    expect(NCBI_ROUTE_TIMEOUT.toSeconds()).toBe(27);
    expect(NCBI_ROUTE_TIMEOUT.toMilliseconds()).toBeGreaterThanOrEqual(requestBudgetMs() + 5_000);
    expect(NCBI_ROUTE_TIMEOUT.toSeconds()).toBeLessThan(29);
  });

  it('goes to exactly the route granted ncbi:query, POST /v1/cache', () => {
    expect(routes.filter((r) => routeAccess(r).callsNcbi).map((r) => r.path)).toEqual(['/v1/cache']);
  });
});

describe('importNcbiApiKeySecret', () => {
  /** The secret's ARN and the resource a read grant names, resolved as in a template. */
  const imported = (nameOrArn: string) => {
    const stack = new Stack(new App(), 'S', { env: ENV });
    const secret = importNcbiApiKeySecret(stack, 'Key', nameOrArn);
    const role = new Role(stack, 'Reader', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    secret.grantRead(role);
    const policy = Template.fromStack(stack).findResources('AWS::IAM::Policy');
    const [resource] = Object.values(policy).flatMap((p) =>
      (p.Properties.PolicyDocument.Statement as { Resource: unknown }[]).map((st) => st.Resource),
    );
    return { arn: JSON.stringify(stack.resolve(secret.secretArn)), granted: JSON.stringify(resource) };
  };
  const complete = `arn:aws:secretsmanager:eu-central-1:222222222222:secret:${SECRET_NAME}-AbC123`;
  const partial = `arn:aws:secretsmanager:eu-central-1:222222222222:secret:${SECRET_NAME}`;

  it('takes a name (this account and region), granted with the random suffix', () => {
    const { arn, granted } = imported(SECRET_NAME);
    expect(arn).toContain(`:secretsmanager:eu-central-1:111111111111:secret:${SECRET_NAME}`);
    expect(arn).not.toContain('?');
    expect(granted).toContain(`:secret:${SECRET_NAME}-??????`);
  });

  it('takes a complete ARN, also of another account, granted exactly', () => {
    expect(imported(complete)).toMatchObject({
      arn: JSON.stringify(complete),
      granted: JSON.stringify(complete),
    });
  });

  it('takes a partial ARN, granted with the random suffix', () => {
    expect(imported(partial)).toMatchObject({
      arn: JSON.stringify(partial),
      granted: JSON.stringify(`${partial}-??????`),
    });
  });

  it.each(['arn:aws:ssm:eu-central-1:111111111111:parameter/ncbi', 'has spaces in it', ''])(
    'refuses %j',
    (value) => {
      expect(() => imported(value)).toThrow(
        `ncbiApiKeySecret must be the name or the ARN of a Secrets Manager secret, got "${value}"`,
      );
    },
  );

  it('refuses an e-mail that is not one, and gives nothing without options', () => {
    const stack = new Stack(new App(), 'S', { env: ENV });
    expect(() => ncbiAccess(stack, { email: 'lab' })).toThrow(
      'ncbiEmail must be an e-mail address, got "lab"',
    );
    expect(ncbiAccess(stack, {})).toEqual({ environment: {}, apiKeySecret: undefined });
  });
});

describe('with the ncbiEmail and ncbiApiKeySecret options', () => {
  let synth: Synthesized<OligoWatchStack>;
  let resources: Record<string, CfnResourceJson>;
  beforeAll(() => {
    synth = synthesizeOligoWatch({ ncbiEmail: 'lab@example.org', ncbiApiKeySecret: SECRET_NAME, env: ENV });
    resources = resourcesOf(synth.template);
  });
  afterAll(() => synth?.cleanup());

  const tagOf = (fn: CfnResourceJson, key: string) =>
    asArray(fn.Properties?.Tags as { Key: string; Value: string }[]).find((t) => t.Key === key)?.Value;
  /** Every Lambda, named by its route or job tag (CDK's own helpers have neither). */
  const functions = () =>
    Object.values(resources)
      .filter((r) => r.Type === 'AWS::Lambda::Function')
      .map((fn) => ({
        name: tagOf(fn, ROUTE_TAG) ?? (tagOf(fn, JOB_TAG) ? `job:${tagOf(fn, JOB_TAG)}` : 'other'),
        fn,
        env: ((propsOf(fn).Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ??
          {}) as Record<string, unknown>,
        roleId: getAttTarget(fn.Properties?.Role, 'Arn') as string,
      }));
  // Issue 32: a followed clade's refresh job calls NCBI as the import job does.
  const callers = ['initImportCache', 'job:import', 'job:refresh'];
  /** The policy resource a grant on a secret given by name has: its ARN plus the random suffix. */
  const isKeySecret = (resource: unknown) =>
    JSON.stringify(resource).includes(`:secret:${SECRET_NAME}-??????`);

  it('gives NCBI_EMAIL and the key secret’s ARN to the cache route, the import job and the refresh job only', () => {
    const all = functions();
    expect(all.length).toBe(routes.length + jobNames.length + 1);
    for (const { name, env } of all) {
      const expected = callers.includes(name);
      expect('NCBI_EMAIL' in env, name).toBe(expected);
      expect('NCBI_API_KEY_SECRET_ARN' in env, name).toBe(expected);
      expect('NCBI_API_KEY' in env, name).toBe(false);
      if (!expected) continue;
      expect(env.NCBI_EMAIL).toBe('lab@example.org');
      const arn = JSON.stringify(env.NCBI_API_KEY_SECRET_ARN);
      expect(arn).toContain(`:secretsmanager:eu-central-1:111111111111:secret:${SECRET_NAME}`);
      expect(arn).not.toContain('?');
    }
  });

  it('lets only those three read the secret, that one secret and nothing more', () => {
    const sessionKey = JSON.stringify({ Ref: logicalIdOf(synth.stack.sessionKey) });
    const originKey = JSON.stringify({ Ref: logicalIdOf(synth.stack.originKey) });
    for (const { name, roleId } of functions()) {
      const statements = statementsOfRole(synth.template, roleId).filter((s) =>
        asArray(s.Action).some((a) => a.startsWith('secretsmanager:')),
      );
      for (const statement of statements) {
        expect(statement.Effect).toBe('Allow');
        expect([...asArray(statement.Action)].sort()).toEqual([
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
        ]);
      }
      const secrets = statements.flatMap((s) => asArray(s.Resource as unknown[]));
      const onKey = secrets.filter(isKeySecret);
      expect(onKey, name).toHaveLength(callers.includes(name) ? 1 : 0);
      // Besides it, a route reads the origin key (every route) and the session key (as every
      // protected route); jobs nothing.
      const others = secrets.filter((r) => !isKeySecret(r)).map((r) => JSON.stringify(r));
      if (name.startsWith('job:')) expect(others).toEqual([]);
      else
        expect(
          others.every((r) => r === sessionKey || r === originKey),
          name,
        ).toBe(true);
    }
  });

  it('gives the cache route the longer timeout and every other route 15 s', () => {
    for (const { name, fn } of functions().filter((f) => routes.some((r) => r.name === f.name)))
      expect(propsOf(fn).Timeout, name).toBe(name === 'initImportCache' ? 27 : 15);
  });

  it('stays clean under cdk-nag', () => {
    expect(synth.violations).toEqual([]);
  });
});
