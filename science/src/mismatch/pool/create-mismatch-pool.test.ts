import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { createSampleAligner } from '../create-sample-aligner';
import { learnAnchors } from '../learn-anchors';
import { runMismatchBatch } from '../run-mismatch-batch';
import { readFixtureOligos, readSarsCov2Genomes } from '../testing/fixtures';
import { createMismatchPool } from './create-mismatch-pool';

const oligos = readFixtureOligos().filter((row) => row.extra.target_organism === 'SARS-CoV-2');
const genomes = readSarsCov2Genomes().map((record) => record.sequence);
const here = fileURLToPath(new URL('.', import.meta.url));

describe('createMismatchPool', () => {
  it('runs TypeScript workers from source (the tsx bootstrap) with the in-thread results', async () => {
    const pool = createMismatchPool({ size: 2 });
    try {
      const samples = [...genomes, 'ACGT', ''];
      const aligner = createSampleAligner(oligos);
      const expected = samples.map((sample) => aligner.alignSample(sample));
      // Several tasks at once, spread over both workers.
      const tasks = [samples.slice(0, 5), samples.slice(5, 10), samples.slice(10)];
      const results = await Promise.all(tasks.map((task) => pool.alignSamples(oligos, task)));
      expect(results.flat()).toEqual(expected);
    } finally {
      await pool.close();
    }
    await expect(pool.alignSamples(oligos, ['ACGT'])).rejects.toThrow('the mismatch pool is closed');
  });

  it('carries the anchors and outcome rules to its workers: the same outcomes as in-thread', async () => {
    const anchors = learnAnchors(
      oligos,
      genomes.slice(0, 3).map((sequence, i) => ({ id: `g${i}`, sequence })),
    );
    const rules = { undetermined_percent: 10, three_prime_bases: 5 };
    // A masked copy: outcomes other than scored come through the pool too.
    const masked = `${'N'.repeat(29000)}${genomes[0]?.slice(29000) ?? ''}`;
    const samples = [...genomes, masked, 'ACGT'].map((sequence, i) => ({ id: `s${i}`, sequence }));
    const inThread: unknown[] = [];
    const local = await runMismatchBatch({
      oligos,
      samples,
      anchors,
      rules,
      onSample: (sample, alignments) => {
        inThread.push([sample.id, alignments]);
      },
    });
    const pool = createMismatchPool({ size: 1 });
    try {
      const pooled: unknown[] = [];
      const remote = await runMismatchBatch({
        oligos,
        samples,
        anchors,
        rules,
        pool,
        taskBases: 60000,
        onSample: (sample, alignments) => {
          pooled.push([sample.id, alignments]);
        },
      });
      expect(pooled).toEqual(inThread);
      expect(remote.counts).toEqual(local.counts);
      expect(local.counts.some((c) => (c.notCovered ?? 0) + (c.notAssessable ?? 0) > 0)).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('fails tasks, rather than hanging, when the worker script cannot start', async () => {
    const pool = createMismatchPool({ size: 1, workerUrl: new URL('./no-such-worker.mjs', import.meta.url) });
    try {
      await expect(pool.alignSamples(oligos, ['ACGT'])).rejects.toThrow();
      await expect(pool.alignSamples(oligos, ['ACGT'])).rejects.toThrow();
    } finally {
      await pool.close();
    }
  });

  it('works bundled by esbuild and run by plain node, with the worker as mismatch-worker.mjs beside the bundle', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mismatch-bundle-'));
    try {
      const entry = join(dir, 'entry.ts');
      await writeFile(
        entry,
        [
          `import { createMismatchPool } from ${JSON.stringify(join(here, 'create-mismatch-pool.ts'))};`,
          `import { runMismatchBatch } from ${JSON.stringify(join(here, '..', 'run-mismatch-batch.ts'))};`,
          "import { readFileSync } from 'node:fs';",
          'const input = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8"));',
          'const pool = createMismatchPool({ size: 2 });',
          'const rows: unknown[] = [];',
          'const summary = await runMismatchBatch({ oligos: input.oligos, samples: input.samples, pool, taskBases: 50000,',
          '  onSample: (sample, alignments) => { rows.push([sample.id, alignments]); } });',
          'await pool.close();',
          'process.stdout.write(JSON.stringify({ rows, stats: summary.stats }));',
        ].join('\n'),
      );
      const common = {
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        logLevel: 'silent',
      } as const;
      await build({ ...common, entryPoints: [entry], outfile: join(dir, 'index.mjs') });
      await build({
        ...common,
        entryPoints: [join(here, 'mismatch-worker.ts')],
        outfile: join(dir, 'mismatch-worker.mjs'),
      });

      const samples = genomes.slice(0, 6).map((sequence, i) => ({ id: `g${i}`, sequence }));
      const inputPath = join(dir, 'input.json');
      await writeFile(
        inputPath,
        JSON.stringify({
          oligos: oligos.map(({ name, sequence, strandPositive }) => ({ name, sequence, strandPositive })),
          samples,
        }),
      );
      const { stdout } = await promisify(execFile)(process.execPath, [join(dir, 'index.mjs'), inputPath], {
        maxBuffer: 64 * 1024 * 1024,
      });
      const output: { rows: [string, unknown][] } = JSON.parse(stdout);
      const aligner = createSampleAligner(oligos);
      expect(output.rows).toEqual(samples.map((sample) => [sample.id, aligner.alignSample(sample.sequence)]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
