import type { LocalStackOptions } from '@oligowatch/infra/local/local-stack';

/** What every test stack (the API suite's, the browser suite's) sets apart from `npm start`. */
export const TEST_STACK_OPTIONS = {
  ncbi: 'fixture',
  // Tests move the scheduler's clock themselves (POST `${schedulerUrl}tick`); nothing fires by itself.
  scheduler: 'manual',
  // A failing step of a report run retries at once, not after the state machine's backoff.
  reportRunRetryIntervalMs: 0,
  // The suites hash and check hundreds of passwords: at the production cost (~0.2 s of CPU each)
  // that was a third of the API suite's run. Hashes carry their cost, so checking them works the same.
  passwordScryptN: 1024,
  // It lives minutes: C2's compiling would cost more CPU than its code saves (issue 21).
  shortLivedJvm: true,
  // It never restarts: its tables in memory, no SQLite files to write.
  tablesInMemory: true,
} as const satisfies Partial<LocalStackOptions>;
