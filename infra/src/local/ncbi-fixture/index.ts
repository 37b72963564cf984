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
export type { FixtureRecord } from './fixture-records';
export { loadFixtureRecords } from './fixture-records';
export { startNcbiFixture } from './fixture-server';
export type {
  LoggedRequest,
  NcbiFixture,
  NcbiFixtureFaults,
  NcbiFixtureOptions,
} from './fixture-types';
