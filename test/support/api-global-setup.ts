import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '@oligowatch/infra/local/local-stack';
import type { TestProject } from 'vitest/node';
import { startErrorLogSink } from './error-log-sink';
import type { StackInfo } from './stack-info';
import { TEST_STACK_OPTIONS } from './test-stack-options';

/**
 * Starts one private local stack for the API suite: its own free ports and a throw-away data
 * directory, so it runs beside a developer's `npm start` without touching it.
 */
export default async function setup(project: TestProject) {
  const errorLogs = await startErrorLogSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'oligowatch-api-'));
  // Small import batches, so the fixture NCBI's few records span several batches (resume tests).
  // `npm test` runs the report files, which test no batching, with batches of 100 (npm-test.ts).
  process.env.IMPORT_BATCH_SIZE ??= '4';
  // Report runs of a few segments from the seeded clades (the Distributed Map's items, retries).
  process.env.REPORT_SEGMENT_SIZE ??= '5';
  const stack = await startLocalStack({
    port: 0,
    dynamoPort: 0,
    sesPort: 0,
    dataDir,
    spa: 'none',
    adminEmail: 'admin@oligowatch.test',
    adminPassword: 'Admin-password-2026',
    ...TEST_STACK_OPTIONS,
  }).catch(async (error: unknown) => {
    await errorLogs.stop();
    throw error;
  });
  const info: StackInfo = {
    apiUrl: stack.appUrl,
    sesUrl: stack.sesUrl,
    ncbiUrl: stack.ncbiUrl,
    schedulerUrl: stack.schedulerUrl as string,
    // What a test file runs in its own process (seeding, repositories, report steps run here)
    // aligns on that process's thread, as a segment thread of the stack does: the machine's other
    // core is the other test chain's. Set here, not by the file that runs a segment, because the
    // first function a file calls fixes the configuration for the rest of it (a file that seeded
    // first got a pool of 2 threads started and stopped for each of its 35 segments).
    env: { ...stack.env, ALIGN_THREADS: '1' },
    admin: { email: stack.admin.email, password: 'Admin-password-2026' },
    errorLogUrl: errorLogs.url,
  };
  project.provide('stack', info);
  return async () => {
    await stack.stop();
    await errorLogs.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
