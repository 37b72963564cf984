import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The Tm code runs in the browser too: its entry bundles for it and reaches no Node module. */
describe('the Tm entry', () => {
  it('bundles for the browser, reaching no Node module', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.endsWith('tm/compute-nearest-neighbour-tm.ts'))).toBe(true);
    const imports = Object.values(result.metafile.inputs).flatMap((input) =>
      input.imports.map((i) => i.path),
    );
    expect(imports.filter((path) => path.startsWith('node:'))).toEqual([]);
    expect(result.outputFiles[0]?.text ?? '').not.toMatch(/\b(Buffer|process)\./);
  });
});
