import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The engine's pure entry runs anywhere, the browser included: bundling it for the browser must
 * succeed, and nothing it reaches may be a Node module. The Node entry is the control: the same
 * bundle of it fails on its `node:` imports, so the check does see them.
 */
const entry = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

const bundleForBrowser = (file: string) =>
  build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
  });

describe('the pure mismatch entry', () => {
  it('bundles for the browser, reaching no Node module', async () => {
    const result = await bundleForBrowser(entry('index.ts'));
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.endsWith('mismatch/create-sample-aligner.ts'))).toBe(true);
    const imports = Object.values(result.metafile.inputs).flatMap((input) =>
      input.imports.map((i) => i.path),
    );
    expect(imports.filter((path) => path.startsWith('node:'))).toEqual([]);
    // Node's globals are not there in a browser either.
    const text = result.outputFiles[0]?.text ?? '';
    expect(text).not.toMatch(/\b(Buffer|process)\./);
  });

  it('is what the Node entry is not: bundling that for the browser fails on its node: imports', async () => {
    await expect(bundleForBrowser(entry('node.ts'))).rejects.toThrow(/node:/);
  });
});
