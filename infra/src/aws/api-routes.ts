import { routeAccess } from '@oligowatch/shared/grants';
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
import { type ILogGroup, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { createAppFunction } from './app-function';
import { type FunctionResources, grantFunctionAccess } from './function-access';
import { acknowledgeApiRoute, acknowledgeRouteFunction } from './nag-suppressions';
import { NCBI_ROUTE_TIMEOUT } from './ncbi-access';

/** Tag on every route function (value: the route's name); tells them apart from CDK's own Lambdas. */
export const ROUTE_TAG = 'oligowatch:route';

export interface ApiRoutesProps {
  readonly stage: string;
  /** The variables every function reads; each route adds what its grants need. */
  readonly environment: Readonly<Record<string, string>>;
  /** What the stack offers; each route takes what its row's grants name (function-access.ts). */
  readonly resources: FunctionResources;
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
    grantFunctionAccess(fn, role, access, props.resources, { route: true });

    const httpRoute = new HttpRoute(scope, 'Route', {
      httpApi: this.api,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration('Integration', fn),
    });
    acknowledgeApiRoute(httpRoute);
  }
}
