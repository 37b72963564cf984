import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type JobDef, jobNames, jobs } from '@oligowatch/shared/jobs';
import { routes } from '@oligowatch/shared/routes';
import { DISABLE_ASSET_STAGING_CONTEXT } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { buildSync } from 'esbuild';
import { repoRoot } from './paths';

/** One Lambda's code: a module of functions/src exporting `handler`, and the worker files it starts. */
export interface FunctionEntry {
  /** Under functions/src, without '.ts' ('users/get-user'). */
  readonly handler: string;
  /** Repo-relative, without '.ts': each becomes `<file name>.mjs` beside the handler's `index.mjs`. */
  readonly workers: readonly string[];
}

/**
 * Every function the stack deploys: one per handler of the route table (several routes may share
 * one) and one per row of the job table, with the row's workers.
 */
export const stackFunctionEntries = (): FunctionEntry[] => {
  const entries = new Map<string, FunctionEntry>();
  for (const route of routes) entries.set(route.handler, { handler: route.handler, workers: [] });
  for (const name of jobNames) {
    const job: JobDef = jobs[name];
    entries.set(job.handler, { handler: job.handler, workers: job.workers ?? [] });
  }
  return [...entries.values()];
};

/** ESM output has no `require`; some CommonJS dependencies still call it for Node built-ins. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** The directory of one function's code inside the build's output directory ('users__get-user': no dot, which CDK would read as an extension). */
export const bundleDirName = (handler: string): string => handler.replaceAll('/', '__');

/**
 * Bundles every entry (handlers and workers) in ONE esbuild build, with the settings NodejsFunction
 * used for each function apart (minified ESM for Node 22 with a source map, the AWS SDK inside, the
 * createRequire banner): esbuild parses the modules they share (the AWS SDK, middy, zod) once
 * instead of once per function, and no process starts per function. Without code splitting each
 * output is a whole bundle on its own, as before. The maps hold mappings and names but not the
 * sources' text: stack traces under --enable-source-maps need no more, and the text doubled every
 * function's code (the stack's 65 functions: 303 MB of output and 17.8 s against 144 MB and 8.6 s).
 * Returns each handler's directory: `index.mjs` (+ `.map`) and its workers' `<file name>.mjs` (+ `.map`).
 */
export const buildFunctionBundles = (
  outdir: string,
  entries: readonly FunctionEntry[],
): ReadonlyMap<string, string> => {
  const entryPoints = entries.flatMap(({ handler, workers }) => [
    { in: join(repoRoot, 'functions', 'src', `${handler}.ts`), out: `${bundleDirName(handler)}/index` },
    ...workers.map((worker) => ({
      in: join(repoRoot, `${worker}.ts`),
      out: `${bundleDirName(handler)}/${basename(worker)}`,
    })),
  ]);
  buildSync({
    entryPoints,
    outdir,
    // As NodejsFunction ran esbuild: from the repository root.
    absWorkingDir: repoRoot,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    banner: { js: ESM_REQUIRE_BANNER },
    logLevel: 'warning',
  });
  return new Map(entries.map(({ handler }) => [handler, join(outdir, bundleDirName(handler))]));
};

/**
 * Context: a directory whose owner deletes it, to build the bundles in (the tests' synthesis sets
 * its temporary directory). A vitest worker ends without the 'exit' event, so the test that bundles
 * left 157 MB in the system's temporary directory at every run.
 */
export const BUNDLES_PARENT_CONTEXT = 'oligowatch:functionBundlesParent';

/** One build per CDK app (the tests synthesize many), shared by all of its functions. */
const builtByApp = new WeakMap<IConstruct, ReadonlyMap<string, string>>();

const buildForApp = (scope: IConstruct): ReadonlyMap<string, string> => {
  const parent: unknown = scope.node.tryGetContext(BUNDLES_PARENT_CONTEXT);
  const outdir = mkdtempSync(join(typeof parent === 'string' ? parent : tmpdir(), 'oligowatch-lambda-'));
  const dirs = buildFunctionBundles(outdir, stackFunctionEntries());
  // Staging copies each function's directory into the cloud assembly at once, so the build can go
  // when the process ends; with staging disabled (SAM) the assembly points here, so it stays.
  if (typeof parent !== 'string' && scope.node.tryGetContext(DISABLE_ASSET_STAGING_CONTEXT) !== true)
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  return dirs;
};

/**
 * The built code directory of one function, for `Code.fromAsset`. The first call in an app bundles
 * every function of the stack (stackFunctionEntries) in one build; a handler or worker outside
 * the route and job tables is refused rather than bundled apart.
 */
export const functionBundleDir = (scope: IConstruct, handler: string, workers: readonly string[]): string => {
  const entry = stackFunctionEntries().find((e) => e.handler === handler);
  if (!entry) throw new Error(`${handler} is in neither the route table nor the job table`);
  const strays = workers.filter((w) => !entry.workers.includes(w));
  if (strays.length > 0)
    throw new Error(`${handler}: ${strays.join(', ')} is not a worker of its job table row`);
  const root = scope.node.root;
  let dirs = builtByApp.get(root);
  if (!dirs) {
    dirs = buildForApp(scope);
    builtByApp.set(root, dirs);
  }
  return dirs.get(handler) as string;
};
