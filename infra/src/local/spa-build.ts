import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT, WEB_ROOT } from './repo-paths';

/** Written into the dist directory after a build: the hash of the sources it was built from. */
export const BUILD_STAMP_FILE = '.source-hash';

/**
 * What the bundle is built from: the web app, the shared and science packages it imports, the build
 * config and the locked dependency versions. Tests are left out: they never reach the bundle.
 */
const SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'shared/src',
  'science/src',
  'package-lock.json',
];
const isTestFile = (name: string) => /\.test\.tsx?$/.test(name) || name === 'test';

const listFiles = (path: string): string[] => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !isTestFile(entry.name))
    .flatMap((entry) => listFiles(join(path, entry.name)));
};

/**
 * A hash over the names and contents of every source file (not mtimes: a checkout or a copy
 * changes those without changing the bundle). Reading them all takes a few tens of milliseconds.
 */
export const hashSpaSources = (root = REPO_ROOT): string => {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap((source) => listFiles(join(root, source))).sort();
  for (const file of files) {
    hash.update(relative(root, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
};

/** Why the bundle in distDir must be built again, or undefined when it matches the sources. */
export const staleReason = (distDir: string, sourceHash: string): string | undefined => {
  if (!existsSync(join(distDir, 'index.html'))) return 'no build yet';
  const stampFile = join(distDir, BUILD_STAMP_FILE);
  if (!existsSync(stampFile)) return 'built by hand, not by npm start';
  return readFileSync(stampFile, 'utf8').trim() === sourceHash
    ? undefined
    : 'sources changed since the last build';
};

/**
 * `npm start`'s bundle: builds web/dist with Vite (as `npm run build` does) when it is missing or
 * older than its sources, then stamps it with the sources' hash. Returns what it did, for the log.
 */
export const ensureSpaBuilt = async (distDir: string, log: (line: string) => void): Promise<void> => {
  const sourceHash = hashSpaSources();
  const reason = staleReason(distDir, sourceHash);
  if (!reason) return;
  log(`Building the web app (${reason}); this takes a little while…`);
  const started = Date.now();
  const { build } = await import('vite');
  await build({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir, emptyOutDir: true },
  });
  writeFileSync(join(distDir, BUILD_STAMP_FILE), `${sourceHash}\n`);
  log(`Built the web app in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
};
