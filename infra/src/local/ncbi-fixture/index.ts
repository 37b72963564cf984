/**
 * The fixture NCBI: a small E-utilities server (esearch, efetch, esummary on nuccore) that answers
 * in NCBI's real formats from real records shipped in test/fixtures (see fixture-records.ts and
 * test/fixtures/README.md), for tests and for `NCBI=fixture npm start`.
 *
 * Time: each record has a publication date (its real one) and a modification date (the same until
 * it is revised) and an accession.version. esearch answers datetype=pdat|mdat with mindate and
 * maxdate (YYYY/MM/DD, YYYY/MM or YYYY, both ends included, both required: fixture-server.ts says
 * what is verified); the LOCUS line, GBSeq_update-date and esummary's UpdateDate give the
 * modification date, GBSeq_create-date and CreateDate the publication date. Tests publish new
 * records and revise existing ones (fixture-catalog.ts); a revision bumps the version (HM138502.1
 * -> HM138502.2; a record without a version counts as .1) and efetch/esummary/esearch then serve
 * it, while its old version stays fetchable by its exact accession.version.
 *
 * Usage
 *   const ncbi = await startNcbiFixture();             // free port on 127.0.0.1
 *   process.env.NCBI_BASE_URL = ncbi.url;              // ends in /entrez/eutils/
 *   ncbi.faults.failNext(429, 2);                      // the next 2 requests answer 429
 *   ncbi.faults.slowNext(5_000);                       // the next request waits 5 s first
 *   ncbi.faults.truncateNext();                        // the next 200 body is cut mid-record
 *   ncbi.faults.malformNext();                         // the next efetch's first record has no sequence
 *   ncbi.requests.at(-1)?.params.term;                 // what the client asked (esearch term)
 *   ncbi.catalog.publish([{ from: 'MT451709', accession: 'PX000001.1', publicationDate: '2026-11-25' }]);
 *   ncbi.catalog.revise([{ accession: 'HM138502', modificationDate: '2026-11-26', changes: { host: 'Sus scrofa' } }]);
 *   ncbi.catalog.reset();                              // back to the records it started with
 *   await ncbi.stop();
 *
 * From another process (API tests run the stack in vitest's globalSetup), the same over HTTP:
 *   POST {url}__fixture/faults  {"fail":{"status":429,"times":2,"retryAfter":1}} | {"slow":{"ms":5000,"times":1}}
 *                               | {"truncate":{"times":1}} | {"malform":{"times":1}}
 *   GET  {url}__fixture/requests   -> [{ "path": "esearch.fcgi", "params": { "term": ... } }, ...]
 *   POST {url}__fixture/reset      -> clears faults and the request log (not the records)
 *   POST {url}__fixture/records    {"publish": [P...], "revise": [R...]}   (either may be left out)
 *        P = {"from": "MT451709", "accession": "PX000001.1", "publicationDate": "2026-11-25",
 *             "modificationDate"?: "2026-11-25", "changes"?: C}   a copy under a new accession
 *          | {"record": FixtureRecord}                                  a whole record (publicationDate required)
 *        R = {"accession": "HM138502", "modificationDate": "2026-11-26", "changes"?: C}
 *        C = {"sequence"?, "definition"?, "collection_date"?, "host"?, "isolate"?, "strain"?, "geo_loc_name"?}
 *        -> 200 {"published": ["PX000001.1"], "revised": [{"accession": "HM138502", "from": "HM138502.1", "to": "HM138502.2"}]}
 *        -> 400 {"error": "..."} and nothing changed (unknown record, accession taken, date not YYYY-MM-DD,
 *           a revision dated before the version it replaces, a sequence not upper-case IUPAC codes, not JSON)
 *   GET  {url}__fixture/records    -> [{"accessionID", "publicationDate", "modificationDate"}, ...] current versions
 *   POST {url}__fixture/records/reset -> 204, back to the records it started with
 *   POST {url}__fixture/as-of      {"date": "2020-03-31"} -> 204: NCBI as it stood at the end of that
 *        day (only the records published by then are searched and fetched); {"date": null} -> today
 *        again; 400 for anything else. The records reset clears it.
 * Faults apply to E-utility requests only, in the order they arrive; control requests are not
 * logged. Terms understood: exactly the clauses functions/src/targets/domain/build-search-term.ts writes (see match-term.ts).
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
