import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type ILogGroup, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { repoRoot } from './paths';

/**
 * Context flag for the infra assertion tests only: every function gets a small inline stand-in
 * instead of its esbuild bundle, so a synthesis takes seconds rather than minutes. Everything else
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

const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** The esbuild CLI of this workspace (the same version NodejsFunction runs). */
const esbuildBin = (): string =>
  join(createRequire(import.meta.url).resolve('esbuild/package.json'), '..', 'bin', 'esbuild');

const shellQuote = (value: string): string => `'${value.replaceAll("'", "'\\''")}'`;

/** esbuild for one worker entry, with the same settings as the handler's own bundle. */
export const workerBundleCommand = (worker: string, outputDir: string): string =>
  [
    esbuildBin(),
    join(repoRoot, `${worker}.ts`),
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node22',
    '--main-fields=module,main',
    '--minify',
    '--sourcemap',
    '--log-level=warning',
    `--banner:js=${ESM_REQUIRE_BANNER}`,
    `--outfile=${join(outputDir, `${basename(worker)}.mjs`)}`,
  ]
    .map(shellQuote)
    .join(' ');

/**
 * A Lambda running one module of functions/src, bundled the same way for routes and jobs, with
 * its own role and its own or a given log group (children 'Role', 'Function', and 'Logs' when
 * its own, of `scope`).
 */
export const createAppFunction = (
  scope: Construct,
  props: AppFunctionProps,
): { fn: LambdaFunction; role: Role } => {
  const logGroup = props.logGroup ?? new LogGroup(scope, 'Logs', { retention: RetentionDays.THREE_MONTHS });
  // An own role instead of the managed AWSLambdaBasicExecutionRole: logs go to this group only.
  const role = new Role(scope, 'Role', {
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
    // As NodejsFunction would, refuse a handler file that does not exist.
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

  const workers = props.workers ?? [];
  const fn = new NodejsFunction(scope, 'Function', {
    ...common,
    entry,
    handler: 'handler',
    projectRoot: repoRoot,
    depsLockFilePath: `${repoRoot}package-lock.json`,
    bundling: {
      format: OutputFormat.ESM,
      target: 'node22',
      mainFields: ['module', 'main'],
      // ESM output has no `require`; some CommonJS dependencies still call it for Node built-ins.
      banner: ESM_REQUIRE_BANNER,
      minify: true,
      sourceMap: true,
      // The SDK version the local stack and the tests ran, not whichever the runtime ships.
      bundleAwsSDK: true,
      forceDockerBundling: false,
      logLevel: LogLevel.WARNING,
      ...(workers.length > 0
        ? {
            commandHooks: {
              beforeBundling: () => [],
              beforeInstall: () => [],
              afterBundling: (_inputDir: string, outputDir: string) =>
                workers.map((worker) => workerBundleCommand(worker, outputDir)),
            },
          }
        : {}),
    },
  });
  return { fn, role };
};
