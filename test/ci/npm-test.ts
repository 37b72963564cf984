import { runStages, type Stage } from './run-stages';

/**
 * `npm test`: every check, in stages side by side (DESIGN.md 9). On a 2-core machine the suites that
 * drive a stack (API, browser) are chains of requests that each wait on that stack, so one chain per
 * suite left a core idle while the CPU-bound stages (lint, unit) had finished. Each of those suites
 * therefore runs as two chains, each with its own private stack on free ports. The unit suite gets
 * one worker per core: a third cost it 28 to 30 s more CPU (199-202 s against 171-173 s, alone) for
 * a longer run, each worker loading the projects' module graphs, and the machine is busy on both
 * cores to the end anyway (issue 21). `test:api` and `test:browser` still run each suite whole, alone.
 */
const vitest = ['node', 'node_modules/vitest/vitest.mjs', 'run'];
/** Each shard writes its traces and screenshots apart: a shard clears its output folder when it starts. */
const playwright = (shard: string) => [
  'node',
  'node_modules/@playwright/test/cli.js',
  'test',
  '-c',
  'test/playwright.config.ts',
  `--shard=${shard}`,
  `--output=test-results/browser-${shard.replace('/', '-of-')}`,
];
// The API files in two chains of about equal time: the report files (they also seed the demo
// genomes) and the rest. A third chain (and stack) made the run slower: the CPU is already full.
const REPORTS = 'test/api/report';

/**
 * The stages that only compute (lint, unit) run niced (docs/decisions/0032-ci-a-busy-machine-cannot-fail.md):
 * the API and browser stages drive stacks whose requests, polls and timeouts wait on a core, and
 * with all at one priority six stages starting at once on 2 cores left a browser shard's first
 * tests a sixth of the machine, on its coldest stack. Niced, lint and unit still take every core
 * the others leave idle. 5, not more: the unit stage's screen tests wait up to 10 s themselves.
 */
const COMPUTE_ONLY = 5;

const stages: Stage[] = [
  { name: 'lint', niceness: COMPUTE_ONLY, commands: [['npm', 'run', '--silent', 'lint']] },
  {
    name: 'unit',
    niceness: COMPUTE_ONLY,
    commands: [[...vitest, '--project', '!api', '--maxWorkers=2']],
  },
  // The report files test no import's batching, and their one import, the spring-2020 refresh of
  // 380 genomes, took 95 batches of 4 (the suite's default, for the resume tests of the other
  // chain): 38 s of waiting on the client's NCBI rate and 5 s of CPU more than batches of 100.
  {
    name: 'api: reports',
    env: { IMPORT_BATCH_SIZE: '100' },
    commands: [[...vitest, '--project', 'api', REPORTS]],
  },
  { name: 'api: the rest', commands: [[...vitest, '--project', 'api', '--exclude', `${REPORTS}*`]] },
  { name: 'web build', commands: [['npm', 'run', '--silent', 'build']] },
  { name: 'browser 1/2', after: 'web build', commands: [playwright('1/2')] },
  { name: 'browser 2/2', after: 'web build', commands: [playwright('2/2')] },
];

const aborted = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => {
    process.exitCode = 130;
    aborted.abort();
  });

const started = Date.now();
const results = await runStages(stages, { signal: aborted.signal });
const summary = results.map((r) => `${r.name} ${r.status} (${Math.round(r.ms / 1000)} s)`).join(', ');
const ok = results.every((r) => r.status === 'passed');
process.stdout.write(
  `\n${ok ? '✔ all passed' : '✘ failed'} in ${Math.round((Date.now() - started) / 1000)} s: ${summary}\n`,
);
if (!ok) process.exitCode ||= 1;
