import { existsSync } from 'node:fs';
import type { Duration } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type ILogGroup, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { functionBundleDir } from './function-bundles';
import { InlineGrantsRole } from './inline-grants-role';
import { repoRoot } from './paths';

/**
 * Context flag for the infra assertion tests only: every function gets a small inline stand-in
 * instead of its esbuild bundle, so a synthesis builds no bundle at all. Everything else
 * (names, memory, roles, grants, environment) is the same; one test synthesizes with real bundles.
 * `cdk synth` and `cdk deploy` never set it.
 */
export const STUB_CODE_CONTEXT = 'oligowatch:stubLambdaCode';

export interface AppFunctionProps {
  /** The module under functions/src exporting `handler`, without '.ts' ('accounts/handlers/get-user'). */
  readonly handler: string;
  readonly description: string;
  /** The description of the function's own role. */
  readonly roleDescription: string;
  readonly timeout: Duration;
  /** MB; default 1024. */
  readonly memoryMb?: number;
  readonly environment: Readonly<Record<string, string>>;
  readonly functionName?: string;
  readonly retryAttempts?: number;
  /**
   * Worker-thread entry files (repo-relative, without '.ts') the handler starts: each is bundled
   * on its own as `<file name>.mjs` beside the handler's `index.mjs`, where the code finds it.
   */
  readonly workers?: readonly string[];
  /**
   * A log group shared with other functions (Lambda names each stream after its function); by
   * default the function gets one of its own.
   */
  readonly logGroup?: ILogGroup;
}

/**
 * A Lambda running one module of functions/src, bundled the same way for routes and jobs, with
 * its own role (its grants inline) and its own or a given log group (children 'Role', 'Function',
 * and 'Logs' when its own, of `scope`).
 */
export const createAppFunction = (
  scope: Construct,
  props: AppFunctionProps,
): { fn: LambdaFunction; role: InlineGrantsRole } => {
  const logGroup = props.logGroup ?? new LogGroup(scope, 'Logs', { retention: RetentionDays.THREE_MONTHS });
  // An own role instead of the managed AWSLambdaBasicExecutionRole: logs go to this group only.
  // Its grants are inline (inline-grants-role.ts): one resource fewer for each of the stack's functions.
  const role = new InlineGrantsRole(scope, 'Role', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: props.roleDescription,
  });
  logGroup.grantWrite(role);

  const entry = `${repoRoot}functions/src/${props.handler}.ts`;
  const common = {
    ...(props.functionName ? { functionName: props.functionName } : {}),
    description: props.description,
    // middy 7 needs Node.js >= 22.
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    // scrypt sign-in hashing is CPU-bound, and Lambda CPU scales with memory.
    memorySize: props.memoryMb ?? 1024,
    timeout: props.timeout,
    ...(props.retryAttempts === undefined ? {} : { retryAttempts: props.retryAttempts }),
    role,
    logGroup,
    environment: { ...props.environment },
  };

  if (scope.node.tryGetContext(STUB_CODE_CONTEXT) === true) {
    // As the bundle build would, refuse a handler file that does not exist.
    if (!existsSync(entry)) throw new Error(`No handler file ${entry} for ${scope.node.path}`);
    const fn = new LambdaFunction(scope, 'Function', {
      ...common,
      handler: 'index.handler',
      code: Code.fromInline(
        `exports.handler = async () => { throw new Error('stand-in code of ${props.handler}: never deployed'); };`,
      ),
    });
    return { fn, role };
  }

  // Every function's code comes from one esbuild build of the whole stack (function-bundles.ts):
  // the same bytes NodejsFunction made, one build instead of one esbuild process per function.
  const fn = new LambdaFunction(scope, 'Function', {
    ...common,
    handler: 'index.handler',
    code: Code.fromAsset(functionBundleDir(scope, props.handler, props.workers ?? [])),
  });
  return { fn, role };
};
