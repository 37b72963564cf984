import type { CallLimits, EutilsClient } from './eutils-client';
import { rateLimitSpacingMs } from './rate-limiter';

/**
 * NCBI calls made while a user waits (POST /v1/cache: esearch, then efetch of the first hits to
 * name the target) must end, success or NcbiError, before API Gateway gives up on the Lambda
 * (HTTP API: 30 s; REST API: 29 s), so the user reads NCBI's clear message and not a gateway
 * timeout. The import job keeps the client's generous defaults (4 attempts of up to 30 s).
 */
export const REQUEST_PATH_LIMITS: Required<CallLimits> = { timeoutMs: 3_000, maxRetries: 1, maxWaitMs: 500 };

/**
 * The import job's limits: 4 attempts of up to 30 s, and at most 10 s between them (a longer
 * Retry-After fails the batch with NCBI's message; the user resumes later). One batch is one efetch
 * call, so its worst case (see `worstCaseCallMs`) stays well inside the job's hand-over window.
 */
export const JOB_LIMITS: Required<CallLimits> = { timeoutMs: 30_000, maxRetries: 3, maxWaitMs: 10_000 };

/**
 * NCBI calls POST /v1/cache makes one after the other: esearch, esummary of the hits (their taxa,
 * by search term only) and esummary on taxonomy (the names of taxa not known here yet).
 */
export const REQUEST_PATH_CALLS = 3;

/** The slowest NCBI rate a client runs at (no API key: 3 requests a second). */
const SLOWEST_REQUESTS_PER_SECOND = 3;

/**
 * The longest one call under `limits` can take: every attempt waits its full rate-limit slot and
 * then runs into its timeout (which covers reading the body), and every retry waits the longest
 * allowed. The slot is a whole spacing at most because a request path sends one call at a time
 * (a Lambda serves one request at a time).
 */
export const worstCaseCallMs = (
  limits: Required<CallLimits>,
  requestsPerSecond = SLOWEST_REQUESTS_PER_SECOND,
): number =>
  (limits.maxRetries + 1) * (rateLimitSpacingMs(requestsPerSecond) + limits.timeoutMs) +
  limits.maxRetries * limits.maxWaitMs;

/** The longest `calls` sequential calls under `limits` can take together. */
export const requestBudgetMs = (
  calls = REQUEST_PATH_CALLS,
  limits: Required<CallLimits> = REQUEST_PATH_LIMITS,
  requestsPerSecond = SLOWEST_REQUESTS_PER_SECOND,
): number => calls * worstCaseCallMs(limits, requestsPerSecond);

/**
 * The same client (one rate limiter) with `limits` on every call, whatever the caller passes: code
 * on a request path takes this one and cannot make an unbounded call by forgetting an option.
 */
export const limitCalls = (client: EutilsClient, limits: Required<CallLimits>): EutilsClient => ({
  // The caller's search (retmax, dates) with these limits over any it gave.
  esearch: (term, options) => client.esearch(term, { ...options, ...limits }),
  efetchRecords: (params) => client.efetchRecords(params, limits),
  esummary: (params) => client.esummary(params, limits),
  taxonomySummary: (ids) => client.taxonomySummary(ids, limits),
});
