import { type EsearchDateRange, esearchDateParams } from './esearch-dates';
import { NcbiError, ncbiErrorMessages } from './ncbi-error';
import type { ParsedRecords } from './ncbi-record';
import { type EsearchResult, parseEsearchXml } from './parse-esearch';
import {
  type DocSummary,
  parseEsummaryXml,
  parseTaxonomyEsummaryXml,
  type TaxonSummary,
} from './parse-esummary';
import { isCompleteGbseqBody, parseGbseqXml } from './parse-gbseq-xml';
import { isCompleteGenbankBody, parseGenbankFlat } from './parse-genbank-flat';
import { createRateLimiter } from './rate-limiter';

export type { EsearchDateRange, EsearchDateType, EsearchDay } from './esearch-dates';
export type { EsearchResult } from './parse-esearch';
export type { DocSummary, TaxonSummary } from './parse-esummary';

/** Which efetch format records are fetched in; both parse to NcbiSequenceRecord. */
export type EfetchFormat = 'genbank' | 'gbseq';

export interface EutilsClientOptions {
  /** E-utilities base, ending in '/entrez/eutils/' (config NCBI_BASE_URL). */
  baseUrl: string;
  /** NCBI API key: raises the limit from 3 to 10 requests a second. */
  apiKey?: string;
  /** NCBI asks every request to name its tool and a contact e-mail. */
  tool?: string;
  email?: string;
  /** Default 3 without a key, 10 with one (NBK25497, verified). */
  requestsPerSecond?: number;
  /** Per attempt; default 30 000 ms. */
  timeoutMs?: number;
  /** Retries after the first attempt; default 3 (so 4 attempts). */
  maxRetries?: number;
  /** First backoff; doubles per retry, plus up to 50 % jitter, capped by maxBackoffMs. Default 500. */
  baseBackoffMs?: number;
  /** Default 8 000 ms. A Retry-After longer than this is still honoured, up to 60 s. */
  maxBackoffMs?: number;
  /** Default 'genbank' (rettype=gb&retmode=text). */
  format?: EfetchFormat;
  /** Injected in tests. */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
}

/**
 * Per-call limits over the client's defaults: a call on a request path (POST /v1/cache) must end
 * well within API Gateway's integration timeout; request-budget.ts holds those limits and the
 * longest a call under them can take.
 */
export interface CallLimits {
  /** Per attempt. */
  timeoutMs?: number;
  /** Retries after the first attempt. */
  maxRetries?: number;
  /**
   * The longest wait before a retry: the backoff is cut to it, and an answer whose Retry-After asks
   * for longer ends the call at once with its error (retrying sooner than NCBI asks only earns
   * another 429). Unset: the client's backoff, and Retry-After honoured up to 60 s.
   */
  maxWaitMs?: number;
}

/**
 * What esearch may be asked besides its term: how many accessions to list (default 20), and a date
 * range (all three of datetype, mindate, maxdate, or none: esearch-dates.ts), with the call's limits.
 */
export type EsearchOptions = { retmax?: number } & Partial<EsearchDateRange> & CallLimits;

/** A batch of a History-server set (from esearch), or explicit accession.version ids. */
export type EfetchParams =
  | { webEnv: string; queryKey: string; retstart: number; retmax: number }
  | { ids: string[] };

export interface EutilsClient {
  /**
   * esearch on nuccore with usehistory=y and idtype=acc: the hit count, the History-server set
   * (webEnv + queryKey) to page through with efetchRecords, and the first `retmax` accessions
   * (default 20). Zero hits is a normal answer (count 0), not an error. With datetype, mindate and
   * maxdate, only records whose publication (pdat) or last modification (mdat) falls in those days,
   * both included; a bad range throws a RangeError before anything is sent.
   */
  esearch(term: string, options?: EsearchOptions): Promise<EsearchResult>;
  /**
   * efetch of one batch (keep retmax at 500 or below: NCBI's advice). Records that do not parse
   * are in `skipped` with a reason; a truncated body is retried and never half-parsed.
   */
  efetchRecords(params: EfetchParams, limits?: CallLimits): Promise<ParsedRecords>;
  /** esummary (DocSum v1) on nuccore: title, taxon, length and dates without the sequence. */
  esummary(params: EfetchParams, limits?: CallLimits): Promise<DocSummary[]>;
  /** esummary on taxonomy: the name and rank of each taxon (unknown ids are left out). */
  taxonomySummary(taxonomicIDs: readonly number[], limits?: CallLimits): Promise<TaxonSummary[]>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const RETRY_AFTER_CAP_MS = 60_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds ('120') or an HTTP date, per RFC 9110; undefined when absent or unreadable. */
export const parseRetryAfter = (value: string | null, now: number): number | undefined => {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};

const historyOrIds = (params: EfetchParams): Record<string, string> =>
  'ids' in params
    ? { id: params.ids.join(',') }
    : {
        WebEnv: params.webEnv,
        query_key: params.queryKey,
        retstart: String(params.retstart),
        retmax: String(params.retmax),
      };

/** Text NCBI sometimes sends with status 200 instead of an error status. */
const errorInBody = (text: string): string | undefined => {
  const head = text.slice(0, 500).trim();
  const json = /^\{\s*"error"\s*:\s*"([^"]*)"/.exec(head);
  if (json) return json[1];
  const xml = /<ERROR>([^<]*)<\/ERROR>/.exec(head);
  if (xml) return xml[1];
  if (/^Error:/i.test(head)) return head.split('\n')[0];
  return undefined;
};

/** A failed attempt: retried while `retryable` and attempts remain. */
interface AttemptFailure {
  kind: 'rate-limited' | 'server' | 'timeout' | 'network' | 'truncated';
  status?: number;
  retryAfterMs?: number;
  cause?: string;
}

export const createEutilsClient = (options: EutilsClientOptions): EutilsClient => {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? 3;
  const baseBackoffMs = options.baseBackoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 8_000;
  const format = options.format ?? 'genbank';
  const limiter = createRateLimiter({
    requestsPerSecond: options.requestsPerSecond ?? (options.apiKey ? 10 : 3),
    now,
    sleep,
  });
  const host = new URL(base).host;

  const common: Record<string, string> = { tool: options.tool ?? 'oligowatch' };
  if (options.email) common.email = options.email;
  if (options.apiKey) common.api_key = options.apiKey;

  /** One attempt: a rate-limit slot, the request with a timeout, the body read whole. */
  const attempt = async (
    utility: string,
    params: Record<string, string>,
    isComplete: (body: string) => boolean,
    timeoutMs: number,
  ): Promise<{ ok: true; body: string } | { ok: false; failure: AttemptFailure }> => {
    await limiter.acquire();
    const query = new URLSearchParams({ ...params, ...common });
    const url = `${base}${utility}`;
    // Long id lists and terms go in a POST body, as NCBI asks for more than ~200 ids.
    const usePost = query.toString().length > 1800;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(usePost ? url : `${url}?${query}`, {
        method: usePost ? 'POST' : 'GET',
        body: usePost ? query : undefined,
        signal: controller.signal,
      });
      const body = await response.text();
      if (response.status === 429)
        return {
          ok: false,
          failure: {
            kind: 'rate-limited',
            status: 429,
            retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()),
          },
        };
      if (response.status >= 500)
        return {
          ok: false,
          failure: {
            kind: 'server',
            status: response.status,
            retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), now()),
          },
        };
      if (!response.ok)
        throw new NcbiError(
          ncbiErrorMessages.refused(response.status, errorInBody(body) ?? body.slice(0, 200).trim()),
          { kind: 'refused', status: response.status, retryable: false },
        );
      const inBody = errorInBody(body);
      if (inBody !== undefined) {
        if (/rate limit/i.test(inBody)) return { ok: false, failure: { kind: 'rate-limited', status: 200 } };
        throw new NcbiError(ncbiErrorMessages.refused(response.status, inBody), {
          kind: 'refused',
          status: response.status,
          retryable: false,
        });
      }
      if (!isComplete(body)) return { ok: false, failure: { kind: 'truncated', status: 200 } };
      return { ok: true, body };
    } catch (error) {
      if (error instanceof NcbiError) throw error;
      if (controller.signal.aborted) return { ok: false, failure: { kind: 'timeout' } };
      const cause =
        error instanceof Error
          ? ((error.cause as { code?: string } | undefined)?.code ?? error.message)
          : String(error);
      // A body that breaks off mid-stream surfaces here as a network error of the read.
      return { ok: false, failure: { kind: 'network', cause } };
    } finally {
      clearTimeout(timer);
    }
  };

  const backoff = (retry: number, retryAfterMs?: number): number => {
    const exponential = Math.min(maxBackoffMs, baseBackoffMs * 2 ** retry);
    const jittered = exponential * (1 + random() / 2);
    return retryAfterMs === undefined
      ? jittered
      : Math.max(jittered, Math.min(retryAfterMs, RETRY_AFTER_CAP_MS));
  };

  const finalError = (failure: AttemptFailure, attempts: number, timeoutMs: number): NcbiError => {
    const details = { kind: failure.kind, status: failure.status, retryable: true, attempts };
    switch (failure.kind) {
      case 'rate-limited':
        return new NcbiError(ncbiErrorMessages.rateLimited(attempts), details);
      case 'server':
        return new NcbiError(ncbiErrorMessages.server(failure.status ?? 500, attempts), details);
      case 'timeout':
        return new NcbiError(ncbiErrorMessages.timeout(Math.round(timeoutMs / 100) / 10, attempts), details);
      case 'network':
        return new NcbiError(
          ncbiErrorMessages.network(host, failure.cause ?? 'no answer', attempts),
          details,
        );
      case 'truncated':
        return new NcbiError(ncbiErrorMessages.truncated(attempts), details);
    }
  };

  /** The request with retries on 429, 5xx, timeouts, network errors and truncated bodies. */
  const request = async (
    utility: string,
    params: Record<string, string>,
    isComplete: (body: string) => boolean,
    limits: CallLimits = {},
  ): Promise<string> => {
    const callTimeoutMs = limits.timeoutMs ?? timeoutMs;
    const callMaxRetries = limits.maxRetries ?? maxRetries;
    const { maxWaitMs } = limits;
    for (let retry = 0; ; retry++) {
      const result = await attempt(utility, params, isComplete, callTimeoutMs);
      if (result.ok) return result.body;
      if (retry >= callMaxRetries) throw finalError(result.failure, retry + 1, callTimeoutMs);
      const { retryAfterMs } = result.failure;
      if (maxWaitMs === undefined) {
        await sleep(backoff(retry, retryAfterMs));
        continue;
      }
      if (retryAfterMs !== undefined && retryAfterMs > maxWaitMs)
        throw finalError(result.failure, retry + 1, callTimeoutMs);
      await sleep(Math.min(maxWaitMs, backoff(retry, retryAfterMs)));
    }
  };

  const closes = (tag: string) => (body: string) => body.trimEnd().endsWith(tag);

  return {
    async esearch(term, searchOptions) {
      const dates = esearchDateParams({
        datetype: searchOptions?.datetype,
        mindate: searchOptions?.mindate,
        maxdate: searchOptions?.maxdate,
      });
      const body = await request(
        'esearch.fcgi',
        {
          db: 'nuccore',
          term,
          usehistory: 'y',
          idtype: 'acc',
          retmax: String(searchOptions?.retmax ?? 20),
          ...dates,
        },
        closes('</eSearchResult>'),
        {
          timeoutMs: searchOptions?.timeoutMs,
          maxRetries: searchOptions?.maxRetries,
          maxWaitMs: searchOptions?.maxWaitMs,
        },
      );
      return parseEsearchXml(body);
    },

    async efetchRecords(params, limits) {
      if ('ids' in params && params.ids.length === 0) return { records: [], skipped: [] };
      const gbseq = format === 'gbseq';
      const body = await request(
        'efetch.fcgi',
        {
          db: 'nuccore',
          rettype: 'gb',
          retmode: gbseq ? 'xml' : 'text',
          ...historyOrIds(params),
        },
        gbseq ? isCompleteGbseqBody : isCompleteGenbankBody,
        limits,
      );
      return gbseq ? parseGbseqXml(body) : parseGenbankFlat(body);
    },

    async esummary(params, limits) {
      if ('ids' in params && params.ids.length === 0) return [];
      const body = await request(
        'esummary.fcgi',
        { db: 'nuccore', retmode: 'xml', ...historyOrIds(params) },
        closes('</eSummaryResult>'),
        limits,
      );
      return parseEsummaryXml(body);
    },

    async taxonomySummary(taxonomicIDs, limits) {
      if (taxonomicIDs.length === 0) return [];
      const body = await request(
        'esummary.fcgi',
        { db: 'taxonomy', retmode: 'xml', id: taxonomicIDs.join(',') },
        closes('</eSummaryResult>'),
        limits,
      );
      return parseTaxonomyEsummaryXml(body);
    },
  };
};
