import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';

/** Assembly directories CDK or the loader would leave in the temporary directory. */
const assemblyDirs = () =>
  new Set(readdirSync(tmpdir()).filter((name) => /^(cdk\.out|oligowatch-report-run-)/.test(name)));

describe('loadReportRunDefinition', () => {
  it('synthesizes the definition and leaves no assembly directory behind', async () => {
    // A fresh module: the definition is cached per process, and this test needs the synthesis.
    vi.resetModules();
    const before = assemblyDirs();
    const { loadReportRunDefinition } = await import('./report-run-definition');
    const definition = loadReportRunDefinition();
    expect(definition.StartAt).toBeTypeOf('string');
    expect(Object.keys(definition.States).length).toBeGreaterThan(0);
    expect([...assemblyDirs()].filter((name) => !before.has(name))).toEqual([]);
  });
});
