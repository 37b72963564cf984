import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { createSampleAligner } from '@oligowatch/science';
import { readFixtureOligos, readSarsCov2Genomes } from '@oligowatch/science/testing';
import { type JobDef, jobNames, jobs } from '@oligowatch/shared/jobs';
import { routes } from '@oligowatch/shared/routes';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OligoWatchStack } from './oligowatch-stack';
import { repoRoot } from './paths';
import { type Synthesized, synthesizeOligoWatch } from './synth-for-test';
import { asArray, type CfnResourceJson, logicalIdOf, propsOf, resourcesOf } from './template-queries';

/*
 * The one infra test that bundles every Lambda with esbuild, as `cdk synth` does (the others use
 * inline stand-ins, synth-for-test.ts): it checks what the bundles hold and that they run.
 */
let synth: Synthesized<OligoWatchStack>;
let resources: Record<string, CfnResourceJson>;
// One esbuild build makes every function's bundle (function-bundles.ts): well within the
// project's hook limit, where one esbuild process per function took 4 to 5 minutes.
beforeAll(() => {
  synth = synthesizeOligoWatch({}, { bundle: true });
  resources = resourcesOf(synth.template);
});
afterAll(() => synth?.cleanup());

/** The staged asset directory of a function's code in the cloud assembly. */
const assetDirOf = (fn: CfnResourceJson): string => {
  const key = (propsOf(fn).Code as { S3Key?: string }).S3Key;
  expect(key, 'function code is an S3 asset').toMatch(/^[0-9a-f]{64}\.zip$/);
  return join(synth.assemblyDir, `asset.${String(key).replace(/\.zip$/, '')}`);
};

const expectEsmBundle = (file: string): string => {
  const code = readFileSync(file, 'utf8');
  expect(
    code.startsWith("import { createRequire } from 'node:module'; const require = createRequire("),
    `${file} starts with the createRequire banner`,
  ).toBe(true);
  // Minified: a few very long lines (an unminified bundle averages well under 100 characters).
  expect(code.length / code.split('\n').length).toBeGreaterThan(1000);
  expect(existsSync(`${file}.map`), `${file}.map`).toBe(true);
  return code;
};

/** A handler bundle: exports `handler` (asserted without printing megabytes of code on failure). */
const expectHandlerBundle = (file: string): void => {
  const code = expectEsmBundle(file);
  expect(/export\s*\{[^}]*\bas handler\b[^}]*\}/.test(code), `${file} exports handler`).toBe(true);
};

describe('Lambda bundles (esbuild, as cdk synth makes them)', () => {
  it('bundles each route handler locally as minified ESM with the createRequire banner and a source map', () => {
    const routeFunctions = Object.values(resources).filter(
      (r) =>
        r.Type === 'AWS::Lambda::Function' &&
        JSON.stringify(r.Properties?.Tags ?? []).includes('oligowatch:route'),
    );
    expect(routeFunctions).toHaveLength(routes.length);
    const dirs = new Set(routeFunctions.map(assetDirOf));
    expect(dirs.size).toBe(new Set(routes.map((r) => r.handler)).size);
    for (const dir of dirs) expectHandlerBundle(join(dir, 'index.mjs'));
  });

  it.each(jobNames.map((name) => [name, jobs[name] as JobDef] as const))(
    '%s job: its handler, and each worker of its row as <name>.mjs beside it',
    (name, job) => {
      const dir = assetDirOf(resources[logicalIdOf(synth.stack.jobs[name])] as CfnResourceJson);
      expectHandlerBundle(join(dir, 'index.mjs'));
      for (const worker of job.workers ?? []) {
        const file = join(dir, `${worker.split('/').at(-1)}.mjs`);
        expect(existsSync(file), `${name} job bundle lacks ${file}`).toBe(true);
        expectEsmBundle(file);
      }
    },
  );

  it("carries zod's English messages only, not its 63 other locales", () => {
    // Imported as `import { z } from 'zod'`, zod's `z` object kept every locale in each bundle:
    // 264 KB of a 930 KB handler (biome.json's noRestrictedImports keeps the namespace import).
    const fn = resources[logicalIdOf(synth.stack.jobs.reportSegment)] as CfnResourceJson;
    const code = readFileSync(join(assetDirOf(fn), 'index.mjs'), 'utf8');
    expect(code.includes('Invalid input: expected'), "zod's English messages").toBe(true);
    // Indonesian: ASCII, so the minified bundle spells it as zod does.
    expect(code.includes('Input tidak valid'), "zod's Indonesian messages").toBe(false);
  });

  it('builds them inside the synthesis directory, which cleanup deletes (nothing left in the system temp)', () => {
    const workDir = dirname(synth.assemblyDir);
    const builds = readdirSync(workDir).filter((name) => name.startsWith('oligowatch-lambda-'));
    expect(builds).toHaveLength(1);
    expect(readdirSync(join(workDir, builds[0] as string))).toContain('accounts__handlers__get-user');
  });

  it('maps a bundle back to its TypeScript with a map of mappings only (Lambda runs --enable-source-maps)', () => {
    const dir = assetDirOf(resources[logicalIdOf(synth.stack.jobs.reportSegment)] as CfnResourceJson);
    const map = JSON.parse(readFileSync(join(dir, 'index.mjs.map'), 'utf8')) as {
      sources: string[];
      sourcesContent?: unknown;
      mappings: string;
    };
    expect(
      map.sources.some((source) => source.endsWith('functions/src/reports/jobs/run-report-segment.ts')),
    ).toBe(true);
    expect(map.mappings.length).toBeGreaterThan(1000);
    // The sources' text would double every function's code for a debugger nobody attaches there.
    expect(map.sourcesContent).toBeUndefined();
  });

  it('the report segment bundle carries the mismatch worker where the pool looks for it, and it aligns', async () => {
    expect(asArray(jobs.reportSegment.workers)).toContain('science/src/mismatch/pool/mismatch-worker');
    const dir = assetDirOf(resources[logicalIdOf(synth.stack.jobs.reportSegment)] as CfnResourceJson);
    // The bundled pool resolves its worker as a sibling of the bundle that runs it.
    expect(
      readFileSync(join(dir, 'index.mjs'), 'utf8').includes('mismatch-worker.mjs'),
      'the report segment bundle names mismatch-worker.mjs',
    ).toBe(true);

    // A probe bundled like the handler and placed beside it, as /var/task/index.mjs is in Lambda:
    // the pool's default lookup (no workerUrl) must start the staged worker file and align with it.
    const probe = join(dir, 'pool-probe.mjs');
    const oligos = readFixtureOligos()
      .filter((row) => row.extra.target_organism === 'SARS-CoV-2')
      .map(({ name, sequence, strandPositive }) => ({ name, sequence, strandPositive }));
    const samples = readSarsCov2Genomes()
      .slice(0, 4)
      .map((record) => record.sequence);
    const input = join(dir, 'pool-probe-input.json');
    writeFileSync(input, JSON.stringify({ oligos, samples }));
    await build({
      stdin: {
        contents: [
          `import { createMismatchPool } from ${JSON.stringify(join(repoRoot, 'science/src/mismatch/pool/create-mismatch-pool.ts'))};`,
          "import { readFileSync } from 'node:fs';",
          'const { oligos, samples } = JSON.parse(readFileSync(process.argv[2], "utf8"));',
          'const pool = createMismatchPool({ size: 2 });',
          'const alignments = await pool.alignSamples(oligos, samples);',
          'await pool.close();',
          'process.stdout.write(JSON.stringify(alignments));',
        ].join('\n'),
        resolveDir: repoRoot,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      logLevel: 'silent',
      outfile: probe,
    });
    const { stdout } = await promisify(execFile)(process.execPath, [probe, input], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const aligner = createSampleAligner(oligos);
    expect(JSON.parse(stdout)).toEqual(samples.map((sample) => aligner.alignSample(sample)));
  });
});
