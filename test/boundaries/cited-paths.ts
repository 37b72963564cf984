import { posix } from 'node:path';

/** A file path cited in a document or a comment, where it was cited. */
export interface Citation {
  readonly file: string;
  readonly line: number;
  readonly path: string;
}

/** The repository's top folders: a path that starts with one is read from the repository's root. */
const ROOTS = ['shared', 'functions', 'infra', 'web', 'test', 'bench', 'docs', '.ci'];

/** Extensions a cited file may have; a bare name counts only with one of the first few. */
const EXTENSIONS = 'ts|tsx|mts|mjs|cjs|js|md|json|tsv|csv|yml|yaml|sh|html|css|txt';
const BARE_NAME_EXTENSIONS = /\.(ts|tsx|mts|md|tsv)$/;

/**
 * A path as written: optional ./ or ../, folders, then a file with one of the extensions, or a
 * folder under a top folder ending in /. Not inside a longer word, URL or package name (the
 * character before is none of `\w @ / . -`), and not a pattern (`*.test.ts`, `<feature>/x.ts`:
 * the `*`, `<`, `>` or `{` beside it makes it one).
 */
const PATH = new RegExp(
  String.raw`(?<![\w@/.\-*<>{$])((?:\.{1,2}/)*(?:[\w.\-]+/)*(?:[\w\-][\w.\-]*\.(?:${EXTENSIONS})|(?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/(?:[\w.\-]+/)*))(?![\w/*<>{}-]|\.\w)`,
  'g',
);

/** Written on a line (in a comment or a document), its paths are examples, not citations. */
export const IGNORE_MARK = 'cited-paths: ignore';

/**
 * Outside the repository, so not checked: the project's folder beside it (`../shared/`: DESIGN.md,
 * SPEC.md, the public data and its notes), cited by path or by these names.
 */
const OUTSIDE_PREFIX = '../shared/';
const OUTSIDE_DOCUMENTS = new Set(['DESIGN.md', 'SPEC.md', 'NOTES.md']);

/** A bare name in capitals ('FILE.tsv' in a usage line) is a placeholder, not a file. */
const PLACEHOLDER = /^[A-Z][A-Z_]*\.\w+$/;

/** Every path cited in these lines of text, the first line being `firstLine`. */
export const pathsIn = (text: string, file: string, firstLine = 1): Citation[] =>
  text.split('\n').flatMap((content, i) =>
    content.includes(IGNORE_MARK)
      ? []
      : [...content.matchAll(PATH)]
          .map((m) => m[1] as string)
          .filter((path) => path.includes('/') || BARE_NAME_EXTENSIONS.test(path))
          .map((path) => ({ file, line: firstLine + i, path })),
  );

/** The repository's files and folders, to look citations up in. */
export interface RepoIndex {
  readonly files: ReadonlySet<string>;
  readonly folders: ReadonlySet<string>;
  /** Every file's name and every tail of its path ('repository/reports-table.ts', 'reports-table.ts'). */
  readonly tails: ReadonlySet<string>;
  /** Whether a repo-relative path exists on disk though git does not track it (node_modules). */
  readonly onDisk: (path: string) => boolean;
}

export const indexRepo = (
  files: readonly string[],
  onDisk: (path: string) => boolean = () => false,
): RepoIndex => {
  const folders = new Set<string>();
  const tails = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
    for (let i = 0; i < parts.length; i++) tails.add(parts.slice(i).join('/'));
  }
  return { files: new Set(files), folders, tails, onDisk };
};

/**
 * Whether a cited path names something that exists. `./x` and `../x` are read from the citing
 * file's folder; a path under a top folder from the repository's root; any other path with a
 * folder (`reports/repository/reports-table.ts`) or a bare name (`build-search-term.ts`) must be
 * the tail of some file's path. A folder counts when it ends in `/`; a path without an extension
 * under a top folder may name a module (`functions/src/reports/handlers/generate-report`).
 */
export const citationExists = (citation: Citation, repo: RepoIndex): boolean => {
  const { path } = citation;
  const clean = path.replace(/\/$/, '');
  const exists = (p: string) =>
    repo.files.has(p) ||
    repo.folders.has(p) ||
    repo.files.has(`${p}.ts`) ||
    repo.files.has(`${p}.tsx`) ||
    repo.onDisk(p);
  if (path.startsWith(OUTSIDE_PREFIX) || PLACEHOLDER.test(path)) return true;
  if (path.startsWith('./') || path.startsWith('../'))
    return exists(posix.normalize(posix.join(posix.dirname(citation.file), clean)));
  if (ROOTS.some((root) => clean === root || clean.startsWith(`${root}/`))) return exists(clean);
  if (OUTSIDE_DOCUMENTS.has(posix.basename(clean))) return true;
  return (
    repo.tails.has(clean) ||
    repo.onDisk(clean) ||
    exists(posix.normalize(posix.join(posix.dirname(citation.file), clean))) ||
    [...repo.folders].some((folder) => folder === clean || folder.endsWith(`/${clean}`))
  );
};
