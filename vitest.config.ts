import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { testFilesChangingSharedState } from './test/support/test-isolation.ts';

/**
 * The API files share one stack, and most assert exact target counts against the fixture NCBI.
 * The report files seed the `npm start` demo genomes (the same real records the fixture NCBI
 * serves), so they run after every other API file, whatever order vitest's timing cache picks.
 * Among the others, the files that import the fixture NCBI's taxa into a store that holds none of
 * them yet, and count them whole, run first; the files that add records of those taxa to clades
 * of their own (following and refreshing, concurrent imports) run last, and so does the report
 * file that publishes a season of genomes into the fixture NCBI (issue 32).
 */
const SEEDS_DEMO_GENOMES = /test\/api\/report[^/]*\.test\.ts$/;
const COUNTS_FIXTURE_TAXA_WHOLE = /test\/api\/(target-import|targets)\.test\.ts$/;
const ADDS_TO_FIXTURE_TAXA = /test\/api\/(target-follow|targets-tallies|report-follow-alert)\.test\.ts$/;

class ApiSeedersLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) =>
      (COUNTS_FIXTURE_TAXA_WHOLE.test(f.moduleId) ? 0 : 1) +
      (SEEDS_DEMO_GENOMES.test(f.moduleId) ? 2 : 0) +
      (ADDS_TO_FIXTURE_TAXA.test(f.moduleId) ? 1 : 0);
    // A stable sort: within a rank, vitest's own order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;

/** Undoes, before each file of a worker's files, what an earlier one changed (ADR 0034). */
const FRESH_TEST_FILE = 'test/support/fresh-test-file.ts';

/**
 * The CDK files run first, as a group of their own in one worker (see the 'cdk' project); every
 * other project runs in the group after it. Vitest runs projects with different worker counts only
 * in different groups, and skips a group whose order is negative without a word.
 */
const CDK_GROUP = 0;
const AFTER_CDK = { groupOrder: CDK_GROUP + 1 };

/**
 * A package's node tests as two projects. The files that change shared state (mocks, stubbed
 * environment, fake timers, ...: test-isolation.ts) each get a fresh module graph, in `<name>
 * (isolated)`, where fresh-test-file.ts also undoes what an earlier file changed; the rest share one
 * module graph per worker, so zod, the AWS SDK and the engine load once per worker instead of once
 * per file: that was half of these packages' CPU (issue 21). Both projects' files share worker
 * processes (ADR 0034). Select both with `--project '<name>*'`.
 */
const nodeProjects = (
  name: string,
  dir: string,
  test: ProjectTest = {},
): TestProjectInlineConfiguration[] => {
  const isolated = testFilesChangingSharedState(dir);
  // `test.exclude` applies to both projects: an excluded file stays out of the isolated one too.
  const exclude = [...configDefaults.exclude, ...(test.exclude ?? [])];
  const common = { ...test, environment: 'node' as const, sequence: AFTER_CDK, exclude };
  const sharing = {
    ...common,
    name,
    include: [`${dir}/**/*.test.ts`],
    exclude: [...exclude, ...isolated],
    isolate: false,
  };
  // They share workers too, each file starting as in a process of its own (fresh-test-file.ts).
  const isolating = {
    ...common,
    name: `${name} (isolated)`,
    include: isolated,
    isolate: false,
    setupFiles: [FRESH_TEST_FILE, ...[test.setupFiles ?? []].flat()],
  };
  return isolated.length === 0 ? [{ test: sharing }] : [{ test: sharing }, { test: isolating }];
};

/**
 * Every package's tests. `npm test` runs them as two vitest runs side by side: `test:api` (the API
 * project, one file at a time against its stack) and `test:unit` (every other project); plain
 * `vitest run` still runs all of them. Playwright specs (test/browser) are NOT collected here:
 * they run under `playwright test`.
 */
export default defineConfig({
  test: {
    // Vitest reads the sequencer from the root config only (one sequencer sorts every project's files).
    sequence: { sequencer: ApiSeedersLastSequencer },
    projects: [
      ...nodeProjects('shared', 'shared/src', { testTimeout: 60_000 }),
      ...nodeProjects('science', 'science/src', { testTimeout: 60_000 }),
      ...nodeProjects('functions', 'functions/src', {
        setupFiles: ['functions/src/lib/testing/isolate-config-env.ts'],
      }),
      ...nodeProjects('infra', 'infra/src', {
        // The CDK app's tests run in the 'cdk' project below.
        exclude: ['infra/src/aws/*.test.ts'],
        testTimeout: 300_000,
        hookTimeout: 300_000,
      }),
      {
        test: {
          name: 'boundaries',
          sequence: AFTER_CDK,
          include: ['test/boundaries/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'cdk',
          include: ['infra/src/aws/*.test.ts'],
          environment: 'node',
          // A process's first synthesis costs about 9 s of CPU (loading and warming aws-cdk-lib,
          // cdk-nag and CDK's WebAssembly template validator), later ones 1 to 2 s: the files share
          // one module graph, in ONE worker (spread over three, each paid the first synthesis).
          // They run as a group of their own, before the other projects' files: vitest runs a
          // project with another worker count only in another group. They only build constructs
          // and read templates; each synthesizes in a fresh temporary directory.
          isolate: false,
          fileParallelism: false,
          sequence: { groupOrder: CDK_GROUP },
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'api',
          sequence: AFTER_CDK,
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/api-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One local stack serves the whole API suite; files run one at a time against it, in
          // one worker process: each starts from a fresh module graph (fresh-test-file.ts).
          fileParallelism: false,
          isolate: false,
          setupFiles: [FRESH_TEST_FILE],
        },
      },
      {
        test: {
          name: 'bench',
          sequence: AFTER_CDK,
          // The benches' pure parts (their models); the benches themselves run by `npm run bench…`.
          include: ['bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'ci',
          sequence: AFTER_CDK,
          // CI's and the tests' own tooling.
          include: ['test/ci/**/*.test.ts', 'test/support/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          sequence: AFTER_CDK,
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          // happy-dom, not jsdom: the same 556 tests for a quarter less CPU (61 s against 82 s of
          // the web project alone; docs/decisions/0033-ci-on-a-slower-machine.md).
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // One DOM and one module graph (React, Mantine, the app) per worker instead of per file:
          // setting them up again took about 2 s of each file's time. Nothing is lost between files:
          // the app keeps no module-level state, each render gets a fresh QueryClient and router,
          // and setup.ts cleans the DOM, storage, toasts, mocks and stubbed globals after every test.
          isolate: false,
          // DOM renders of whole screens can take seconds on a loaded 2-core CI machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
