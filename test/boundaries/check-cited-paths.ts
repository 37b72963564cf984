import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Citation, citationExists, IGNORE_MARK, indexRepo, pathsIn } from './cited-paths';
import { commentsOf } from './source-comments';

/**
 * `npm run lint`'s check of cited paths (docs/decisions/0017-feature-slices.md): every file path
 * cited in the docs (docs/**\/*.md, README.md) and in the comments of the TypeScript sources
 * must exist. Exits 1 listing each missing one. Rerun alone: `npx tsx test/boundaries/check-cited-paths.ts`.
 * A line whose paths are examples carries `cited-paths: ignore`.
 */
const repo = resolve(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repo,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f !== '' && !f.includes('dist-types/'));

const documents = files.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')));
const sources = files.filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.includes('/fixtures/'));

const citations: Citation[] = [
  ...documents.flatMap((f) => pathsIn(readFileSync(resolve(repo, f), 'utf8'), f)),
  ...sources.flatMap((f) =>
    commentsOf(readFileSync(resolve(repo, f), 'utf8')).flatMap((c) => pathsIn(c.text, f, c.line)),
  ),
];
const index = indexRepo(files, (path) => existsSync(resolve(repo, path)));
const missing = citations.filter((c) => !citationExists(c, index));
for (const c of missing) console.error(`${c.file}:${c.line}: cites '${c.path}', which does not exist.`);
if (missing.length > 0) {
  console.error(
    `\n${missing.length} cited path(s) do not exist: point them at what replaced the file, or mark a line of examples with '${IGNORE_MARK}'.`,
  );
  process.exit(1);
}
console.log(`Cited paths: ${citations.length} in ${documents.length + sources.length} files, all exist.`);
