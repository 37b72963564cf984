import { afterEach, describe, expect, it, vi } from 'vitest';

/** The import's records per efetch: NCBI's 500 with an API key, 100 without, IMPORT_BATCH_SIZE over both. */
const batchSizeWith = async (env: Record<string, string>) => {
  vi.resetModules();
  vi.stubEnv('NCBI_API_KEY', undefined);
  vi.stubEnv('NCBI_API_KEY_SECRET_ARN', undefined);
  vi.stubEnv('IMPORT_BATCH_SIZE', undefined);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { importBatchSize } = await import('./import-batch-size');
  return importBatchSize();
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('importBatchSize', () => {
  it('fetches 500 records per efetch with an API key, so 10 requests a second pass 1,000 records a second', async () => {
    expect(await batchSizeWith({ NCBI_API_KEY: 'abc123' })).toBe(500);
  });

  it('fetches 100 without a key, where 3 requests a second bound the import anyway', async () => {
    expect(await batchSizeWith({})).toBe(100);
  });

  it('takes IMPORT_BATCH_SIZE when it is set, key or not', async () => {
    expect(await batchSizeWith({ NCBI_API_KEY: 'abc123', IMPORT_BATCH_SIZE: '4' })).toBe(4);
    expect(await batchSizeWith({ IMPORT_BATCH_SIZE: '250' })).toBe(250);
  });
});
