import { type App, type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IRole, Policy } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
// Not re-exported by the package index; the function cdk-nag uses to spell IAM5 finding ids.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 runs as a CDK policy-validation plugin (no longer an Aspect): its findings go to the
 * assembly's validation-report.json and fail `cdk synth` unless acknowledged. Every
 * acknowledgment below sits on the narrowest construct it concerns, names one finding (IAM5
 * wildcards one by one), and says in one sentence why it is right for this app.
 */
export const addNagChecks = (app: App): void => {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
};

const acknowledge = (scope: IConstruct, id: string, reason: string): void => {
  Validations.of(scope).acknowledge({ id, reason });
};

/**
 * The IAM5 finding for the objects of the CDK bootstrap assets bucket in a role's policy. Its
 * spelling depends on the environment (partition and region are literals when the region is known,
 * the bootstrap qualifier may differ), so it is read from the policy the way cdk-nag reads it.
 */
const assetsBucketObjectsFinding = (role: IRole): string => {
  const policy = role.node.tryFindChild('DefaultPolicy') as Policy | undefined;
  const document = policy
    ? (Stack.of(role).resolve(policy.document) as { Statement?: { Resource: unknown }[] })
    : {};
  const finding = (document.Statement ?? [])
    .flatMap((statement) => (Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource]))
    .map((resource) => `Resource::${flattenCfnReference(resource)}`)
    .find((flat) => /^Resource::arn:\S+:s3:::cdk-[^/]*-assets-[^/]*\/\*$/.test(flat));
  if (!finding) throw new Error(`${role.node.path} has no grant on the CDK assets bucket to acknowledge`);
  return finding;
};

/** `<LogicalId.Arn>` as cdk-nag spells a resource reference in IAM5 finding ids. */
const arnRef = (resource: IConstruct): string => {
  const cfn = resource.node.defaultChild as CfnElement;
  return `<${Stack.of(resource).getLogicalId(cfn)}.Arn>`;
};

const NODE_RUNTIME_REASON =
  'Node.js 22 is the runtime the project pins (middy 7 needs Node.js 22 or later, esbuild targets node22), so moving to a newer one is a deliberate upgrade of its own.';

/** A route's Lambda function. */
export const acknowledgeRouteFunction = (fn: IConstruct): void => {
  acknowledge(fn, 'AwsSolutions-L1', NODE_RUNTIME_REASON);
};

/** A route's role, granted data access on a table that has global secondary indexes. */
export const acknowledgeTableIndexGrant = (role: IConstruct, table: IConstruct): void => {
  acknowledge(
    role,
    `AwsSolutions-IAM5[Resource::${arnRef(table)}/index/*]`,
    "Reading a table includes querying its own global secondary indexes, and the index wildcard stays inside that one table's ARN.",
  );
};

/**
 * A function granted 'schedules:manage' (ReportSchedules.grantManage), on the schedules of one
 * group; the finding is spelled from that ARN as cdk-nag spells it (literal or pseudo-parameter
 * partition, region and account, depending on the stack's environment).
 */
export const acknowledgeScheduleManagement = (role: IConstruct, schedulesArn: string): void => {
  acknowledge(
    role,
    `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(role).resolve(schedulesArn))}]`,
    "Each scheduled report gets a schedule named after its id when it is created, so the grant covers the schedules of the stack's own group and no other group.",
  );
};

/**
 * A function granted 'workflows:reportRun' or its ':read' (function-access.ts): it reads the report
 * run's executions, each named after its report when it starts, so the grant is on that one state
 * machine's executions.
 */
export const acknowledgeReportRunReads = (role: IConstruct, executionsArn: string): void => {
  acknowledge(
    role,
    `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(role).resolve(executionsArn))}]`,
    "Each report's run is an execution named after the report, made when it starts; the grant covers the executions of the report run's state machine and no other.",
  );
};

/** The dead-letter queue of the report schedules. */
export const acknowledgeScheduleDeadLetterQueue = (queue: IConstruct): void => {
  acknowledge(
    queue,
    'AwsSolutions-SQS3',
    'This queue is itself the dead-letter queue of the report schedules (EventBridge Scheduler sends it the firings it could not deliver), and a dead-letter queue needs none of its own.',
  );
};

/** One route of the HTTP API. */
export const acknowledgeApiRoute = (route: IConstruct): void => {
  acknowledge(
    route,
    'AwsSolutions-APIG4',
    "No API Gateway authorizer on purpose: each handler's middleware enforces the route table's auth level (public, user or admin) by verifying the session JWT, its deny-list entry and that the account is active, the same code the local server runs.",
  );
};

/** The session-token signing key. */
export const acknowledgeSessionKey = (secret: IConstruct): void => {
  acknowledge(
    secret,
    'AwsSolutions-SMG4',
    'The JWT signing key has no automatic rotation because rotating it ends every session at once, so an operator rotates it by hand when needed.',
  );
};

export const acknowledgeOriginKey = (secret: IConstruct): void => {
  acknowledge(
    secret,
    'AwsSolutions-SMG4',
    'The CloudFront-to-API origin value is resolved into the distribution and the functions at deploy; an operator rotates it by hand (a new value and a deploy), as automatic rotation would not reach them.',
  );
};

/** The CloudFront distribution and the SPA upload (BucketDeployment) of the web front. */
export const acknowledgeWebDistribution = (parts: {
  readonly distribution: IConstruct;
  readonly spaBucket: IBucket;
  readonly deployRole: IRole;
}): void => {
  const { distribution, spaBucket, deployRole } = parts;
  acknowledge(
    distribution,
    'AwsSolutions-CFR1',
    'No geo restriction: access is controlled by sign-in, and the staff who use the app are not confined to a fixed list of countries.',
  );
  acknowledge(
    distribution,
    'AwsSolutions-CFR2',
    'No WAF web ACL: the default behaviour serves a static SPA, and the API behind /v1/* enforces sign-in, per-account and per-address sign-in rate limits and stage throttling itself.',
  );
  acknowledge(
    distribution,
    'AwsSolutions-CFR4',
    'The distribution uses the default *.cloudfront.net certificate, for which CloudFront does not let you choose the minimum viewer TLS version; that comes with a custom domain and its own ACM certificate.',
  );

  // The upload function's role: the grants below are the ones BucketDeployment itself adds.
  const readAssets =
    'BucketDeployment reads the zipped SPA build from the CDK bootstrap assets bucket and syncs it into the SPA bucket, and these are the read and write grants CDK gives it on those two buckets only.';
  for (const finding of [
    'Action::s3:GetBucket*',
    'Action::s3:GetObject*',
    'Action::s3:List*',
    assetsBucketObjectsFinding(deployRole),
  ]) {
    acknowledge(deployRole, `AwsSolutions-IAM5[${finding}]`, readAssets);
  }
  const writeSpa =
    'BucketDeployment replaces the SPA files and prunes stale ones, and CDK scopes these write and delete wildcards to the objects of the SPA bucket.';
  for (const finding of [
    'Action::s3:Abort*',
    'Action::s3:DeleteObject*',
    `Resource::${arnRef(spaBucket)}/*`,
  ]) {
    acknowledge(deployRole, `AwsSolutions-IAM5[${finding}]`, writeSpa);
  }
  acknowledge(
    deployRole,
    'AwsSolutions-IAM5[Resource::*]',
    'BucketDeployment grants cloudfront:CreateInvalidation and GetInvalidation on all resources so that it can invalidate the distribution after an upload, and dropping cached copies is the most those two actions can do.',
  );

  // The upload function itself, a singleton at stack level: the one Lambda that runs as deployRole.
  const uploader = Stack.of(deployRole)
    .node.findAll()
    .find((c): c is LambdaFunction => c instanceof LambdaFunction && c.role === deployRole);
  if (!uploader) throw new Error('BucketDeployment handler not found: acknowledge its findings elsewhere');
  acknowledge(
    uploader,
    'AwsSolutions-L1',
    "This is CDK's own BucketDeployment handler, whose Python runtime aws-cdk-lib chooses and moves forward on upgrades.",
  );
};

/** The export route's role: Put and Get on the export files, whose names are made per export. */
export const acknowledgeExportObjectsGrant = (role: IConstruct, bucket: IConstruct): void => {
  acknowledge(
    role,
    `AwsSolutions-IAM5[Resource::${arnRef(bucket)}/exports/*]`,
    'Each export gets a fresh object name, so the export job writes and the status route signs downloads under the exports prefix of its own bucket and nowhere else.',
  );
};

/** The IAM5 findings of a policy, spelled as cdk-nag spells them, with the resource of each. */
const wildcardFindingsOf = (policy: IConstruct | undefined): string[] => {
  const document = policy
    ? (Stack.of(policy).resolve((policy as Policy).document) as { Statement?: { Resource: unknown }[] })
    : {};
  return (document.Statement ?? [])
    .flatMap((statement) => (Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource]))
    .map((resource) => `Resource::${flattenCfnReference(resource)}`)
    .filter((finding) => finding.includes('*'));
};

/**
 * The report run's state machine (report-run.ts): its role invokes its five task functions (CDK
 * grants each function and its versions, `<fn>:*`), writes X-Ray traces and log deliveries (APIs
 * that take no resource), and its Distributed Map starts and stops its own child executions.
 */
export const acknowledgeReportRunStateMachine = (stateMachine: IConstruct): void => {
  const role = stateMachine.node.tryFindChild('Role');
  const reasons: [RegExp, string][] = [
    [
      /^Resource::<[^>]+\.Arn>:\*$/,
      "Step Functions' Lambda task grants the function and its versions; the state machine invokes its own five task functions only.",
    ],
    [
      /^Resource::\*$/,
      'X-Ray tracing and CloudWatch log delivery APIs take no resource ARN (AWS documents "*" for them).',
    ],
    [
      /:execution:/,
      "A Distributed Map runs each segment as a child execution of this state machine: the grant is on this state machine's executions only.",
    ],
  ];
  for (const policy of [
    role?.node.tryFindChild('DefaultPolicy'),
    stateMachine.node.tryFindChild('DistributedMapPolicy'),
  ]) {
    for (const finding of wildcardFindingsOf(policy)) {
      const reason = reasons.find(([pattern]) => pattern.test(finding))?.[1];
      if (!reason) throw new Error(`Unexplained wildcard on the report run's role: ${finding}`);
      acknowledge(policy as IConstruct, `AwsSolutions-IAM5[${finding}]`, reason);
    }
  }
};
