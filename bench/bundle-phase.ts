import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** What this module needs of esbuild's API. */
interface Bundler {
  build(options: Record<string, unknown>): Promise<unknown>;
}

/**
 * Bundles the phase script, and the pool's worker beside it as mismatch-worker.mjs, the way a
 * Lambda ships the engine: phases then run on plain node, without the TypeScript loader's memory.
 * esbuild comes with tsx, so it is resolved from there.
 */
export const bundlePhase = async (outDir: string): Promise<string> => {
  const require = createRequire(import.meta.url);
  const bundler: Bundler = createRequire(require.resolve('tsx/package.json'))('esbuild');
  const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'silent' };
  await bundler.build({
    ...common,
    entryPoints: [fileURLToPath(new URL('./run-phase.ts', import.meta.url))],
    outfile: `${outDir}/run-phase.mjs`,
  });
  await bundler.build({
    ...common,
    entryPoints: [fileURLToPath(new URL('../science/src/mismatch/pool/mismatch-worker.ts', import.meta.url))],
    outfile: `${outDir}/mismatch-worker.mjs`,
  });
  return `${outDir}/run-phase.mjs`;
};
