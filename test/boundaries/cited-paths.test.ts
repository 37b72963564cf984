import { describe, expect, it } from 'vitest';
import { type Citation, citationExists, IGNORE_MARK, indexRepo, pathsIn } from './cited-paths';
import { statusProblem } from './decision-status';
import { commentsOf } from './source-comments';

const repo = indexRepo([
  'functions/src/reports/repository/reports-table.ts',
  'functions/src/reports/handlers/generate-report.ts',
  'docs/decisions/0020-report-runs-on-step-functions.md',
  'test/fixtures/README.md',
]);
const cited = (path: string, file = 'functions/src/reports/repository/report-rows.ts'): Citation => ({
  file,
  line: 1,
  path,
});

describe('pathsIn', () => {
  const paths = (text: string) => pathsIn(text, 'README.md').map((c) => c.path);

  it('finds repo-relative, relative, partial and bare file paths, and folders under a top folder', () => {
    expect(
      paths(
        'see functions/src/reports/repository/reports-table.ts:41, ./x.ts, ../y.md, reports/z.ts, build-search-term.ts and infra/src/local/',
      ),
    ).toEqual([
      'functions/src/reports/repository/reports-table.ts',
      './x.ts',
      '../y.md',
      'reports/z.ts',
      'build-search-term.ts',
      'infra/src/local/',
    ]);
  });

  it('leaves patterns, URLs, package paths and prose alone', () => {
    expect(
      paths(
        'test/api/*.test.ts, functions/src/<feature>/handlers/<file>.ts, https://github.com/a/b/docs/x.md, @oligowatch/shared/routes.ts, Node.js, e.g. and i.e.',
      ),
    ).toEqual([]);
  });

  it(`skips a line marked '${IGNORE_MARK}'`, () => {
    expect(paths(`functions/src/gone.ts (an example; ${IGNORE_MARK})`)).toEqual([]);
  });

  it('numbers lines from the first line given', () => {
    expect(pathsIn('a\nfunctions/src/x.ts', 'f.ts', 10)).toEqual([
      { file: 'f.ts', line: 11, path: 'functions/src/x.ts' },
    ]);
  });
});

describe('citationExists', () => {
  it.each([
    ['functions/src/reports/repository/reports-table.ts', true],
    ['functions/src/reports/repository/gone.ts', false],
    ['functions/src/reports/handlers/generate-report', true],
    ['functions/src/reports/', true],
    ['functions/src/nothing/', false],
    ['./reports-table.ts', true],
    ['./gone.ts', false],
    ['../handlers/generate-report.ts', true],
    ['repository/reports-table.ts', true],
    ['reports/clade-samples.ts', false],
    ['0020-report-runs-on-step-functions.md', true],
    ['0012-gone.md', false],
    ['fixtures/README.md', true],
    ['../shared/DESIGN.md', true],
    ['SPEC.md', true],
    ['FILE.tsv', true],
  ])('%s: %s', (path, exists) => {
    expect(citationExists(cited(path), repo)).toBe(exists);
  });

  it('asks the disk for what git does not track', () => {
    const withDisk = indexRepo([], (path) => path === 'node_modules/vitest/vitest.mjs');
    expect(citationExists(cited('node_modules/vitest/vitest.mjs'), withDisk)).toBe(true);
  });
});

describe('commentsOf', () => {
  it('reads line and block comments with their lines, not strings, templates or regular expressions', () => {
    const source = [
      "const url = 'http://example.org/a.ts'; // after code: functions/src/a.ts",
      'const re = /\\/\\/ not-a-comment.ts/;',
      // A template with a substitution, written so it is not one here.
      `const t = \`// in a template \${"// in a string"} still // template\`;`,
      '/**',
      ' * functions/src/b.ts',
      ' */',
      'const quote = "it\'s"; // c.ts',
    ].join('\n');
    expect(commentsOf(source)).toEqual([
      { text: ' after code: functions/src/a.ts', line: 1 },
      { text: '*\n * functions/src/b.ts\n ', line: 4 },
      { text: ' c.ts', line: 7 },
    ]);
  });
});

describe('statusProblem', () => {
  const numbers = new Set(['0012', '0020']);

  it('accepts a status with a date, and a superseded record naming its successor', () => {
    expect(
      statusProblem('# 20. X\n\nStatus: accepted, 2026-11-25.\n\nText', '0020', numbers),
    ).toBeUndefined();
    expect(
      statusProblem('# 12. X\n\nStatus: superseded in part by 0020, 2026-11-23.\n', '0012', numbers),
    ).toBeUndefined();
  });

  it('refuses a record without a status, without a date, or superseded by nobody named', () => {
    expect(statusProblem('# 12. X\n\n**Context.** Text', '0012', numbers)).toMatch(/no status/);
    expect(statusProblem('# 12. X\n\nStatus: accepted.\n', '0012', numbers)).toMatch(/no date/);
    expect(statusProblem('# 12. X\n\nStatus: superseded, 2026-11-23.\n', '0012', numbers)).toMatch(
      /names no decision record/,
    );
  });
});
