import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { findViolations } from './find-violations';

/**
 * `npm run lint`'s boundary check: every import of the source trees, resolved to the file it
 * names, against the zone table (zones.ts). Exits 1 listing each violation with its reason.
 */
const repo = resolve(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repo,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.includes('/fixtures/') && !f.includes('dist-types/'));

const violations = findViolations(repo, files);
for (const v of violations) console.error(`${v.file}:${v.line}: imports '${v.specifier}'. ${v.message}`);
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) cross a boundary (docs/decisions/0017-feature-slices.md).`);
  process.exit(1);
}
console.log(`Boundaries: ${files.length} files, no import crosses a boundary.`);
