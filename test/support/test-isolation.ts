import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What makes a test file unsafe to share a worker's module graph with the files that run after it
 * (vitest's "disable isolation" recipe): module mocks and resets, stubbed environment or globals,
 * spies, fake timers, writes to process.env, listeners on process. Read from the source, so a new
 * test that starts doing one of these is isolated without anyone remembering to list it.
 */
const CHANGES_SHARED_STATE = new RegExp(
  [
    String.raw`\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules|stubEnv|stubGlobal|spyOn|useFakeTimers|setSystemTime)\b`,
    String.raw`\bprocess\.env(?:\.\w+|\[[^\]]+\])?\s*(?:=(?!=)|\?\?=|\|\|=)`,
    String.raw`\bdelete\s+process\.env\b`,
    String.raw`\bObject\.assign\(\s*process\.env\b`,
    String.raw`\bprocess\.(?:on|once|addListener)\(`,
    String.raw`\bglobalThis\.\w+\s*=(?!=)`,
  ].join('|'),
);

export const changesSharedState = (source: string): boolean => CHANGES_SHARED_STATE.test(source);

/** The test files under `dir` (repo-relative, as vitest's include takes them) that change shared state. */
export const testFilesChangingSharedState = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.split(/[\\/]/).includes('node_modules'))
    .map((file) => join(dir, file).split('\\').join('/'))
    .filter((file) => changesSharedState(readFileSync(file, 'utf8')))
    .sort();
