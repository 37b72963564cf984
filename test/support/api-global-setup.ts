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
    env: stack.env,
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
