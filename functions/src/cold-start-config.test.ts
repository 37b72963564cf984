import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseEnv } from './lib/testing/base-env';

/**
 * Lambda entry modules check the configuration as they load (Powertools / Epic Stack style): a
 * missing variable fails the cold start with its name, before any request reaches the code.
 */
const entries = [
  ['a route (makeHandler)', './auth/handlers/login'],
  ['the import job', './targets/jobs/run-import-job'],
  ['the report job', './reports/jobs/run-report-job'],
] as const;

const savedEnv = { ...process.env };
const useEnv = (env: Record<string, string | undefined>) => {
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, savedEnv, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  // A fresh module graph: the configuration module's cache starts empty, as in a new Lambda.
  vi.resetModules();
};

afterEach(() => useEnv({}));

describe('configuration at cold start', () => {
  it.each(entries)('%s fails to load when a required variable is missing, naming it', async (_, entry) => {
    useEnv({ ...baseEnv, REPORTS_TABLE: undefined });
    await expect(import(entry)).rejects.toThrow(/REPORTS_TABLE/);
  });

  it.each(entries)('%s names a malformed variable too', async (_, entry) => {
    useEnv({ ...baseEnv, MAIL_FROM: 'not-an-address' });
    await expect(import(entry)).rejects.toThrow(/MAIL_FROM/);
  });

  it.each(entries)('%s loads with a complete environment', async (_, entry) => {
    useEnv(baseEnv);
    const module: { handler?: unknown } = await import(entry);
    expect(module.handler).toBeTypeOf('function');
  });
});
