import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findViolations } from './find-violations';
import { refusalOf, zoneOf } from './zones';

/** Folder pairs: may a file in the first import a file in the second? */
describe('the zone table', () => {
  it.each([
    // Server features: themselves, lib and shared; never each other.
    [
      'functions/src/reports/handlers/get-report.ts',
      'functions/src/reports/repository/report-summaries.ts',
      true,
    ],
    ['functions/src/reports/handlers/get-report.ts', 'functions/src/lib/http/make-handler.ts', true],
    ['functions/src/reports/handlers/get-report.ts', 'shared/src/tables/reports.ts', true],
    [
      'functions/src/reports/freeze-and-start-report.ts',
      'functions/src/products/repository/products-repository.ts',
      false,
    ],
    ['functions/src/schedules/a/b/c/d/e/deep.ts', 'functions/src/reports/freeze-and-start-report.ts', false],
    ['functions/src/accounts/handlers/create-user.ts', 'infra/src/local/local-stack.ts', false],
    // lib: what every feature uses and none owns.
    ['functions/src/lib/http/authenticate.ts', 'functions/src/lib/db/items.ts', true],
    [
      'functions/src/lib/http/authenticate.ts',
      'functions/src/accounts/repository/accounts-repository.ts',
      false,
    ],
    ['functions/src/cold-start-config.test.ts', 'functions/src/lib/config.ts', true],
    // shared: the contract, importing nothing of the others.
    ['shared/src/jobs.ts', 'shared/src/schemas/report.ts', true],
    ['shared/src/jobs.ts', 'functions/src/lib/config.ts', false],
    ['shared/src/jobs.ts', 'infra/src/aws/app.ts', false],
    ['shared/src/jobs.ts', 'web/src/lib/api-client.ts', false],
    ['shared/src/schemas/report.ts', 'science/src/mismatch/index.ts', false],
    // The science: itself and the contract's pure parts, never its server parts nor the floors above.
    ['science/src/insights/decide-verdicts.ts', 'science/src/binding/is-tm-drop-flagged.ts', true],
    ['science/src/insights/decide-verdicts.ts', 'shared/src/schemas/insights.ts', true],
    ['science/src/mismatch/io/parse-oligo-csv.ts', 'shared/src/iupac.ts', true],
    ['science/src/assays/check-strand.ts', 'shared/src/tables/catalog.ts', false],
    ['science/src/assays/check-strand.ts', 'shared/src/tables.ts', false],
    ['science/src/mismatch/cli/check.ts', 'shared/src/jobs.ts', false],
    ['science/src/mismatch/cli/check.ts', 'shared/src/routes.ts', false],
    ['science/src/mismatch/cli/check.ts', 'functions/src/lib/config.ts', false],
    ['science/src/index.ts', 'web/src/lib/api-client.ts', false],
    // Every floor above may use the science (through its entry points: findViolations below).
    ['functions/src/reports/jobs/run-report-segment.ts', 'science/src/node.ts', true],
    ['functions/src/lib/http/authenticate.ts', 'science/src/index.ts', true],
    ['web/src/features/reports/routes/view-report.tsx', 'science/src/index.ts', true],
    ['web/src/lib/catalog-queries.ts', 'science/src/index.ts', true],
    // Web features: themselves, lib, components, shared; never each other nor the app.
    ['web/src/features/reports/routes/view-report.tsx', 'web/src/features/reports/api/get-report.ts', true],
    ['web/src/features/reports/routes/view-report.tsx', 'web/src/components/page-title.tsx', true],
    ['web/src/features/reports/routes/view-report.tsx', 'web/src/lib/api-client.ts', true],
    ['web/src/features/reports/a/b/c/d/e/deep.tsx', 'web/src/features/schedules/api/x.ts', false],
    ['web/src/features/reports/routes/view-report.tsx', 'web/src/app/router.tsx', false],
    ['web/src/features/reports/routes/view-report.tsx', 'functions/src/lib/config.ts', false],
    ['web/src/features/reports/routes/view-report.tsx', 'web/src/test/render.tsx', false],
    ['web/src/features/reports/routes/view-report.test.tsx', 'web/src/test/render.tsx', true],
    // The app composes features; lib and components serve them.
    ['web/src/app/router.tsx', 'web/src/features/schedules/routes/edit-schedule.tsx', true],
    ['web/src/app/router.tsx', 'infra/src/aws/app.ts', false],
    ['web/src/lib/catalog-queries.ts', 'web/src/features/products/api/get-product.ts', false],
    ['web/src/components/report-form/report-form.tsx', 'web/src/app/router.tsx', false],
    ['web/src/test/render.tsx', 'web/src/app/router.tsx', true],
    // The composition and test roots may reach anything.
    ['infra/src/local/seed-admin.ts', 'functions/src/accounts/register-account.ts', true],
    ['test/api/reports.test.ts', 'functions/src/reports/repository/clade-reads.ts', true],
  ] as const)('%s -> %s: allowed %s', (from, to, allowed) => {
    const refusal = refusalOf(
      zoneOf(from) as NonNullable<ReturnType<typeof zoneOf>>,
      zoneOf(to) as NonNullable<ReturnType<typeof zoneOf>>,
      { fromTest: /\.test\.tsx?$/.test(from) },
    );
    if (allowed) expect(refusal).toBeUndefined();
    else expect(refusal).toEqual(expect.any(String));
  });
});

/** A planted violation of each kind, in a tree of its own, is found and explained. */
describe('findViolations on planted imports', () => {
  const repo = mkdtempSync(join(tmpdir(), 'oligowatch-boundaries-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const plant = (path: string, text = 'export const x = 1;\n') => {
    mkdirSync(join(repo, dirname(path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  plant('functions/src/targets/repository/target-queries.ts');
  plant('functions/src/lib/db/client.ts');
  plant('functions/src/accounts/repository/accounts-repository.ts');
  plant('web/src/features/products/api/get-product.ts');
  plant('web/src/app/router.tsx');
  plant('infra/src/aws/app.ts');
  const planted = {
    'functions/src/reports/repository/a/b/c/deep.ts':
      "import { x } from '../../../../../targets/repository/target-queries';\n",
    'functions/src/lib/http/authenticate.ts':
      "import { x } from '../../accounts/repository/accounts-repository';\n",
    'web/src/features/reports/components/deep/er/still.tsx':
      "import { x } from '../../../../products/api/get-product';\n",
    'web/src/features/oligos/routes/view-oligo.tsx': "import { x } from '../../../app/router';\n",
    'web/src/lib/catalog-queries.ts': "import { x } from '../features/products/api/get-product';\n",
    'shared/src/routes.ts': "import { x } from '@oligowatch/functions/lib/db/client';\n",
    'web/src/features/targets/api/x.ts': "const m = await import('@oligowatch/infra/aws/app');\n",
  };
  for (const [path, text] of Object.entries(planted)) plant(path, text);

  it('finds each one, at its line, with the rule it breaks', () => {
    const found = findViolations(repo, Object.keys(planted));
    expect(found.map((v) => v.file).sort()).toEqual(Object.keys(planted).sort());
    expect(found.find((v) => v.file.startsWith('functions/src/reports'))?.message).toMatch(
      /A server feature never imports another feature/,
    );
    expect(found.find((v) => v.file === 'functions/src/lib/http/authenticate.ts')?.message).toMatch(
      /functions\/src\/lib never imports a feature/,
    );
    expect(found.find((v) => v.file.includes('still.tsx'))?.message).toMatch(
      /A web feature never imports another feature/,
    );
    expect(found.find((v) => v.file.includes('view-oligo'))?.message).toMatch(/never imports web\/src\/app/);
    expect(found.find((v) => v.file === 'web/src/lib/catalog-queries.ts')?.message).toMatch(
      /web\/src\/lib and web\/src\/components never import/,
    );
    expect(found.find((v) => v.file === 'shared/src/routes.ts')?.message).toMatch(/shared never imports/);
    expect(found.find((v) => v.file === 'web/src/features/targets/api/x.ts')?.message).toMatch(
      /web never imports functions or infra/,
    );
    expect(found.every((v) => v.line === 1)).toBe(true);
  });
});

/** The science's own rules: entry points only, and folders that import each other in no circle. */
describe('findViolations on the science', () => {
  const repo = mkdtempSync(join(tmpdir(), 'oligowatch-science-boundaries-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const plant = (path: string, text = 'export const x = 1;\n') => {
    mkdirSync(join(repo, dirname(path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  for (const entry of ['index', 'node', 'testing']) plant(`science/src/${entry}.ts`);
  plant('science/src/mismatch/alignment.ts');
  plant('shared/src/tables/catalog.ts');
  plant('shared/src/schemas/oligo.ts');
  const allowed = {
    'functions/src/reports/jobs/a.ts': "import { x } from '@oligowatch/science';\n",
    'functions/src/reports/jobs/b.ts': "import { x } from '@oligowatch/science/node';\n",
    'web/src/features/reports/c.tsx': "import { x } from '@oligowatch/science';\n",
    'infra/src/aws/d.test.ts': "import { x } from '@oligowatch/science/testing';\n",
    'functions/src/reports/e.test.ts': "import { x } from '@oligowatch/science/testing';\n",
    'science/src/assays/f.ts':
      "import { x } from '../mismatch/alignment';\nimport { y } from '@oligowatch/shared/schemas/oligo';\n",
  };
  const refused = {
    // Spelt in two pieces, or the lint would find this file's own text.
    'functions/src/reports/jobs/deep.ts': `import { x } from '${'@oligowatch/science'}/mismatch/alignment';\n`,
    'bench/relative.ts': "import { x } from '../science/src/mismatch/alignment';\n",
    'web/src/features/reports/node.tsx': "import { x } from '@oligowatch/science/node';\n",
    'functions/src/reports/fixtures.ts': "import { x } from '@oligowatch/science/testing';\n",
    'shared/src/schemas/report.ts': "import { x } from '@oligowatch/science';\n",
    'science/src/assays/server.ts': "import { x } from '@oligowatch/shared/tables/catalog';\n",
    // A circle: insights -> binding -> insights (a test closes none: it is left out).
    'science/src/insights/uses-binding.ts': "import { x } from '../binding/uses-insights';\n",
    'science/src/binding/uses-insights.ts': "import { x } from '../insights/uses-binding';\n",
  };
  for (const [path, text] of Object.entries({ ...allowed, ...refused })) plant(path, text);
  plant('science/src/mismatch/uses-insights.test.ts', "import { x } from '../insights/uses-binding';\n");
  const found = findViolations(repo, [
    ...Object.keys(allowed),
    ...Object.keys(refused),
    'science/src/mismatch/uses-insights.test.ts',
  ]);
  const messageOf = (file: string) => found.find((v) => v.file === file)?.message;

  it('refuses each planted one and nothing else', () => {
    expect(found.map((v) => v.file).sort()).toEqual(Object.keys(refused).sort());
  });

  it('says why', () => {
    expect(messageOf('functions/src/reports/jobs/deep.ts')).toMatch(/Imports name the science's entry point/);
    expect(messageOf('bench/relative.ts')).toMatch(/Imports name the science's entry point/);
    expect(messageOf('web/src/features/reports/node.tsx')).toMatch(/never '@oligowatch\/science\/node'/);
    expect(messageOf('functions/src/reports/fixtures.ts')).toMatch(/only tests and the test roots/);
    expect(messageOf('shared/src/schemas/report.ts')).toMatch(/shared never imports the science/);
    expect(messageOf('science/src/assays/server.ts')).toMatch(/never its server parts/);
    expect(messageOf('science/src/insights/uses-binding.ts')).toMatch(
      /in a circle \(insights -> binding -> insights\)/,
    );
    expect(messageOf('science/src/binding/uses-insights.ts')).toMatch(
      /in a circle \(binding -> insights -> binding\)/,
    );
  });
});
