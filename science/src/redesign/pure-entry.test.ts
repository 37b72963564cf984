import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Tm per variant and the redesign run wherever the report's code runs: no Node module below them. */
describe.each([['../binding/index.ts'], ['./index.ts']])('the entry %s', (entry) => {
  it('bundles for the browser, reaching no Node module', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const imports = Object.values(result.metafile.inputs).flatMap((input) =>
      input.imports.map((i) => i.path),
    );
    expect(imports.filter((path) => path.startsWith('node:'))).toEqual([]);
  });
});
