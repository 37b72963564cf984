import { type JobName, jobFunctionEnvVar } from '@oligowatch/shared/jobs';
import { type RouteDef, routes } from '@oligowatch/shared/routes';
import { Duration, Tags } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type ILogGroup, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { createAppFunction } from './app-function';
import type { TableId } from './data-tables';
import type { ExportsBucket } from './exports-bucket';
import { grantTableAccess } from './grant-table-access';
import { grantMailAccess } from './mail-access';
import { acknowledgeApiRoute, acknowledgeRouteFunction } from './nag-suppressions';
import { grantNcbiAccess, NCBI_ROUTE_TIMEOUT, type NcbiAccess } from './ncbi-access';
import type { ReportSchedules } from './report-schedules';
import { routeAccess } from './route-access';

/** Tag on every route function (value: the route's name); tells them apart from CDK's own Lambdas. */
export const ROUTE_TAG = 'oligowatch:route';

export interface ApiRoutesProps {
  readonly stage: string;
  readonly tables: Readonly<Record<TableId, ITableV2>>;
  readonly mailIdentity: IEmailIdentity;
  readonly sessionKey: ISecret;
  /**
   * Name of the SSM parameter holding the app URL, when mails build their links from it. Granted
   * by a name-built ARN, not `param.grantRead`: the parameter's value is the distribution's domain,
   * and the distribution points at this API, so a reference would close a dependency cycle.
   */
  readonly appUrlParameterName?: string;
  /** The variables every function's config module reads (functions/src/lib/config.ts). */
  readonly environment: Readonly<Record<string, string>>;
  /** The job Lambdas; a row granted 'jobs:<name>' invokes that one asynchronously. */
  readonly jobs: Readonly<Record<JobName, IFunction>>;
  /** NCBI e-mail and API key secret for the rows granted 'ncbi:query' only. */
  readonly ncbi: NcbiAccess;
  /** The schedule group and scheduler role, for the rows granted 'schedules:manage' only. */
  readonly schedules: ReportSchedules;
  /** The bucket the rows granted 'exports:write' write report exports to. */
  readonly exports: ExportsBucket;
}

/**
 * The HTTP API with one Lambda per row of the shared route table. Auth is not done by API Gateway:
 * each handler's middleware enforces the row's auth level, so the local server behaves the same.
 */
export class ApiRoutes extends Construct {
  readonly api: HttpApi;
  /**
   * One log group for every route function: a group per function cost one CloudFormation resource
   * per route (of the stack's 500). Lambda names each stream `date/<function name>[version][id]`,
   * so a route's logs still read apart.
   */
  readonly functionLogs: ILogGroup;

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `oligowatch-${props.stage}`,
      description: 'OligoWatch /v1 API, served to browsers through CloudFront',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      // An internal tool's traffic, with headroom; keeps a runaway client from burning Lambda concurrency.
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });

    this.functionLogs = new LogGroup(this, 'FunctionLogs', { retention: RetentionDays.THREE_MONTHS });
    for (const route of routes) this.addRoute(route, props);
  }

  private addRoute(route: RouteDef, props: ApiRoutesProps): void {
    const scope = new Construct(this, route.name);
    const access = routeAccess(route);
    const { fn, role } = createAppFunction(scope, {
      handler: route.handler,
      description: `${route.method} ${route.path} (${route.auth})`,
      roleDescription: `OligoWatch ${route.method} ${route.path}`,
      // A route that calls NCBI may spend its whole request budget there (ncbi-access.ts).
      timeout: access.callsNcbi ? NCBI_ROUTE_TIMEOUT : Duration.seconds(15),
      environment: props.environment,
      logGroup: this.functionLogs,
    });
    Tags.of(scope).add(ROUTE_TAG, route.name);
    acknowledgeRouteFunction(fn);

    if (access.callsNcbi) grantNcbiAccess(fn, props.ncbi);
    if (access.exports) props.exports.grantExports(fn, role, access.exports);
    for (const name of access.startsJobs ?? []) {
      const job = props.jobs[name];
      // The job function's own ARN only (no version wildcard): InvocationType 'Event' on $LATEST.
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [job.functionArn] }),
      );
      fn.addEnvironment(jobFunctionEnvVar(name), job.functionName);
    }
    grantTableAccess(fn, role, access.tables, props.tables);
    if (access.managesSchedules) props.schedules.grantManage(fn);
    if (access.sessionKey) props.sessionKey.grantRead(fn);
    if (access.sendsMail)
      grantMailAccess(fn, { identity: props.mailIdentity, appUrlParameterName: props.appUrlParameterName });

    const httpRoute = new HttpRoute(scope, 'Route', {
      httpApi: this.api,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration('Integration', fn),
    });
    acknowledgeApiRoute(httpRoute);
  }
}
