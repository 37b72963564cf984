import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The package's main entry ('@oligowatch/science') is what the web app bundles: it must bundle for
 * the browser and reach no Node module. The Node entry is the control: bundling it for the browser
 * fails on its `node:` imports (docs/decisions/0027-science-package.md).
 */
const bundleForBrowser = (name: string) =>
  build({
    entryPoints: [fileURLToPath(new URL(`./${name}`, import.meta.url))],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
  });

describe("the science's entries", () => {
  it('@oligowatch/science bundles for the browser, reaching no Node module', async () => {
    const result = await bundleForBrowser('index.ts');
    expect(result.errors).toEqual([]);
    const imports = Object.values(result.metafile.inputs).flatMap((input) =>
      input.imports.map((i) => i.path),
    );
    expect(imports.filter((path) => path.startsWith('node:'))).toEqual([]);
    expect(result.outputFiles[0]?.text ?? '').not.toMatch(/\b(Buffer|process)\./);
  });

  it('@oligowatch/science/node does not: bundling it for the browser fails on its node: imports', async () => {
    await expect(bundleForBrowser('node.ts')).rejects.toThrow(/node:/);
  });
});
