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

/**
 * Where the workspace packages' import paths point (package.json "exports": "./*": "./src/*.ts").
 * @oligowatch/science exports entry points only ('.', './node', './testing'); a deeper path is
 * resolved all the same, to the file it names, so the entry rule below can refuse it.
 */
const PACKAGE_ROOTS: Readonly<Record<string, string>> = {
  '@oligowatch/shared/': 'shared/src/',
  '@oligowatch/science/': 'science/src/',
  '@oligowatch/functions/': 'functions/src/',
  '@oligowatch/infra/': 'infra/src/',
};
const PACKAGE_ENTRIES: Readonly<Record<string, string>> = { '@oligowatch/science': 'science/src/index.ts' };

/** The science's entry files (science/package.json "exports"), the only files others may import. */
const SCIENCE_ENTRIES = {
  pure: 'science/src/index.ts',
  node: 'science/src/node.ts',
  testing: 'science/src/testing.ts',
} as const;

/** Static and dynamic imports, re-exports, and the module paths tests mock. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The repo-relative file an import names, or undefined for a package outside the repo. */
export const resolveImport = (repo: string, file: string, specifier: string): string | undefined => {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = resolve(repo, dirname(file), specifier);
  else if (PACKAGE_ENTRIES[specifier]) base = resolve(repo, PACKAGE_ENTRIES[specifier]);
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

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Why an import from outside the science may not name `target` inside it, or undefined: others
 * import the package by its entry points, never its files (nor by a relative path into it); the web
 * app never the Node entry; product code never the test fixtures.
 */
const scienceEntryRefusal = (file: string, specifier: string, target: string): string | undefined => {
  if (file.startsWith('science/src/') || !target.startsWith('science/src/')) return undefined;
  const entry = Object.entries(SCIENCE_ENTRIES).find(([, path]) => path === target)?.[0];
  if (!entry || !specifier.startsWith('@oligowatch/science'))
    return "Imports name the science's entry point ('@oligowatch/science', or '@oligowatch/science/node' for Node-only code), not its files (docs/decisions/0027-science-package.md).";
  if (entry === 'node' && file.startsWith('web/'))
    return "The web app imports the science's pure entry ('@oligowatch/science'), never '@oligowatch/science/node'.";
  if (entry === 'testing' && !isTest(file) && zoneOf(file)?.floor !== 'root')
    return "'@oligowatch/science/testing' reads the repository's fixtures: only tests and the test roots import it.";
  return undefined;
};

/** Every import in `files` (repo-relative) that crosses a boundary the zone table refuses. */
export const findViolations = (repo: string, files: readonly string[]): Violation[] => [
  ...files.flatMap((file) => {
    const from = zoneOf(file);
    if (!from) return [];
    const text = readFileSync(join(repo, file), 'utf8');
    return [...text.matchAll(SPECIFIER)].flatMap((match) => {
      const specifier = match[2] as string;
      const target = resolveImport(repo, file, specifier);
      const to = target ? zoneOf(target) : undefined;
      const message =
        target && to
          ? (refusalOf(from, to, { fromTest: isTest(file) }) ?? scienceEntryRefusal(file, specifier, target))
          : undefined;
      if (!target || !message) return [];
      const line = text.slice(0, match.index).split('\n').length;
      return [{ file, line, specifier, target, message }];
    });
  }),
  ...findScienceCycles(repo, files),
];

/**
 * The science's folders (mismatch, tm, assays, binding, insights, redesign) stack without cycles:
 * every import that joins two folders which reach each other, with the circle it closes. Tests
 * are left out: nothing imports a test, so a test closes no cycle, and a folder's tests may check it
 * together with the folders above it (binding's real-data Tm test counts variants through insights).
 */
export const findScienceCycles = (repo: string, files: readonly string[]): Violation[] => {
  const folderOf = (path: string) => {
    const zone = zoneOf(path);
    return zone?.floor === 'science' && zone.folder !== '' ? zone.folder : undefined;
  };
  const edges: { file: string; line: number; specifier: string; target: string; from: string; to: string }[] =
    [];
  for (const file of files) {
    const from = folderOf(file);
    if (!from || isTest(file)) continue;
    const text = readFileSync(join(repo, file), 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[2] as string;
      const target = resolveImport(repo, file, specifier);
      const to = target ? folderOf(target) : undefined;
      if (!target || !to || to === from) continue;
      const line = text.slice(0, match.index).split('\n').length;
      edges.push({ file, line, specifier, target, from, to });
    }
  }
  const next = new Map<string, Set<string>>();
  for (const e of edges) next.set(e.from, (next.get(e.from) ?? new Set()).add(e.to));
  /** A path of folders from `start` to `goal`, or undefined (breadth first: the shortest). */
  const pathBetween = (start: string, goal: string): string[] | undefined => {
    const cameFrom = new Map<string, string>([[start, start]]);
    const queue = [start];
    for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
      if (folder === goal) {
        const path = [goal];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return path;
      }
      for (const to of next.get(folder) ?? []) {
        if (!cameFrom.has(to)) {
          cameFrom.set(to, folder);
          queue.push(to);
        }
      }
    }
    return undefined;
  };
  return edges.flatMap((e) => {
    const back = pathBetween(e.to, e.from);
    if (!back) return [];
    const circle = [e.from, ...back].join(' -> ');
    const message = `The science's folders import each other in a circle (${circle}): move the piece both need into the folder that owns it (docs/decisions/0027-science-package.md).`;
    return [{ file: e.file, line: e.line, specifier: e.specifier, target: e.target, message }];
  });
};
