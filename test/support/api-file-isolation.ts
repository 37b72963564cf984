import { vi } from 'vitest';

/**
 * The API files run one after another in ONE worker process (the 'api' project's `isolate: false`),
 * and this setup file, which vitest runs before each of them, gives each file what a process of its
 * own gave it: our modules evaluated afresh (their caches, singletons and configuration start
 * empty), no module mock of an earlier file, and the environment the worker started with. What
 * stays loaded is what vitest leaves to Node (node_modules: the AWS SDK, zod, ...), which no file
 * changes; loading it and starting a process for each file cost the two API chains about 12 s of
 * CPU each (docs/decisions/0034-api-files-share-a-worker.md).
 *
 * The module mocks are reset as vitest resets them between the files of a worker it isolates
 * (`moduleRunner.mocker.reset()`), through the global its hoisted `vi.mock` calls use: there is no
 * public call for it. If a vitest upgrade renames it, every API file fails here, not a later one.
 */
interface Mocker {
  reset: () => void;
}
const mocker = (globalThis as { __vitest_mocker__?: Mocker }).__vitest_mocker__;
if (typeof mocker?.reset !== 'function')
  throw new Error(
    "vitest's module mocker (__vitest_mocker__.reset) is gone: see test/support/api-file-isolation.ts",
  );
mocker.reset();
vi.resetModules();

const state = globalThis as { owWorkerStartEnv?: Readonly<NodeJS.ProcessEnv> };
state.owWorkerStartEnv ??= { ...process.env };
for (const name of Object.keys(process.env)) if (!(name in state.owWorkerStartEnv)) delete process.env[name];
Object.assign(process.env, state.owWorkerStartEnv);
