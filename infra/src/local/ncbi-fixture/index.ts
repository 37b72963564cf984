/**
 * The fixture NCBI: a small E-utilities server (esearch, efetch, esummary on nuccore) that answers
 * in NCBI's real formats from real records shipped in test/fixtures (see fixture-records.ts and
 * test/fixtures/README.md), for tests and for `NCBI=fixture npm start`.
 *
 * Usage
 *   const ncbi = await startNcbiFixture();             // free port on 127.0.0.1
 *   process.env.NCBI_BASE_URL = ncbi.url;              // ends in /entrez/eutils/
 *   ncbi.faults.failNext(429, 2);                      // the next 2 requests answer 429
 *   ncbi.faults.slowNext(5_000);                       // the next request waits 5 s first
 *   ncbi.faults.truncateNext();                        // the next 200 body is cut mid-record
 *   ncbi.faults.malformNext();                         // the next efetch's first record has no sequence
 *   ncbi.requests.at(-1)?.params.term;                 // what the client asked (esearch term)
 *   await ncbi.stop();
 *
 * From another process (API tests run the stack in vitest's globalSetup), the same over HTTP:
 *   POST {url}__fixture/faults  {"fail":{"status":429,"times":2,"retryAfter":1}} | {"slow":{"ms":5000,"times":1}}
 *                               | {"truncate":{"times":1}} | {"malform":{"times":1}}
 *   GET  {url}__fixture/requests   -> [{ "path": "esearch.fcgi", "params": { "term": ... } }, ...]
 *   POST {url}__fixture/reset      -> clears faults and the request log
 * Faults apply to E-utility requests only, in the order they arrive; control requests are not
 * logged. Terms understood: exactly the clauses build-search-term.ts writes (see match-term.ts).
 */
import type { FixtureRecord } from './fixture-records';

export type { FixtureRecord } from './fixture-records';
export { loadFixtureRecords } from './fixture-records';

export interface NcbiFixtureOptions {
  /** 0 (default) = any free port. */
  port?: number;
  /** The records served; default: loadFixtureRecords() (the real records from test/fixtures). */
  records?: FixtureRecord[];
  /**
   * Answer 429 as NCBI does when more than 3 requests (10 with api_key) arrive within one second.
   * Off by default: several clients in one test process would otherwise trip it together.
   */
  enforceRateLimit?: boolean;
}

export interface NcbiFixtureFaults {
  /** The next `times` (default 1) E-utility requests answer this status (with Retry-After if given). */
  failNext(status: 429 | 500 | 502 | 503, times?: number, retryAfterSeconds?: number): void;
  /** The next `times` (default 1) requests wait `ms` before answering. */
  slowNext(ms: number, times?: number): void;
  /** The next `times` (default 1) successful answers send only part of their body (status 200). */
  truncateNext(times?: number): void;
  /** The next `times` (default 1) efetch answers with records send their first record without its sequence. */
  malformNext(times?: number): void;
  /** Clears the faults and the request log. */
  reset(): void;
}

export interface LoggedRequest {
  /** The E-utility, e.g. 'esearch.fcgi'. */
  path: string;
  /** Query string and form body together. */
  params: Record<string, string>;
  method: string;
  /** Date.now() when it arrived (rate-limit tests). */
  at: number;
  /** The status the fixture answered. */
  status: number;
}

export interface NcbiFixture {
  /** E-utilities base, e.g. 'http://127.0.0.1:41234/entrez/eutils/'. */
  url: string;
  faults: NcbiFixtureFaults;
  /** Every E-utility request, oldest first. */
  requests: LoggedRequest[];
  records: readonly FixtureRecord[];
  stop(): Promise<void>;
}

export { startNcbiFixture } from './fixture-server';
