import { describe, expect, it } from 'vitest';
import { HAND_OVER_MS, LEASE_SECONDS } from '../jobs/run-leased-job';
import type { EsearchOptions, EutilsClient } from './eutils-client';
import {
  JOB_LIMITS,
  limitCalls,
  REQUEST_PATH_CALLS,
  REQUEST_PATH_LIMITS,
  requestBudgetMs,
  worstCaseCallMs,
} from './request-budget';

describe('worstCaseCallMs', () => {
  it.each([
    // limits, requests a second, worst case: attempts × (rate-limit slot + timeout) + retries × wait
    [{ timeoutMs: 100, maxRetries: 0, maxWaitMs: 0 }, 3, 350 + 100],
    [{ timeoutMs: 100, maxRetries: 1, maxWaitMs: 50 }, 3, 2 * (350 + 100) + 50],
    [{ timeoutMs: 100, maxRetries: 1, maxWaitMs: 50 }, 10, 2 * (105 + 100) + 50],
    [{ timeoutMs: 5_000, maxRetries: 1, maxWaitMs: 500 }, 3, 11_200],
    // The client's defaults (the import job): 4 attempts of 30 s and Retry-After up to 60 s.
    [{ timeoutMs: 30_000, maxRetries: 3, maxWaitMs: 60_000 }, 3, 4 * 30_350 + 3 * 60_000],
  ] as const)('%o at %i/s: %i ms', (limits, requestsPerSecond, expected) => {
    expect(worstCaseCallMs(limits, requestsPerSecond)).toBe(expected);
  });
});

describe('the request-path budget (POST /v1/cache)', () => {
  it('ends its NCBI calls before 25 s in the worst case, with or without an API key', () => {
    expect(requestBudgetMs()).toBeLessThan(25_000);
    expect(requestBudgetMs(REQUEST_PATH_CALLS, REQUEST_PATH_LIMITS, 10)).toBeLessThan(requestBudgetMs());
  });

  it('would not, with the client defaults the import job keeps', () => {
    const defaults = { timeoutMs: 30_000, maxRetries: 3, maxWaitMs: 8_000 * 1.5 };
    expect(requestBudgetMs(REQUEST_PATH_CALLS, defaults)).toBeGreaterThan(30_000);
  });
});

// One import batch is one efetch call under JOB_LIMITS: it must end, with time left to commit,
// before a Lambda with HAND_OVER_MS left hands the job over, and the hand-over must come inside the
// lease, or a slow NCBI would leave a job held by a dead runner.
describe("the import job's budget", () => {
  it('ends a batch 15 s before the hand-over, and hands over inside the lease', () => {
    expect(worstCaseCallMs(JOB_LIMITS)).toBeLessThan(HAND_OVER_MS - 15_000);
    expect(HAND_OVER_MS).toBeLessThan(LEASE_SECONDS * 1000);
  });
});

describe('limitCalls', () => {
  it('puts the limits on every call, over whatever the caller asks', async () => {
    const seen: { call: string; limits?: EsearchOptions }[] = [];
    const client: EutilsClient = {
      esearch: async (_term, limits) => {
        seen.push({ call: 'esearch', limits });
        return {
          count: 0,
          retmax: 0,
          retstart: 0,
          webEnv: '',
          queryKey: '',
          ids: [],
          queryTranslation: '',
          phraseNotFound: [],
          warnings: [],
        };
      },
      efetchRecords: async (_params, limits) => {
        seen.push({ call: 'efetch', limits });
        return { records: [], skipped: [] };
      },
      esummary: async (_params, limits) => {
        seen.push({ call: 'esummary', limits });
        return [];
      },
      taxonomySummary: async (_ids, limits) => {
        seen.push({ call: 'taxonomy', limits });
        return [];
      },
    };
    const limits = { timeoutMs: 1_000, maxRetries: 1, maxWaitMs: 200 };
    const limited = limitCalls(client, limits);
    await limited.esearch('x', { retmax: 5, timeoutMs: 60_000, maxRetries: 9 });
    await limited.esearch('x', { datetype: 'mdat', mindate: '2026-11-01', maxdate: '2026-11-28' });
    await limited.efetchRecords({ ids: ['A.1'] }, { maxRetries: 9 });
    await limited.esummary({ ids: ['A.1'] });
    await limited.taxonomySummary([11320]);
    expect(seen).toEqual([
      { call: 'esearch', limits: { retmax: 5, ...limits } },
      // The search itself (its dates) passes through; only the limits are overruled.
      {
        call: 'esearch',
        limits: { datetype: 'mdat', mindate: '2026-11-01', maxdate: '2026-11-28', ...limits },
      },
      { call: 'efetch', limits },
      { call: 'esummary', limits },
      { call: 'taxonomy', limits },
    ]);
  });
});
