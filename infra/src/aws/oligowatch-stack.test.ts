import { ORIGIN_VERIFY_HEADER } from '@oligowatch/shared/constants';
import { routes } from '@oligowatch/shared/routes';
import { type TableDef, tables } from '@oligowatch/shared/tables';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitionFromTemplate, jobArnsOf, loadReportRunDefinition } from '../local/report-run-definition';
import { findUnsupportedFeatures } from '../local/unsupported-state-features';
import { ROUTE_TAG } from './api-routes';
import type { OligoWatchStack } from './oligowatch-stack';
import { type Synthesized, synthesizeOligoWatch } from './synth-for-test';
import { asArray, type CfnResourceJson, logicalIdOf, propsOf, resourcesOf } from './template-queries';
import { SPA_FALLBACK_CODE } from './web-distribution';

// One synthesis per describe block that needs one: bundling the route functions is the slow part.
let synth: Synthesized<OligoWatchStack>;
beforeAll(() => {
  synth = synthesizeOligoWatch();
});
afterAll(() => synth?.cleanup());

const ofType = (type: string): [string, CfnResourceJson][] =>
  Object.entries(resourcesOf(synth.template)).filter(([, r]) => r.Type === type);

describe('DynamoDB tables from the shared definitions', () => {
  it('creates exactly one table per definition', () => {
    synth.template.resourceCountIs('AWS::DynamoDB::GlobalTable', tables.length);
  });

  it.each(tables.map((t) => [t.id, t as TableDef] as const))(
    '%s: name, keys, indexes, TTL, PITR, on-demand, retained',
    (_, def) => {
      const id = logicalIdOf(synth.stack.tables.byId[def.id as keyof typeof synth.stack.tables.byId]);
      const table = resourcesOf(synth.template)[id] as CfnResourceJson;
      expect(table.DeletionPolicy).toBe('Retain');
      const props = table.Properties ?? {};
      expect(props.TableName).toBe(`oligowatch-test-${def.id}`);
      expect(props.BillingMode).toBe('PAY_PER_REQUEST');
      const keySchema = (pk: { name: string }, sk?: { name: string }) => [
        { AttributeName: pk.name, KeyType: 'HASH' },
        ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' }] : []),
      ];
      expect(props.KeySchema).toEqual(keySchema(def.partitionKey, def.sortKey));
      const keys = [
        def.partitionKey,
        ...def.globalIndexes.flatMap((i) => [i.partitionKey, i.sortKey ?? []].flat()),
      ];
      expect(props.AttributeDefinitions).toEqual(
        expect.arrayContaining(keys.map((k) => ({ AttributeName: k.name, AttributeType: k.type }))),
      );
      expect(asArray(props.GlobalSecondaryIndexes as unknown[])).toEqual(
        def.globalIndexes.map((i) => ({
          IndexName: i.indexName,
          KeySchema: keySchema(i.partitionKey, i.sortKey),
          Projection: { ProjectionType: 'ALL' },
        })),
      );
      expect(props.TimeToLiveSpecification).toEqual(
        def.ttlAttribute ? { AttributeName: def.ttlAttribute, Enabled: true } : undefined,
      );
      expect(props.Replicas).toEqual([
        expect.objectContaining({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
      ]);
    },
  );
});

describe('the SPA behind CloudFront', () => {
  const distribution = () => {
    const all = ofType('AWS::CloudFront::Distribution');
    expect(all).toHaveLength(1);
    return (all[0]?.[1].Properties?.DistributionConfig ?? {}) as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
      Origins: { Id: string; DomainName: unknown; [k: string]: unknown }[];
      [k: string]: unknown;
    };
  };
  const originById = (id: unknown) => distribution().Origins.find((o) => o.Id === id);

  it('serves the private bucket through origin access control, with the SPA fallback function', () => {
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    const spaFallbackId = logicalIdOf(synth.stack.web.node.findChild('SpaFallback'));
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [spaFallbackId, 'FunctionARN'] } },
      ],
    });
    const origin = originById(config.DefaultCacheBehavior.TargetOriginId);
    const bucketId = logicalIdOf(synth.stack.web.bucket);
    expect(origin).toMatchObject({
      DomainName: { 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] },
      OriginAccessControlId: { 'Fn::GetAtt': [expect.any(String), 'Id'] },
      S3OriginConfig: { OriginAccessIdentity: '' },
    });
    synth.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    synth.template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'spa-bucket/' }),
    });
    // Only this distribution may read the bucket, and only over TLS.
    synth.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('routes /v1/* to the HTTP API on the same domain: all methods, no caching, viewer headers but Host', () => {
    const behaviours = distribution().CacheBehaviors;
    expect(behaviours.map((b) => b.PathPattern)).toEqual(['/v1/*']);
    const api = behaviours[0] as Record<string, unknown>;
    expect(api).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
    });
    expect(api.FunctionAssociations).toBeUndefined();
    const apiId = logicalIdOf(synth.stack.apiRoutes.api);
    expect(originById(api.TargetOriginId)).toMatchObject({
      DomainName: {
        'Fn::Join': [
          '',
          [{ Ref: apiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }],
        ],
      },
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    });
  });

  it('lets only CloudFront reach the API: its /v1 origin sends the origin key, which every route function requires', () => {
    // The execute-api address stays on (it is CloudFront's origin; disabling it needs a custom API
    // domain): what stops a caller from skipping CloudFront is this header, checked by makeHandler.
    const [originKeyId] =
      ofType('AWS::SecretsManager::Secret').find(
        ([, s]) => (propsOf(s).GenerateSecretString as { PasswordLength?: number })?.PasswordLength === 48,
      ) ?? [];
    expect(originKeyId).toEqual(expect.any(String));
    const resolved = (value: unknown) => JSON.stringify(value).includes(`{"Ref":"${originKeyId}"}`);
    const api = distribution().CacheBehaviors[0] as Record<string, unknown>;
    const headers = originById(api.TargetOriginId)?.OriginCustomHeaders as {
      HeaderName: string;
      HeaderValue: unknown;
    }[];
    expect(headers.map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    expect(resolved(headers[0]?.HeaderValue)).toBe(true);
    // The SPA's own origin does not get it.
    const spaOrigin = originById(
      (distribution().DefaultCacheBehavior as { TargetOriginId: string }).TargetOriginId,
    );
    expect(spaOrigin?.OriginCustomHeaders).toBeUndefined();

    // Every route function reads the key from its secret at cold start: its environment names the
    // secret, never the value (no dynamic reference to resolve into the configuration).
    const routeFunctions = ofType('AWS::Lambda::Function').filter(([, f]) =>
      asArray(propsOf(f).Tags as { Key: string }[]).some((tag) => tag.Key === ROUTE_TAG),
    );
    expect(routeFunctions).toHaveLength(routes.length);
    for (const [, f] of routeFunctions) {
      const variables = (propsOf(f).Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.ORIGIN_KEY_SECRET_ARN).toEqual({ Ref: originKeyId });
      expect(JSON.stringify(variables)).not.toContain('resolve:secretsmanager');
    }
    // No function of any kind carries the value.
    for (const [, f] of ofType('AWS::Lambda::Function'))
      expect(JSON.stringify(propsOf(f).Environment ?? {})).not.toContain('resolve:secretsmanager');
  });

  it('uploads the build: hashed assets cached for a year first, then index.html uncached with an invalidation', () => {
    const deployments = ofType('Custom::CDKBucketDeployment');
    const assets = deployments.find(([, d]) =>
      asArray(d.Properties?.Include as string[]).includes('assets/*'),
    );
    const shell = deployments.find(([, d]) =>
      asArray(d.Properties?.Exclude as string[]).includes('assets/*'),
    );
    expect(assets?.[1].Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(shell?.[1].Properties).toMatchObject({
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    expect(shell?.[1].DependsOn).toContain(assets?.[0]);
  });

  it('the fallback function sends extension-less paths to /index.html and leaves files alone', () => {
    expect(ofType('AWS::CloudFront::Function')[0]?.[1].Properties).toMatchObject({
      FunctionCode: SPA_FALLBACK_CODE,
      FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
    });
    const handler = new Function(`${SPA_FALLBACK_CODE}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/reports/42')).toBe('/index.html');
    expect(rewrite('/reset_password')).toBe('/index.html');
    expect(rewrite('/assets/index-0123abcd.js')).toBe('/assets/index-0123abcd.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });
});

describe('mail, session key and app URL', () => {
  it('has the SES identity of the sender', () => {
    synth.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'oligowatch@example.com',
    });
  });

  it('generates a 64-character session key', () => {
    synth.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });

  it('stores the CloudFront URL for mailed links in SSM when no appUrl is given', () => {
    synth.template.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/oligowatch/test/app-url',
      Value: {
        'Fn::Join': [
          '',
          ['https://', { 'Fn::GetAtt': [logicalIdOf(synth.stack.web.distribution), 'DomainName'] }],
        ],
      },
    });
  });

  it('passes a given appUrl directly: no parameter, and nobody may read one', () => {
    // A concrete environment too, as `cdk deploy` has: ARNs then carry literal partition and
    // region, and the cdk-nag acknowledgments must still match.
    const withUrl = synthesizeOligoWatch({
      appUrl: 'https://oligowatch.example.org',
      env: { account: '111111111111', region: 'eu-central-1' },
    });
    try {
      withUrl.template.resourceCountIs('AWS::SSM::Parameter', 0);
      const functions = Object.values(resourcesOf(withUrl.template)).filter(
        (r) =>
          r.Type === 'AWS::Lambda::Function' &&
          JSON.stringify(r.Properties?.Tags ?? []).includes('oligowatch:route'),
      );
      expect(functions.length).toBeGreaterThan(0);
      // The functions that mail links (least privilege: no other has the setting).
      const senders = functions.filter((fn) =>
        JSON.stringify(propsOf(fn).Environment ?? {}).includes('MAIL_FROM'),
      );
      expect(senders.length).toBeGreaterThan(0);
      for (const fn of functions) {
        const env = (propsOf(fn).Environment as { Variables: Record<string, unknown> }).Variables;
        if (senders.includes(fn)) expect(env.APP_URL).toBe('https://oligowatch.example.org');
        else expect(env).not.toHaveProperty('APP_URL');
        expect(env).not.toHaveProperty('APP_URL_PARAMETER');
      }
      expect(JSON.stringify(withUrl.template.toJSON())).not.toContain('ssm:GetParameter');
      expect(withUrl.violations).toEqual([]);
    } finally {
      withUrl.cleanup();
    }
  });
});

describe('CloudFormation limits', () => {
  // CloudFormation refuses a stack of more than 500 resources; a route costs 5 (function, role with
  // its grants inline, permission, integration, route; the route functions share one log group), a job 3.
  // Restructure well before the limit (the routes in nested stacks), not when a deploy fails.
  const RESOURCE_BUDGET = 450;

  it(`keeps the stack under ${RESOURCE_BUDGET} of CloudFormation's 500 resources`, () => {
    const count = Object.keys(resourcesOf(synth.template)).length;
    expect(
      count,
      `the stack has ${count} resources, over the budget of ${RESOURCE_BUDGET} (CloudFormation's limit is 500): move the routes into nested stacks or share log groups before adding more`,
    ).toBeLessThan(RESOURCE_BUDGET);
  });
});

describe('the exports bucket', () => {
  it('is private, encrypted, TLS only, logged, and expires export files after a day', () => {
    const id = logicalIdOf(synth.stack.exports.bucket);
    const bucket = resourcesOf(synth.template)[id] as CfnResourceJson;
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(propsOf(bucket)).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: { LogFilePrefix: 'exports-bucket/' },
      LifecycleConfiguration: {
        Rules: [
          {
            Prefix: 'exports/',
            ExpirationInDays: 1,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
            Status: 'Enabled',
          },
        ],
      },
    });
    synth.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('the report run (Step Functions)', () => {
  it('is the very definition the local stack runs: the ReportRun construct alone synthesizes the same', () => {
    const template = synth.template.toJSON() as Parameters<typeof definitionFromTemplate>[0];
    expect(definitionFromTemplate(template, jobArnsOf(template))).toEqual(loadReportRunDefinition());
  });

  it('uses nothing the local runner would ignore, and fans the segments out as a Distributed Map', () => {
    const definition = loadReportRunDefinition();
    expect(findUnsupportedFeatures(definition)).toEqual([]);
    expect(definition.States.Segments).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.segments',
      MaxConcurrency: 40,
      ItemProcessor: { ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' } },
    });
    // Each segment retried with backoff; any failure left after that fails the map (tolerated 0).
    expect(
      (definition.States.Segments as { ItemProcessor: { States: Record<string, unknown> } }).ItemProcessor
        .States.Segment,
    ).toMatchObject({
      Retry: expect.arrayContaining([
        { ErrorEquals: ['States.ALL'], IntervalSeconds: 5, MaxAttempts: 3, BackoffRate: 2 },
      ]),
    });
  });

  it('alarms on failed runs and on undelivered scheduled runs, to one encrypted topic', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => propsOf(a));
    expect(alarms.map((a) => a.MetricName).sort()).toEqual([
      'ApproximateNumberOfMessagesVisible',
      'ExecutionsFailed',
    ]);
    const topicId = logicalIdOf(synth.stack.alarms.topic);
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    expect(propsOf(resourcesOf(synth.template)[topicId] as CfnResourceJson).KmsMasterKeyId).toBeDefined();
    // No subscription without -c alarmEmail.
    expect(ofType('AWS::SNS::Subscription')).toEqual([]);
  });
});

describe('password hashing in AWS', () => {
  // functions/src/auth/domain/password.ts lowers its scrypt cost only for PASSWORD_SCRYPT_N
  // (functions/src/lib/config.ts) on a local stack (with DYNAMODB_ENDPOINT): no deployed function
  // may have either.
  it('runs every function at the production scrypt cost: no PASSWORD_SCRYPT_N, no DYNAMODB_ENDPOINT', () => {
    const environments = ofType('AWS::Lambda::Function').map(
      ([id, fn]) =>
        [
          id,
          Object.keys(
            (propsOf(fn).Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
          ),
        ] as const,
    );
    // The app's own functions (every route, every job) carry its configuration.
    expect(environments.filter(([, variables]) => variables.includes('STAGE')).length).toBeGreaterThan(
      routes.length,
    );
    for (const [id, variables] of environments) {
      expect(variables, id).not.toContain('PASSWORD_SCRYPT_N');
      expect(variables, id).not.toContain('DYNAMODB_ENDPOINT');
    }
  });
});
