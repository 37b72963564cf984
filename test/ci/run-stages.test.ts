import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runStages } from './run-stages';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'oligowatch-stages-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sh = (script: string): string[] => ['sh', '-c', script];

/** Runs the stages quietly and keeps what the runner printed. */
const run = async (
  stages: Parameters<typeof runStages>[0],
  options: Parameters<typeof runStages>[1] = {},
) => {
  let printed = '';
  const results = await runStages(stages, {
    heartbeatMs: 0,
    write: (text) => {
      printed += text;
    },
    ...options,
  });
  return { results, printed };
};

/** Running, not merely a zombie its new parent has yet to reap (Linux: /proc). */
const isAlive = (pid: number): boolean => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('CI stages side by side', () => {
  it('runs the stages at the same time', async () => {
    // Each waits (at most 10 s) for the other's file: both pass only if both run at once.
    const waitFor = (own: string, other: string) =>
      sh(
        `touch ${dir}/${own}; for i in $(seq 100); do [ -e ${dir}/${other} ] && exit 0; sleep 0.1; done; exit 1`,
      );
    const { results } = await run([
      { name: 'a', commands: [waitFor('a', 'b')] },
      { name: 'b', commands: [waitFor('b', 'a')] },
    ]);
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['a', 'passed'],
      ['b', 'passed'],
    ]);
  });

  it("prints each stage's output as one block, never interleaved with another's", async () => {
    const talk = (name: string) =>
      sh(`for i in 1 2 3; do echo "${name} line $i"; echo "${name} warning $i" >&2; sleep 0.05; done`);
    const { printed } = await run([
      { name: 'first', commands: [talk('first')] },
      { name: 'second', commands: [talk('second')] },
    ]);
    for (const name of ['first', 'second']) {
      const start = printed.indexOf(`━━━━ ${name}: passed in`);
      const end = printed.indexOf(`━━━━ end of ${name} ━━━━`);
      expect(start).toBeGreaterThanOrEqual(0);
      const body = printed.slice(start, end);
      for (const i of [1, 2, 3]) {
        expect(body).toContain(`${name} line ${i}`);
        expect(body).toContain(`${name} warning ${i}`);
      }
      expect(body).not.toContain(name === 'first' ? 'second line' : 'first line');
    }
  });

  it('stops every other stage, and what it started, at the first failure, and prints the failure last', async () => {
    const pidFile = join(dir, 'grandchild.pid');
    const { results, printed } = await run(
      [
        { name: 'slow', commands: [sh(`sleep 60 & echo $! > ${pidFile}; wait`)] },
        {
          name: 'broken',
          commands: [sh(`while [ ! -e ${pidFile} ]; do sleep 0.05; done; echo why it broke; exit 3`)],
        },
      ],
      { graceMs: 5_000 },
    );
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['slow', 'stopped'],
      ['broken', 'failed'],
    ]);
    expect(isAlive(process.pid), 'the check sees a live process').toBe(true);
    // Signalled with its group, it may still be on its way out (its pipes closed, not yet a
    // zombie) when the stage's close arrives: seen once in a fresh-clone CI run. Gone within
    // moments either way; a survivor would live on for its 60 s.
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    await expect.poll(() => isAlive(grandchild), { timeout: 2_000 }).toBe(false);
    expect(printed).toContain('■ stopped after broken failed: slow\n');
    expect(printed.trimEnd().endsWith('━━━━ end of broken ━━━━')).toBe(true);
    expect(printed).toContain('━━━━ broken: FAILED (exit code 3) after');
    expect(printed).toContain('why it broke');
    expect(printed).not.toContain('━━━━ slow:');
  });

  it('kills a stopped stage that ignores SIGTERM once the grace period is over', async () => {
    const started = Date.now();
    const { results } = await run(
      [
        { name: 'stubborn', commands: [sh(`trap '' TERM; touch ${dir}/up; sleep 60 & wait; sleep 60`)] },
        { name: 'broken', commands: [sh(`while [ ! -e ${dir}/up ]; do sleep 0.05; done; exit 1`)] },
      ],
      { graceMs: 300 },
    );
    expect(results.map((r) => r.status)).toEqual(['stopped', 'failed']);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("runs a stage's commands in order and ends it at the first failing one", async () => {
    const { results, printed } = await run([
      {
        name: 'steps',
        commands: [sh(`echo one > ${dir}/one`), sh('exit 2'), sh(`touch ${dir}/never`)],
      },
    ]);
    expect(results[0]?.status).toBe('failed');
    expect(existsSync(join(dir, 'one'))).toBe(true);
    expect(existsSync(join(dir, 'never'))).toBe(false);
    expect(printed).toContain('━━━━ steps: FAILED (exit code 2) after');
  });

  it('starts a stage that comes after another once that one has passed, beside the rest', async () => {
    // 'shard' reads what 'build' wrote; 'other' runs meanwhile (it waits for build's file too).
    const { results } = await run([
      { name: 'build', commands: [sh(`sleep 0.3; echo built > ${dir}/dist`)] },
      { name: 'shard', after: 'build', commands: [sh(`test -e ${dir}/dist && touch ${dir}/shard`)] },
      {
        name: 'other',
        commands: [sh(`for i in $(seq 100); do [ -e ${dir}/dist ] && exit 0; sleep 0.1; done; exit 1`)],
      },
    ]);
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['build', 'passed'],
      ['shard', 'passed'],
      ['other', 'passed'],
    ]);
    expect(existsSync(join(dir, 'shard'))).toBe(true);
  });

  it('never starts a stage whose predecessor failed, and refuses an unknown predecessor', async () => {
    const { results, printed } = await run([
      { name: 'build', commands: [sh('exit 3')] },
      { name: 'shard', after: 'build', commands: [sh(`touch ${dir}/never`)] },
    ]);
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['build', 'failed'],
      ['shard', 'stopped'],
    ]);
    expect(existsSync(join(dir, 'never'))).toBe(false);
    expect(printed).not.toContain('▶ shard');
    await expect(run([{ name: 'shard', after: 'nothing', commands: [] }])).rejects.toThrow(
      'stage shard comes after an unknown stage nothing',
    );
  });

  it('runs a stage with a niceness, and what it starts, at that lower CPU priority', async () => {
    const script = join(dir, 'priority.cjs');
    writeFileSync(script, "process.stdout.write('priority ' + require('node:os').getPriority());\n");
    const { results, printed } = await run([
      // Through a shell: what the stage's command starts runs at the stage's niceness too.
      { name: 'computes', niceness: 7, commands: [sh(`node ${script}`)] },
      { name: 'drives', commands: [['node', script]] },
    ]);
    expect(results.map((r) => r.status)).toEqual(['passed', 'passed']);
    // Relative to this process's own: `npm test` runs the unit stage niced already.
    const own = getPriority();
    expect(printed).toMatch(
      new RegExp(`━━━━ computes: passed[\\s\\S]*priority ${Math.min(own + 7, 19)}\n━━━━ end of computes`),
    );
    expect(printed).toMatch(new RegExp(`━━━━ drives: passed[\\s\\S]*priority ${own}\n━━━━ end of drives`));
  });

  it("gives a stage's commands its own variables beside the run's", async () => {
    const script = join(dir, 'env.cjs');
    writeFileSync(
      script,
      "process.stdout.write('size ' + process.env.STAGE_SETTING + ' path ' + Boolean(process.env.PATH));\n",
    );
    const { results, printed } = await run([
      { name: 'set', env: { STAGE_SETTING: '100' }, commands: [['node', script]] },
      { name: 'unset', commands: [['node', script]] },
    ]);
    expect(results.map((r) => r.status)).toEqual(['passed', 'passed']);
    expect(printed).toMatch(/━━━━ set: passed[\s\S]*size 100 path true\n━━━━ end of set/);
    expect(printed).toMatch(/━━━━ unset: passed[\s\S]*size undefined path true\n━━━━ end of unset/);
  });

  it('fails a stage whose command cannot start, saying why', async () => {
    const { results, printed } = await run([{ name: 'missing', commands: [['no-such-command-oligowatch']] }]);
    expect(results[0]?.status).toBe('failed');
    expect(printed).toContain('ENOENT');
  });

  it('stops every stage when the run is aborted', async () => {
    const aborted = new AbortController();
    const running = run(
      [
        { name: 'a', commands: [sh(`touch ${dir}/a; sleep 60`)] },
        { name: 'b', commands: [sh('sleep 60')] },
      ],
      { signal: aborted.signal, graceMs: 5_000 },
    );
    while (!existsSync(join(dir, 'a'))) await new Promise((r) => setTimeout(r, 20));
    aborted.abort();
    const { results, printed } = await running;
    expect(results.map((r) => r.status)).toEqual(['stopped', 'stopped']);
    expect(printed).toContain('■ stopped: a, b');
  });
});
