import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('loadReportRunDefinition', () => {
  let privateTmp: string | undefined;
  afterEach(() => {
    vi.unstubAllEnvs();
    if (privateTmp) rmSync(privateTmp, { recursive: true, force: true });
  });

  it('synthesizes the definition and leaves no assembly directory behind', async () => {
    // A temporary directory of this test's own: CI runs the API stages beside this one, and each of
    // their local stacks synthesizes the definition into the shared one at the same time.
    privateTmp = mkdtempSync(join(tmpdir(), 'report-run-definition-test-'));
    vi.stubEnv('TMPDIR', privateTmp);
    // A fresh module: the definition is cached per process, and this test needs the synthesis.
    vi.resetModules();
    const { loadReportRunDefinition } = await import('./report-run-definition');
    const definition = loadReportRunDefinition();
    expect(definition.StartAt).toBeTypeOf('string');
    expect(Object.keys(definition.States).length).toBeGreaterThan(0);
    expect(readdirSync(privateTmp)).toEqual([]);
  });
});
