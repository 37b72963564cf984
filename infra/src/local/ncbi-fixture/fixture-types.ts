// The fixture's public types, apart from index.ts so that fixture-server.ts can use them without
// importing the index that re-exports it (an import cycle).
import type { FixtureCatalog } from './fixture-catalog';
import type { FixtureRecord } from './fixture-records';

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
  /** The current version of every record, in esearch order (it changes with `catalog`). */
  readonly records: readonly FixtureRecord[];
  /** Publishes and revises records (fixture-catalog.ts), as POST __fixture/records does. */
  catalog: Pick<FixtureCatalog, 'publish' | 'revise' | 'change' | 'setAsOf' | 'reset'>;
  stop(): Promise<void>;
}
