import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { refusalOf, zoneOf } from './zones';

export interface Violation {
  readonly file: string;
  readonly line: number;
  readonly specifier: string;
  readonly target: string;
  readonly message: string;
}

/** Where the workspace packages' import paths point (package.json "exports": "./*": "./src/*.ts"). */
const PACKAGE_ROOTS: Readonly<Record<string, string>> = {
  '@oligowatch/shared/': 'shared/src/',
  '@oligowatch/functions/': 'functions/src/',
  '@oligowatch/infra/': 'infra/src/',
};

/** Static and dynamic imports, re-exports, and the module paths tests mock. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The repo-relative file an import names, or undefined for a package outside the repo. */
export const resolveImport = (repo: string, file: string, specifier: string): string | undefined => {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = resolve(repo, dirname(file), specifier);
  else {
    const prefix = Object.keys(PACKAGE_ROOTS).find((p) => specifier.startsWith(p));
    if (prefix) base = resolve(repo, PACKAGE_ROOTS[prefix] as string, specifier.slice(prefix.length));
  }
  if (!base) return undefined;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(repo, candidate);
  }
  // Unresolved (a typo fails tsc): judged by where it points all the same.
  return relative(repo, base);
};

/** Every import in `files` (repo-relative) that crosses a boundary the zone table refuses. */
export const findViolations = (repo: string, files: readonly string[]): Violation[] =>
  files.flatMap((file) => {
    const from = zoneOf(file);
    if (!from) return [];
    const text = readFileSync(join(repo, file), 'utf8');
    return [...text.matchAll(SPECIFIER)].flatMap((match) => {
      const specifier = match[2] as string;
      const target = resolveImport(repo, file, specifier);
      const to = target ? zoneOf(target) : undefined;
      const message = to ? refusalOf(from, to, { fromTest: /\.test\.tsx?$/.test(file) }) : undefined;
      if (!target || !message) return [];
      const line = text.slice(0, match.index).split('\n').length;
      return [{ file, line, specifier, target, message }];
    });
  });
