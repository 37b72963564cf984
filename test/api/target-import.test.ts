import { ncbiErrorMessages } from '@oligowatch/functions/lib/ncbi/ncbi-error';
import { countryOf } from '@oligowatch/functions/lib/ncbi/ncbi-record';
import {
  REQUEST_PATH_CALLS,
  REQUEST_PATH_LIMITS,
  requestBudgetMs,
} from '@oligowatch/functions/lib/ncbi/request-budget';
import { buildSearchTerm } from '@oligowatch/functions/targets/domain/build-search-term';
import { loadFixtureRecords } from '@oligowatch/infra/local/ncbi-fixture/fixture-records';
import { targetsApiMessages, targetsImportMessages } from '@oligowatch/shared/messages/targets';
import type { ImportProgress, SampleSummary, TargetOption } from '@oligowatch/shared/schemas/target';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import { expectErrorLogs } from '../support/expect-error-logs';

/**
 * The NCBI import end to end against the fixture NCBI (real records from test/fixtures), steered
 * over its control endpoint. The stack imports in batches of 4 (test/support/api-global-setup.ts),
 * so the fixture's 7 RSV-A records take two batches.
 */
const records = loadFixtureRecords();
const accessionsOf = (test: (r: (typeof records)[number]) => boolean) =>
  records
    .filter(test)
    .map((r) => r.accessionID)
    .sort();
const SARS_COV_2 = 2697049;
const RSV_A = 208893;
const RSV_B = 208895;
const INFLUENZA_A = 11320;
const H1N1 = 114727;

const fixture = async (path: string, body?: unknown) => {
  const res = await fetch(`${stack().ncbiUrl}__fixture/${path}`, {
    method: body === undefined && path === 'requests' ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
};
const ncbiRequests = async () =>
  (await fixture('requests')) as { path: string; params: Record<string, string>; status: number }[];

let token: string;
beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
});
beforeEach(async () => {
  await fixture('reset', {});
});

type CacheAnswer = {
  response_data: {
    targetCount: number;
    commonName: string;
    cacheID: string;
    taxa?: { taxonomicID: number; commonName: string; count: number }[];
    unsortedCount?: number;
  };
};
const cache = (body: Record<string, unknown>) =>
  api<CacheAnswer>('POST', '/v1/cache', {
    token,
    body: {
      sourceDatabase: 'nuccore',
      collectedAfter: 'All',
      completeFlag: false,
      originFlag: false,
      ...body,
    },
  });

const startImport = (cacheID: string, cladeID?: string) =>
  api<{ message: string }>('POST', '/v1/processCachedImport', {
    token,
    body: { sourceDatabase: 'nuccore', cacheID, ...(cladeID ? { cladeID } : {}) },
  });

const progressOf = async (cacheID: string) =>
  (await api<{ import: ImportProgress }>('GET', `/v1/imports/${cacheID}`, { token })).body.import;

const waitFor = async (cacheID: string, until: (p: ImportProgress) => boolean, ms = 60_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const progress = await progressOf(cacheID);
    if (until(progress)) return progress;
    if (Date.now() > deadline) throw new Error(`Import ${cacheID} stuck: ${JSON.stringify(progress)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
const finished = (p: ImportProgress) => p.status === 'done' || p.status === 'failed';

const samplesOf = async (taxonomicID: number) =>
  (await api<{ target: SampleSummary[] }>('GET', `/v1/targets/taxonomy/${taxonomicID}`, { token })).body
    .target;
const ncbiAccessionsOf = async (taxonomicID: number) =>
  (await samplesOf(taxonomicID))
    .filter((s) => s.source === 'NCBI')
    .map((s) => s.accessionID)
    .sort();

describe('import by taxonomic ID', () => {
  const expected = accessionsOf((r) => r.taxonAncestors.includes(SARS_COV_2) || r.taxonomicID === SARS_COV_2);

  it('queries NCBI, caches the result, imports every record in the background and shows progress', async () => {
    const query = await cache({ taxonomicID: String(SARS_COV_2) });
    expect(query.status).toBe(200);
    const { targetCount, commonName, cacheID } = query.body.response_data;
    expect(targetCount).toBe(expected.length);
    // The taxon's name (NCBI's taxonomy), not a record's: MN908947 still carries the 2020 name.
    expect(commonName).toBe('Severe acute respiratory syndrome coronavirus 2');
    expect(query.body.response_data.taxa).toEqual([
      { taxonomicID: SARS_COV_2, commonName, count: targetCount },
    ]);
    expect(cacheID).toMatch(/^[\w-]{20,}$/);
    const esearch = (await ncbiRequests()).filter((r) => r.path === 'esearch.fcgi');
    expect(esearch.map((r) => r.params.term)).toEqual([`txid${SARS_COV_2}[Organism:exp]`]);

    const started = await startImport(cacheID);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({
      message: targetsImportMessages.importStarted(expected.length, commonName),
    });

    const done = await waitFor(cacheID, finished);
    expect(done).toMatchObject({
      status: 'done',
      total: expected.length,
      processed: expected.length,
      skipped: 0,
      filtered: 0,
      taxonomicID: SARS_COV_2,
      cladeID: String(SARS_COV_2),
    });
    expect(done.imported + done.updated + done.unchanged).toBe(expected.length);
    expect(done.message).toBe(
      targetsImportMessages.importDone(done.imported, done.updated, done.unchanged, 0),
    );
    // Fetched from the History server in batches of 4.
    const efetches = (await ncbiRequests()).filter((r) => r.path === 'efetch.fcgi' && r.params.WebEnv);
    expect(efetches.map((r) => r.params.retstart)).toEqual(
      ['0', '4', '8'].slice(0, Math.ceil(expected.length / 4)),
    );

    expect(await ncbiAccessionsOf(SARS_COV_2)).toEqual(expected);
    // Issue 33: each sample keeps the publication date its NCBI record gives (YYYY-MM-DD).
    const imported = (await samplesOf(SARS_COV_2)).filter((s) => s.source === 'NCBI');
    expect(imported.length).toBeGreaterThan(0);
    for (const sample of imported)
      expect(sample.publication_date, sample.accessionID).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const listed = await api<{ imports: ImportProgress[] }>('GET', '/v1/imports', { token });
    expect(listed.body.imports[0]).toEqual(done);
  });

  it('a repeated import of the same query adds no duplicate', async () => {
    const before = (await api<{ target: { count: number } }>('GET', `/v1/targets/${SARS_COV_2}`, { token }))
      .body.target.count;
    const query = await cache({ taxonomicID: SARS_COV_2 });
    const { cacheID } = query.body.response_data;
    expect((await startImport(cacheID)).status).toBe(202);
    const done = await waitFor(cacheID, finished);
    // The same records, in the clade already: nothing new, and nothing said to have changed.
    expect(done).toMatchObject({
      status: 'done',
      imported: 0,
      updated: 0,
      unchanged: expected.length,
      skipped: 0,
    });
    expect(done.message).toBe(targetsImportMessages.importDone(0, 0, expected.length, 0));
    expect(done.message).toContain(`0 new, 0 updated, ${expected.length} unchanged`);
    // The same cacheID again: a refresh, still nothing new; its counters start again from zero.
    expect((await startImport(cacheID)).status).toBe(202);
    expect(await waitFor(cacheID, finished)).toMatchObject({
      status: 'done',
      imported: 0,
      updated: 0,
      unchanged: expected.length,
    });

    const after = await api<{ target: { count: number } }>('GET', `/v1/targets/${SARS_COV_2}`, { token });
    expect(after.body.target.count).toBe(before);
    expect(await ncbiAccessionsOf(SARS_COV_2)).toEqual(expected);
  });
});

describe('import by search term', () => {
  it('sends the year, completeness and USA filters in the esearch term and imports only what passes', async () => {
    const year = 2017;
    const query = await cache({
      searchTerm: 'Human respiratory syncytial virus B',
      collectedAfter: String(year),
      cladeID: 'RSV-B.usa-test',
      completeFlag: true,
      originFlag: true,
    });
    expect(query.status).toBe(200);
    const term = (await ncbiRequests()).find((r) => r.path === 'esearch.fcgi')?.params.term;
    expect(term).toBe(
      buildSearchTerm({
        searchTerm: 'Human respiratory syncytial virus B',
        collectedAfter: year,
        completeOnly: true,
        usaOnly: true,
      }),
    );
    expect(term).toContain('2017/01/01:3000/12/31[PDAT]');
    expect(term).toContain('"complete genome"[Title]');
    expect(term).toContain('"USA"[All Fields]');

    const expected = accessionsOf(
      (r) =>
        r.taxonomicID === RSV_B &&
        r.completeness === 'complete' &&
        countryOf(r) === 'USA' &&
        r.publicationDate >= `${year}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const { targetCount, commonName, cacheID } = query.body.response_data;
    expect(targetCount).toBe(expected.length);
    expect(commonName).toBe('Human respiratory syncytial virus B');
    expect(query.body.response_data.taxa).toEqual([
      { taxonomicID: RSV_B, commonName, count: expected.length },
    ]);
    expect(query.body.response_data.unsortedCount).toBe(0);

    expect((await startImport(cacheID)).body.message).toBe(
      targetsImportMessages.importStarted(expected.length, commonName),
    );
    expect(await waitFor(cacheID, finished)).toMatchObject({
      status: 'done',
      imported: expected.length,
      cladeID: 'RSV-B.usa-test',
    });
    const samples = await samplesOf(RSV_B);
    expect(samples.map((s) => s.accessionID).sort()).toEqual(expected);
    for (const s of samples)
      expect(s).toMatchObject({ complete: true, source: 'NCBI', cladeIDs: ['RSV-B.usa-test'] });
    const options = await api<{ targets: TargetOption[] }>('GET', '/v1/report/targetOptions', { token });
    expect(options.body.targets).toContainEqual({
      cladeID: 'RSV-B.usa-test',
      cladeName: 'Human respiratory syncytial virus B (RSV-B.usa-test)',
      sampleCount: expected.length,
    });
  });

  it('answers a query without hits with a count of 0', async () => {
    const res = await cache({ searchTerm: 'no such virus anywhere' });
    expect(res.status).toBe(200);
    expect(res.body.response_data.targetCount).toBe(0);
  });
});

describe('concurrent imports', () => {
  it('two imports of the same records at once store and count each record once, in both clades', async () => {
    const expected = accessionsOf((r) => r.taxonomicID === RSV_B);
    const [a, b] = await Promise.all([cache({ taxonomicID: RSV_B }), cache({ taxonomicID: RSV_B })]);
    const ids = [a.body.response_data.cacheID, b.body.response_data.cacheID];
    await Promise.all(ids.map((id) => startImport(id)));
    const results = await Promise.all(ids.map((id) => waitFor(id, finished)));
    for (const r of results) expect(r.status).toBe('done');
    // Every record was inserted by exactly one of the two.
    const inserted = results.reduce((sum, r) => sum + r.imported, 0);
    const before = 2; // the search-term test stored two of them under another clade
    expect(inserted).toBe(expected.length - before);

    expect(await ncbiAccessionsOf(RSV_B)).toEqual(expected);
    const target = await api<{ target: { count: number } }>('GET', `/v1/targets/${RSV_B}`, { token });
    expect(target.body.target.count).toBe(expected.length);
    const options = (await api<{ targets: TargetOption[] }>('GET', '/v1/report/targetOptions', { token }))
      .body.targets;
    expect(options.find((o) => o.cladeID === String(RSV_B))?.sampleCount).toBe(expected.length);
    // A clade is a set: the two samples the search-term import put in its clade are in both.
    expect(options.find((o) => o.cladeID === 'RSV-B.usa-test')?.sampleCount).toBe(before);
    const inBoth = (await samplesOf(RSV_B)).filter((s) => s.cladeIDs.length > 1);
    expect(inBoth).toHaveLength(before);
    for (const s of inBoth) expect(s.cladeIDs).toEqual([String(RSV_B), 'RSV-B.usa-test']);
  });
});

describe('an interrupted import', () => {
  const expected = accessionsOf((r) => r.taxonomicID === RSV_A);

  it('stops with a clear message when NCBI keeps failing half way, and resumes to every record once', async () => {
    expect(expected.length).toBeGreaterThan(4);
    const query = await cache({ taxonomicID: RSV_A });
    const { cacheID, commonName } = query.body.response_data;
    // Both batches answer slowly, the second long enough that the fault below lands on it even on a
    // busy machine: the import fetches the next batch while it stores the one before, so the second
    // request is already on its way when the first batch shows as processed (a fault is applied when
    // the answer is sent, after the delay).
    await fixture('faults', { slow: { ms: 1500, times: 1 } });
    await fixture('faults', { slow: { ms: 6000, times: 1 } });
    expect((await startImport(cacheID)).status).toBe(202);
    const half = await waitFor(cacheID, (p) => p.processed === 4 || finished(p));
    expect(half).toMatchObject({
      status: 'running',
      processed: 4,
      message: targetsImportMessages.importProgress(4, expected.length),
    });
    // A second start while it runs is refused.
    expect(await startImport(cacheID)).toEqual({
      status: 409,
      body: { message: targetsImportMessages.importRunning },
    });
    const failed = await expectErrorLogs(['Job failed'], async () => {
      await fixture('faults', { fail: { status: 500, times: 4 } });
      return waitFor(cacheID, finished);
    });
    expect(failed).toMatchObject({
      status: 'failed',
      processed: 4,
      message: ncbiErrorMessages.server(500, 4),
    });
    expect((await ncbiAccessionsOf(RSV_A)).length).toBe(4);

    await fixture('reset', {});
    // Resumed with another clade ID: the job keeps its own, so one import never ends split in two.
    const resumed = await startImport(cacheID, 'RSV-A.other');
    expect(resumed).toEqual({
      status: 202,
      body: { message: targetsImportMessages.importResumed(expected.length - 4, commonName) },
    });
    expect(await waitFor(cacheID, finished)).toMatchObject({
      status: 'done',
      processed: expected.length,
      imported: expected.length,
    });
    // Only the second batch was fetched again.
    const efetches = (await ncbiRequests()).filter((r) => r.path === 'efetch.fcgi' && r.params.WebEnv);
    expect(efetches.map((r) => r.params.retstart)).toEqual(['4']);
    expect(await ncbiAccessionsOf(RSV_A)).toEqual(expected);
    for (const s of await samplesOf(RSV_A)) expect(s.cladeIDs).toEqual([String(RSV_A)]);
    const target = await api<{ target: { count: number } }>('GET', `/v1/targets/${RSV_A}`, { token });
    expect(target.body.target.count).toBe(expected.length);
  });
});

describe('malformed records', () => {
  const expected = accessionsOf((r) => r.taxonAncestors.includes(INFLUENZA_A));

  it('are skipped and counted, never stored, and the rest of the batch is imported', async () => {
    expect(expected.length).toBeGreaterThan(1);
    const { cacheID } = (await cache({ taxonomicID: INFLUENZA_A })).body.response_data;
    // The batch's first record comes without its sequence (no ORIGIN section).
    await fixture('faults', { malform: { times: 1 } });
    expect((await startImport(cacheID)).status).toBe(202);
    const done = await waitFor(cacheID, finished);
    const broken = records.find((r) => expected.includes(r.accessionID))?.accessionID;
    expect(done).toMatchObject({ status: 'done', processed: expected.length, skipped: 1 });
    expect(done.imported + done.updated + done.unchanged).toBe(expected.length - 1);
    expect(done.message).toBe(
      targetsImportMessages.importDone(done.imported, done.updated, done.unchanged, 1),
    );
    expect(await ncbiAccessionsOf(INFLUENZA_A)).toEqual(expected.filter((a) => a !== broken));
  });
});

describe('two runners of one job', () => {
  it('lets only the lease holder work: the other stops at once, and every batch is fetched once', async () => {
    // Run the job module here, against the same tables and fixture NCBI, as a second Lambda would.
    Object.assign(process.env, stack().env, { IMPORT_BATCH_SIZE: '4' });
    const { getCachedQuery, queueImportJob } = await import(
      '@oligowatch/functions/targets/repository/imports-repository'
    );
    const { runImportJob } = await import('@oligowatch/functions/targets/jobs/run-import-job');
    const { cacheID } = (await cache({ taxonomicID: RSV_A })).body.response_data;
    const query = await getCachedQuery(cacheID);
    if (!query) throw new Error('cached query not found');
    await queueImportJob(query, { startLeaseSeconds: 60, message: 'queued by the test' });
    await fixture('reset', {});

    await Promise.all([runImportJob(cacheID), runImportJob(cacheID)]);
    const expected = accessionsOf((r) => r.taxonomicID === RSV_A);
    expect(await progressOf(cacheID)).toMatchObject({ status: 'done', processed: expected.length });
    const efetches = (await ncbiRequests()).filter((r) => r.path === 'efetch.fcgi' && r.params.WebEnv);
    expect(efetches.map((r) => r.params.retstart)).toEqual(['0', '4']);
    expect(await ncbiAccessionsOf(RSV_A)).toEqual(expected);
  });
});

describe('NCBI failures on the query', () => {
  // POST /v1/cache calls NCBI while the user waits: REQUEST_PATH_LIMITS (2 attempts of up to 3 s,
  // at most 0.5 s apart), so NCBI's message arrives before API Gateway's 30 s run out.
  const attempts = REQUEST_PATH_LIMITS.maxRetries + 1;

  it("makes at most the NCBI calls the request budget counts: esearch, the hits' taxa, their names", async () => {
    // By search term, for taxa no target has yet (influenza strains): all three calls.
    expect((await cache({ searchTerm: 'Influenza A virus' })).status).toBe(200);
    const calls = await ncbiRequests();
    expect(calls.map((r) => `${r.path} ${r.params.db}`)).toEqual([
      'esearch.fcgi nuccore',
      'esummary.fcgi nuccore',
      'esummary.fcgi taxonomy',
    ]);
    expect(calls).toHaveLength(REQUEST_PATH_CALLS);
    // By taxonomy: no summary of the hits (they all lie inside the asked taxon).
    await fixture('reset', {});
    expect((await cache({ taxonomicID: 999_999_001 })).body.response_data.targetCount).toBe(0);
    expect((await ncbiRequests()).map((r) => r.path)).toEqual(['esearch.fcgi']);
  });

  it('retries a 429 or a 500 answer and succeeds when NCBI recovers', async () => {
    await fixture('faults', { fail: { status: 429, times: 1 } });
    const res = await cache({ taxonomicID: RSV_A });
    expect(res.status).toBe(200);
    const esearch = (await ncbiRequests()).filter((r) => r.path === 'esearch.fcgi');
    expect(esearch.map((r) => r.status)).toEqual([429, 200]);

    await fixture('reset', {});
    await fixture('faults', { fail: { status: 500, times: 1 } });
    expect((await cache({ taxonomicID: RSV_A })).status).toBe(200);
  });

  it.each([
    [429, ncbiErrorMessages.rateLimited(2)],
    [500, ncbiErrorMessages.server(500, 2)],
  ] as const)(
    'reports NCBI answering %i every time as 502 with a clear message, after 2 attempts',
    async (status, message) => {
      expect(attempts).toBe(2);
      await fixture('faults', { fail: { status, times: 4 } });
      const res = await expectErrorLogs(['Request failed'], () => cache({ taxonomicID: RSV_A }));
      expect(res).toEqual({ status: 502, body: { message } });
      expect((await ncbiRequests()).map((r) => r.path)).toEqual(['esearch.fcgi', 'esearch.fcgi']);
    },
  );

  it('does not wait out a long Retry-After while the user waits: 502 at once', async () => {
    await fixture('faults', { fail: { status: 429, times: 1, retryAfter: 30 } });
    const res = await expectErrorLogs(['Request failed'], () => cache({ taxonomicID: RSV_A }));
    expect(res).toEqual({ status: 502, body: { message: ncbiErrorMessages.rateLimited(1) } });
    expect(await ncbiRequests()).toHaveLength(1);
  });

  it('reports NCBI not answering as 502 with a clear message within the request budget', async () => {
    // Longer than an attempt's timeout, on both attempts.
    await fixture('faults', { slow: { ms: REQUEST_PATH_LIMITS.timeoutMs + 2_000, times: attempts } });
    const started = Date.now();
    const res = await expectErrorLogs(['Request failed'], () => cache({ taxonomicID: RSV_A }));
    expect(res).toEqual({
      status: 502,
      body: { message: ncbiErrorMessages.timeout(REQUEST_PATH_LIMITS.timeoutMs / 1000, attempts) },
    });
    expect(res.body).toEqual({ message: 'NCBI did not answer within 3 s (2 attempts).' });
    // About 6.5 s here; the bound is the worst case the limits allow (21.6 s), far above it.
    expect(Date.now() - started).toBeLessThan(requestBudgetMs());
  });
});

describe('query and import validation', () => {
  it.each([
    ['no year', { collectedAfter: '', taxonomicID: RSV_A }, targetsApiMessages.missingFields],
    ['neither ID nor term', { taxonomicID: '', searchTerm: ' ' }, targetsApiMessages.missingFields],
    ['a non-numeric ID', { taxonomicID: '2O8893' }, targetsApiMessages.invalidTaxonomicId],
    [
      'an ID too large to hold exactly',
      { taxonomicID: '99999999999999999999' },
      targetsApiMessages.invalidTaxonomicId,
    ],
    // buildSearchTerm refuses years before 1000: this was a 500.
    ['a year before 1000', { collectedAfter: '0999', taxonomicID: RSV_A }, targetsApiMessages.missingFields],
    ['another database', { sourceDatabase: 'pubmed', taxonomicID: RSV_A }, targetsApiMessages.unknownSource],
    ['no database', { sourceDatabase: '', taxonomicID: RSV_A }, targetsApiMessages.missingFields],
  ])('refuses a query with %s', async (_, body, message) => {
    const res = await cache(body);
    expect(res).toEqual({ status: 400, body: { message } });
  });

  it('refuses an unknown or expired cacheID with 404 and a clear message', async () => {
    const res = await startImport('00000000-0000-0000-0000-000000000000');
    expect(res).toEqual({ status: 404, body: { message: targetsImportMessages.cacheNotFound } });
  });
});

describe('the record decides the taxon', () => {
  const usaRsv = (taxon: number) =>
    accessionsOf(
      (r) => r.taxonomicID === taxon && countryOf(r) === 'USA' && /respiratory syncytial/i.test(r.definition),
    );
  const countOf = async (taxonomicID: number) =>
    (await api<{ target: { count: number } }>('GET', `/v1/targets/${taxonomicID}`, { token })).body.target
      .count;

  it("files a search spanning RSV-A and RSV-B under each record's own taxon, as the dialog counted them", async () => {
    const rsvA = usaRsv(RSV_A);
    const rsvB = usaRsv(RSV_B);
    // The real RSV-B records the issue saw moved under RSV-A.
    expect(rsvB).toEqual(expect.arrayContaining(['MG642043.1', 'PQ117663.1']));
    expect(rsvA.length).toBeGreaterThan(0);
    const query = await cache({ searchTerm: 'respiratory syncytial', originFlag: true });
    const { targetCount, taxa, unsortedCount, cacheID } = query.body.response_data;
    expect(targetCount).toBe(rsvA.length + rsvB.length);
    expect(unsortedCount).toBe(0);
    expect(taxa).toEqual(
      [
        { taxonomicID: RSV_A, commonName: 'Human respiratory syncytial virus A', count: rsvA.length },
        { taxonomicID: RSV_B, commonName: 'Human respiratory syncytial virus B', count: rsvB.length },
      ].sort((a, b) => b.count - a.count || a.taxonomicID - b.taxonomicID),
    );

    expect((await startImport(cacheID)).status).toBe(202);
    const done = await waitFor(cacheID, finished);
    expect(done).toMatchObject({ status: 'done', conflicts: 0, conflictList: [], skipped: 0 });
    expect(done.imported + done.updated + done.unchanged).toBe(targetCount);

    const underA = (await samplesOf(RSV_A)).map((s) => s.accessionID);
    const underB = (await samplesOf(RSV_B)).map((s) => s.accessionID);
    expect(underA).toEqual(expect.arrayContaining(rsvA));
    expect(underB).toEqual(expect.arrayContaining(rsvB));
    for (const a of rsvB) expect(underA).not.toContain(a);
    for (const a of rsvA) expect(underB).not.toContain(a);
    // Counts match the samples listed under each target; each sample joined its own taxon's clade.
    expect(await countOf(RSV_A)).toBe(underA.length);
    expect(await countOf(RSV_B)).toBe(underB.length);
    for (const s of await samplesOf(RSV_B))
      if (rsvB.includes(s.accessionID)) expect(s.cladeIDs).toContain(String(RSV_B));
    for (const s of await samplesOf(RSV_A))
      if (rsvA.includes(s.accessionID)) expect(s.cladeIDs).toContain(String(RSV_A));
  });

  it('counts records already under another target as conflicts, lists them and leaves them there', async () => {
    const influenza = accessionsOf((r) => r.taxonAncestors.includes(INFLUENZA_A));
    // All influenza records under Influenza A virus (11320), named as its taxon, not a strain.
    const first = await cache({ taxonomicID: INFLUENZA_A });
    expect(first.body.response_data.commonName).toBe('Influenza A virus');
    await startImport(first.body.response_data.cacheID);
    expect(await waitFor(first.body.response_data.cacheID, finished)).toMatchObject({
      status: 'done',
      conflicts: 0,
    });
    const targets = (
      await api<{ targets: { taxonomicID: number; common_name: string; count: number }[] }>(
        'GET',
        '/v1/targets',
        { token },
      )
    ).body.targets;
    expect(targets.find((t) => t.taxonomicID === INFLUENZA_A)).toEqual({
      taxonomicID: INFLUENZA_A,
      common_name: 'Influenza A virus',
      count: influenza.length,
    });
    for (const t of targets) expect(t.common_name).not.toMatch(/A\/California/);

    // The same records asked for as H1N1 (114727): they stay under 11320, counted and listed.
    const second = await cache({ taxonomicID: H1N1 });
    await startImport(second.body.response_data.cacheID);
    const done = await waitFor(second.body.response_data.cacheID, finished);
    expect(done).toMatchObject({
      status: 'done',
      imported: 0,
      updated: 0,
      unchanged: 0,
      conflicts: influenza.length,
    });
    expect(done.conflictList.map((c) => c.accessionID).sort()).toEqual(influenza);
    for (const c of done.conflictList)
      expect(c).toMatchObject({ taxonomicID: INFLUENZA_A, common_name: 'Influenza A virus' });
    expect(done.message).toBe(targetsImportMessages.importDoneWithNotes(0, 0, 0, 0, influenza.length, 0));
    expect(await ncbiAccessionsOf(INFLUENZA_A)).toEqual(influenza);
    expect(await ncbiAccessionsOf(H1N1)).toEqual([]);
    expect(await countOf(INFLUENZA_A)).toBe(influenza.length);
  });
});
