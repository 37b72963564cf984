import { vi } from 'vitest';

/**
 * A setup file for projects whose files share a worker process (`isolate: false`) but must each
 * start as if in a process of their own: the API files, and the node files that mock, stub or set
 * the environment (the `<name> (isolated)` projects, test-isolation.ts). Vitest runs it before each
 * file. It undoes what such a file may leave behind: our modules are evaluated afresh (their
 * caches, singletons and configuration start empty), no module mock, stubbed variable or global,
 * or fake clock of an earlier file remains, and the environment is the one the worker started with.
 * What stays loaded is what vitest leaves to Node (node_modules: the AWS SDK, zod, ...), which no
 * file changes; loading it again and starting a process for each file was the saving
 * (docs/decisions/0034-test-files-share-workers.md).
 *
 * The module mocks are reset as vitest resets them between the files of a worker it isolates
 * (`moduleRunner.mocker.reset()`), through the global its hoisted `vi.mock` calls use: there is no
 * public call for it. If a vitest upgrade renames it, every file fails here, not a later one.
 */
interface Mocker {
  reset: () => void;
}
const mocker = (globalThis as { __vitest_mocker__?: Mocker }).__vitest_mocker__;
if (typeof mocker?.reset !== 'function')
  throw new Error(
    "vitest's module mocker (__vitest_mocker__.reset) is gone: see test/support/fresh-test-file.ts",
  );
mocker.reset();
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

/**
 * The worker's own environment object, not only its values: a file may replace `process.env` with a
 * plain object, and vitest's stubEnv keeps writing to the original (its `import.meta.env`), so a
 * later file's stubs would miss what its code reads.
 */
const state = globalThis as { owWorkerStartEnv?: { object: NodeJS.ProcessEnv; values: NodeJS.ProcessEnv } };
state.owWorkerStartEnv ??= { object: process.env, values: { ...process.env } };
const { object, values } = state.owWorkerStartEnv;
process.env = object;
for (const name of Object.keys(object)) if (!(name in values)) delete object[name];
Object.assign(object, values);
