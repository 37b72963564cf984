import { runStages, type Stage } from './run-stages';

/**
 * `npm test`: every check, the four stages side by side (DESIGN.md 9). Each stage is an npm script
 * that also runs alone. They share nothing: the API and browser suites each start a private stack
 * on free ports. On a 2-core machine the CPU-bound stages (lint, unit) overlap the API and browser
 * suites, which spend much of their time waiting on their stacks.
 */
const stages: Stage[] = [
  { name: 'lint', commands: [['npm', 'run', '--silent', 'lint']] },
  { name: 'unit', commands: [['npm', 'run', '--silent', 'test:unit']] },
  { name: 'api', commands: [['npm', 'run', '--silent', 'test:api']] },
  { name: 'browser', commands: [['npm', 'run', '--silent', 'test:browser']] },
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
