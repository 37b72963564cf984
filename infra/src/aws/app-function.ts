import type { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { repoRoot } from './paths';

export interface AppFunctionProps {
  /** The module under functions/src exporting `handler`, without '.ts' ('users/get-user'). */
  readonly handler: string;
  readonly description: string;
  /** The description of the function's own role. */
  readonly roleDescription: string;
  readonly timeout: Duration;
  readonly environment: Readonly<Record<string, string>>;
  readonly functionName?: string;
  readonly retryAttempts?: number;
}

/**
 * A Lambda running one module of functions/src, bundled the same way for routes and jobs, with
 * its own log group and role (children 'Logs', 'Role', 'Function' of `scope`).
 */
export const createAppFunction = (
  scope: Construct,
  props: AppFunctionProps,
): { fn: NodejsFunction; role: Role } => {
  const logGroup = new LogGroup(scope, 'Logs', { retention: RetentionDays.THREE_MONTHS });
  // An own role instead of the managed AWSLambdaBasicExecutionRole: logs go to this group only.
  const role = new Role(scope, 'Role', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: props.roleDescription,
  });
  logGroup.grantWrite(role);

  const fn = new NodejsFunction(scope, 'Function', {
    ...(props.functionName ? { functionName: props.functionName } : {}),
    description: props.description,
    entry: `${repoRoot}functions/src/${props.handler}.ts`,
    handler: 'handler',
    projectRoot: repoRoot,
    depsLockFilePath: `${repoRoot}package-lock.json`,
    // middy 7 needs Node.js >= 22.
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    // scrypt sign-in hashing is CPU-bound, and Lambda CPU scales with memory.
    memorySize: 1024,
    timeout: props.timeout,
    ...(props.retryAttempts === undefined ? {} : { retryAttempts: props.retryAttempts }),
    role,
    logGroup,
    environment: { ...props.environment },
    bundling: {
      format: OutputFormat.ESM,
      target: 'node22',
      mainFields: ['module', 'main'],
      // ESM output has no `require`; some CommonJS dependencies still call it for Node built-ins.
      banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      minify: true,
      sourceMap: true,
      // The SDK version the local stack and the tests ran, not whichever the runtime ships.
      bundleAwsSDK: true,
      forceDockerBundling: false,
      logLevel: LogLevel.WARNING,
    },
  });
  return { fn, role };
};
