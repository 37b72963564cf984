import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalStack, type LocalStackOptions, startLocalStack } from '../infra/src/local/local-stack';

/** The administrator every bench's private stack is seeded with and signs in as. */
export const BENCH_ADMIN = { email: 'bench@oligowatch.test', password: 'Bench-password-2026' } as const;

export interface BenchStackOptions {
  /** Names the throw-away data directory (`oligowatch-<name>-bench-…` in the temp directory). */
  name: string;
  /** Where the stack's NCBI calls go; none given, the local stack's own default. */
  ncbi?: LocalStackOptions['ncbi'];
  /** A data directory kept between runs (made if missing) instead of a throw-away one. */
  keptDataDir?: string;
  /**
   * DynamoDB Local keeps its tables in memory (as the test stacks do) rather than on disk (as
   * `npm start` does): to tell the emulator's disk from its own cost. Default: on disk.
   */
  tablesInMemory?: boolean;
}

export interface BenchStack {
  stack: LocalStack;
  dataDir: string;
  /** One JSON request to the stack; anything but a 2xx throws with the status and body. */
  call: <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;
  /** Signs in as BENCH_ADMIN and returns the session token. */
  signIn: () => Promise<string>;
  /** Stops the stack and removes its data directory unless it was a kept one. */
  stop: () => Promise<void>;
}

/**
 * Starts the private local stack a bench measures: free ports on loopback, no SPA, logs at ERROR
 * only (set the variable to see more), so a bench runs beside a developer's `npm start` without
 * touching it. One place for what the benches share, so they measure the same stack.
 */
export const startBenchStack = async (options: BenchStackOptions): Promise<BenchStack> => {
  const { keptDataDir, ncbi, tablesInMemory } = options;
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), `oligowatch-${options.name}-bench-`));
  mkdirSync(dataDir, { recursive: true });
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  const stack = await startLocalStack({
    port: 0,
    dynamoPort: 0,
    sesPort: 0,
    dataDir,
    spa: 'none',
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    ...(ncbi ? { ncbi } : {}),
    ...(tablesInMemory ? { tablesInMemory } : {}),
  });
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${stack.appUrl}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const signIn = async () =>
    (await call<{ token: string }>('POST', '/v1/users/login', { ...BENCH_ADMIN })).token;
  const stop = async () => {
    await stack.stop();
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { stack, dataDir, call, signIn, stop };
};
