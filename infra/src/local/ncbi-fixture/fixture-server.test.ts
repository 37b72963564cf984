import { createEutilsClient, type EutilsClientOptions } from '@oligowatch/functions/lib/ncbi/eutils-client';
import { NcbiError } from '@oligowatch/functions/lib/ncbi/ncbi-error';
import { parseEsearchXml } from '@oligowatch/functions/lib/ncbi/parse-esearch';
import { buildSearchTerm } from '@oligowatch/functions/targets/domain/build-search-term';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type NcbiFixture, startNcbiFixture } from './index';

let ncbi: NcbiFixture;
beforeAll(async () => {
  ncbi = await startNcbiFixture();
});
afterAll(() => ncbi.stop());
beforeEach(() => ncbi.faults.reset());

/** A client as the import builds it, with short backoffs so fault tests stay quick. */
const client = (options: Partial<EutilsClientOptions> = {}) =>
  createEutilsClient({ baseUrl: ncbi.url, baseBackoffMs: 20, requestsPerSecond: 50, ...options });

const none = { collectedAfter: 'All', completeOnly: false, usaOnly: false } as const;

const hitsFor = async (term: string) => (await client().esearch(term, { retmax: 100 })).ids;

/**
 * The client's sends, timed as it makes them. Timestamps at the fixture, which shares this
 * process's event loop, bunched on a loaded CI machine: two requests sent 350 ms apart were handled
 * back to back after a stall, and read as 4 in a second. The limiter's spacing of real starts is
 * checked on virtual time in functions/src/lib/ncbi/rate-limiter.test.ts.
 */
const timedFetch = () => {
  const sends: number[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    sends.push(performance.now());
    return globalThis.fetch(input, init);
  };
  return { fetch, sends };
};

const expectAtMostThreeASecond = (times: readonly number[]) => {
  for (const at of times) expect(times.filter((t) => t >= at && t < at + 1000).length).toBeLessThanOrEqual(3);
};

describe('fixture NCBI: esearch', () => {
  it('answers in the real eSearchResult shape with a History-server key', async () => {
    const res = await fetch(
      `${ncbi.url}esearch.fcgi?db=nuccore&term=${encodeURIComponent('txid208895[Organism:exp]')}&usehistory=y&idtype=acc&retmax=2`,
    );
    const body = await res.text();
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8" \?>\n<!DOCTYPE eSearchResult PUBLIC "-\/\/NLM\/\/DTD esearch 20060628\/\/EN" "https:\/\/eutils.ncbi.nlm.nih.gov\/eutils\/dtd\/20060628\/esearch.dtd">\n<eSearchResult><Count>6<\/Count><RetMax>2<\/RetMax><RetStart>0<\/RetStart><QueryKey>1<\/QueryKey><WebEnv>MCID_[0-9a-f]{24}<\/WebEnv><IdList>\n<Id>JX576738.1<\/Id>\n<Id>KF826825.1<\/Id>\n<\/IdList><TranslationSet\/><TranslationStack>/,
    );
    expect(parseEsearchXml(body)).toMatchObject({ count: 6, ids: ['JX576738.1', 'KF826825.1'] });
  });

  it('refuses esearch in a mode other than XML, the only one the client asks for', async () => {
    const res = await fetch(
      `${ncbi.url}esearch.fcgi?db=nuccore&term=txid208893%5BOrganism%3Aexp%5D&retmode=json`,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('esearch retmode=json is not served by the fixture NCBI');
  });

  it('finds records by taxonomy, child taxa included', async () => {
    expect(await hitsFor(buildSearchTerm({ ...none, taxonomicID: 2697049 }))).toHaveLength(10);
    expect(await hitsFor(buildSearchTerm({ ...none, taxonomicID: 11320 }))).toEqual([
      'HM138502.1',
      'KF527485.1',
      'EU851978.1',
    ]);
  });

  it('applies the uploaded-after year to the publication date', async () => {
    expect(await hitsFor(buildSearchTerm({ ...none, taxonomicID: 208893, collectedAfter: 2024 }))).toEqual([
      'OR795295.1',
      'PP529967.1',
      'OZ334675.1',
    ]);
  });

  it('applies the complete-sequence filter', async () => {
    expect(await hitsFor(buildSearchTerm({ ...none, taxonomicID: 208893, completeOnly: true }))).toEqual([
      'JQ901447.1',
      'KP258743.1',
      'MZ515913.1',
      'OR795295.1',
      'OZ334675.1',
    ]);
  });

  it('applies the USA-origin filter, and all filters together', async () => {
    expect(await hitsFor(buildSearchTerm({ ...none, taxonomicID: 2697049, usaOnly: true }))).toEqual([
      'MT263396',
      'MT276329',
      'MT308703',
    ]);
    expect(
      await hitsFor(
        buildSearchTerm({ taxonomicID: 208895, collectedAfter: 2024, completeOnly: true, usaOnly: true }),
      ),
    ).toEqual(['PQ117663.1']);
  });

  it('matches a free search term against organism and definition', async () => {
    expect(await hitsFor(buildSearchTerm({ ...none, searchTerm: 'Influenza A virus' }))).toHaveLength(3);
    expect(await hitsFor(buildSearchTerm({ ...none, searchTerm: 'neuraminidase' }))).toEqual(['HM138502.1']);
  });

  it('answers an unknown term with zero hits and PhraseNotFound, as NCBI does', async () => {
    const res = await fetch(`${ncbi.url}esearch.fcgi?db=nuccore&term=abcXYZ`);
    const body = await res.text();
    expect(body).toContain(
      '<Count>0</Count><RetMax>0</RetMax><RetStart>0</RetStart><IdList/><TranslationSet/>',
    );
    expect(body).toContain(
      '<ErrorList><PhraseNotFound>abcXYZ</PhraseNotFound></ErrorList><WarningList><OutputMessage>No items found.</OutputMessage></WarningList></eSearchResult>',
    );
    const result = await client().esearch('(abcXYZ)');
    expect(result).toMatchObject({ count: 0, ids: [], phraseNotFound: ['abcXYZ'] });
  });

  it('logs each request with its parameters, so tests can read the term that reached NCBI', async () => {
    const term = buildSearchTerm({
      taxonomicID: 2697049,
      collectedAfter: 2021,
      completeOnly: true,
      usaOnly: true,
    });
    await client({ email: 'lab@example.org' }).esearch(term);
    expect(ncbi.requests).toEqual([
      expect.objectContaining({
        path: 'esearch.fcgi',
        method: 'GET',
        status: 200,
        params: expect.objectContaining({ db: 'nuccore', term, usehistory: 'y', email: 'lab@example.org' }),
      }),
    ]);
  });
});

describe('fixture NCBI: efetch and esummary', () => {
  it('pages a History-server set in batches, in GenBank flat text and in GBSeq XML', async () => {
    for (const format of ['genbank', 'gbseq'] as const) {
      const c = client({ format });
      const search = await c.esearch(buildSearchTerm({ ...none, taxonomicID: 2697049 }));
      const batches = [];
      for (let retstart = 0; retstart < search.count; retstart += 4)
        batches.push(
          await c.efetchRecords({ webEnv: search.webEnv, queryKey: search.queryKey, retstart, retmax: 4 }),
        );
      expect(batches.map((b) => b.records.length)).toEqual([4, 4, 2]);
      const all = batches.flatMap((b) => b.records);
      const expected = ncbi.records.filter((r) => r.taxonomicID === 2697049);
      expect(all.map((r) => r.accessionID)).toEqual(expected.map((r) => r.accessionID));
      expect(all.map((r) => r.genomic_sequence)).toEqual(expected.map((r) => r.genomic_sequence));
      expect(all.find((r) => r.accessionID === 'MT263396')).toMatchObject({
        geo_loc_name: 'USA: Washington',
        collection_date: '2020-03-13',
        isolate: 'SARS-CoV-2/human/USA/WA-UW315/2020',
        completeness: 'complete',
      });
    }
    expect(ncbi.requests.filter((r) => r.path === 'efetch.fcgi').map((r) => r.params.retmode)).toEqual([
      'text',
      'text',
      'text',
      'xml',
      'xml',
      'xml',
    ]);
  });

  it('fetches by accession list, with or without the version', async () => {
    const { records } = await client().efetchRecords({ ids: ['PQ117663.1', 'HM138502'] });
    expect(records.map((r) => r.accessionID)).toEqual(['PQ117663.1', 'HM138502.1']);
  });

  it('takes a long id list as a POST form, as NCBI asks for more than 200 ids', async () => {
    const unknown = Array.from({ length: 250 }, (_, i) => `ZZ${String(100000 + i)}.1`);
    const { records } = await client().efetchRecords({ ids: [...unknown, 'MT308703', 'KC565498.1'] });
    expect(records.map((r) => r.accessionID)).toEqual(['MT308703', 'KC565498.1']);
    expect(ncbi.requests.map((r) => r.method)).toEqual(['POST']);
  });

  it('writes efetch GenBank text with 60 bases a line in groups of 10 and a // per record', async () => {
    const res = await fetch(`${ncbi.url}efetch.fcgi?db=nuccore&id=KC565498.1&rettype=gb&retmode=text`);
    const text = await res.text();
    expect(text.split('\n')[0]).toBe(
      'LOCUS       KC565498                 225 bp    RNA     linear   VRL 15-MAR-2014',
    );
    expect(text).toContain('                     /geo_loc_name="USA: Washington"\n');
    expect(text).toMatch(/\nORIGIN {6}\n {8}1 [acgtn]{10}( [acgtn]{10}){5}\n {7}61 /);
    expect(text.endsWith('\n//\n')).toBe(true);
  });

  it('answers esummary with DocSum v1', async () => {
    const summaries = await client().esummary({ ids: ['HM138502.1'] });
    expect(summaries).toEqual([
      {
        id: 'HM138502.1',
        accessionID: 'HM138502.1',
        title:
          'Influenza A virus (A/California/07/2009(H1N1)) segment 6 neuraminidase (NA) gene, complete cds',
        taxonomicID: 641809,
        length: 1410,
        createDate: '2010/04/22',
        updateDate: '2010/04/22',
      },
    ]);
  });
});

describe('fixture NCBI: taxonomy', () => {
  it('names the taxa its records declare and the parents its searches expand, leaving out unknown ids', async () => {
    expect(await client().taxonomySummary([11320, 641809, 208895, 1])).toEqual([
      { taxonomicID: 11320, scientificName: 'Influenza A virus', rank: 'species' },
      {
        taxonomicID: 641809,
        scientificName: 'Influenza A virus (A/California/07/2009(H1N1))',
        rank: 'no rank',
      },
      { taxonomicID: 208895, scientificName: 'Human respiratory syncytial virus B', rank: 'no rank' },
    ]);
  });

  it('gives the taxon of each hit in its nuccore DocSums (the dialog counts them per taxon)', async () => {
    const c = client();
    const search = await c.esearch('respiratory syncytial');
    const summaries = await c.esummary({
      webEnv: search.webEnv,
      queryKey: search.queryKey,
      retstart: 0,
      retmax: 500,
    });
    expect(summaries).toHaveLength(search.count);
    expect(new Set(summaries.map((s) => s.taxonomicID))).toEqual(new Set([208893, 208895]));
  });
});

describe('fixture NCBI: faults on demand, and the client under them', () => {
  it('answers 429 with NCBI body; the client retries and recovers', async () => {
    ncbi.faults.failNext(429, 2);
    await expect(client().esearch('txid11320[Organism:exp]')).resolves.toMatchObject({ count: 3 });
    expect(ncbi.requests.map((r) => r.status)).toEqual([429, 429, 200]);
  });

  it('500 that does not stop ends in a clear NcbiError', async () => {
    ncbi.faults.failNext(500, 10);
    const error = await client({ maxRetries: 3 })
      .esearch('txid11320[Organism:exp]')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NcbiError);
    expect((error as NcbiError).message).toBe(
      'NCBI answered HTTP 500 (a server error) and did not recover after 4 attempts. Try again later.',
    );
    expect(ncbi.requests).toHaveLength(4);
  });

  it('honours Retry-After from the fixture', async () => {
    ncbi.faults.failNext(503, 1, 1);
    const started = Date.now();
    await client().esearch('txid11320[Organism:exp]');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('a truncated efetch body (status 200, cut mid-record) is detected and fetched again', async () => {
    for (const format of ['genbank', 'gbseq'] as const) {
      ncbi.faults.reset();
      ncbi.faults.truncateNext();
      const { records, skipped } = await client({ format }).efetchRecords({
        ids: ['MT263396', 'MT276329', 'MT308703'],
      });
      expect(records).toHaveLength(3);
      expect(skipped).toEqual([]);
      expect(ncbi.requests).toHaveLength(2);
    }
    ncbi.faults.truncateNext(10);
    const error = await client({ maxRetries: 1 })
      .efetchRecords({ ids: ['MT263396'] })
      .catch((e: unknown) => e);
    expect((error as NcbiError).message).toBe('NCBI sent an incomplete response (2 attempts).');
  });

  it('a malformed efetch answer: its first record comes without a sequence and is skipped', async () => {
    for (const format of ['genbank', 'gbseq'] as const) {
      ncbi.faults.reset();
      ncbi.faults.malformNext();
      const ids = ['MT263396', 'MT276329', 'MT308703'];
      const { records, skipped } = await client({ format }).efetchRecords({ ids });
      expect(records.map((r) => r.accessionID.replace(/\.\d+$/, ''))).toEqual(ids.slice(1));
      expect(skipped.map((r) => r.accessionID?.replace(/\.\d+$/, ''))).toEqual(['MT263396']);
      // Once: the next answer is whole again.
      expect((await client({ format }).efetchRecords({ ids })).records).toHaveLength(3);
    }
  });

  it('a slow answer runs into the client timeout', async () => {
    ncbi.faults.slowNext(1500, 2);
    const error = await client({ timeoutMs: 300, maxRetries: 1 })
      .esearch('txid11320[Organism:exp]')
      .catch((e: unknown) => e);
    expect((error as NcbiError).message).toBe('NCBI did not answer within 0.3 s (2 attempts).');
  });

  it('the client keeps to 3 requests a second without a key', async () => {
    const { fetch, sends } = timedFetch();
    const c = createEutilsClient({ baseUrl: ncbi.url, fetch });
    await Promise.all(Array.from({ length: 7 }, () => c.esearch('txid11320[Organism:exp]')));
    expect(ncbi.requests).toHaveLength(7);
    expectAtMostThreeASecond(sends);
  });

  it('can enforce the NCBI limit: a client sending faster gets 429s, the default client sends under it', async () => {
    const strict = await startNcbiFixture({ enforceRateLimit: true });
    try {
      const fast = createEutilsClient({ baseUrl: strict.url, requestsPerSecond: 20, maxRetries: 0 });
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => fast.esearch('txid11320[Organism:exp]')),
      );
      expect(results.filter((r) => r.status === 'rejected').length).toBeGreaterThan(0);
      strict.faults.reset();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const { fetch, sends } = timedFetch();
      const polite = createEutilsClient({ baseUrl: strict.url, maxRetries: 0, fetch });
      await Promise.allSettled(Array.from({ length: 5 }, () => polite.esearch('txid11320[Organism:exp]')));
      expectAtMostThreeASecond(sends);
    } finally {
      await strict.stop();
    }
  });

  it('is steered over HTTP too, for tests in another process', async () => {
    const control = (path: string, body?: unknown) =>
      fetch(`${ncbi.url}__fixture/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await control('faults', { fail: { status: 429, times: 1 } })).status).toBe(204);
    await client().esearch('txid11320[Organism:exp]');
    const log = (await (await control('requests')).json()) as { status: number; params: { term: string } }[];
    expect(log.map((r) => [r.status, r.params.term])).toEqual([
      [429, 'txid11320[Organism:exp]'],
      [200, 'txid11320[Organism:exp]'],
    ]);
    expect((await control('reset', {})).status).toBe(204);
    expect(await (await control('requests')).json()).toEqual([]);
  });
});

/** esearch straight over HTTP: the parameters exactly as given, nothing added by a client. */
const esearchRaw = async (params: Record<string, string>) => {
  const query = new URLSearchParams({ db: 'nuccore', retmax: '100', ...params });
  const res = await fetch(`${ncbi.url}esearch.fcgi?${query}`);
  return { status: res.status, body: await res.text() };
};
const SARS_COV_2 = 'txid2697049[Organism:exp]';
const idsOf = (body: string) => parseEsearchXml(body).ids;

describe('fixture NCBI: datetype, mindate and maxdate', () => {
  afterEach(() => ncbi.catalog.reset());

  // Publication dates of the SARS-CoV-2 records: MN908947 2020-01-17; MT263396 2020-03-31;
  // MT276329 2020-04-03; MT308703 2020-04-08; MT451709, MT451762, MT451061, MT450944 2020-05-11;
  // MT459855, MT459914 2020-05-13.
  it.each([
    ['days, both ends included', 'pdat', '2020/03/31', '2020/04/03', ['MT263396', 'MT276329']],
    [
      'a month reaches its last day',
      'pdat',
      '2020/05',
      '2020/05',
      ['MT451709', 'MT451762', 'MT451061', 'MT450944', 'MT459855', 'MT459914'],
    ],
    ['a year reaches its last day', 'pdat', '2020', '2020', 'all 10'],
    ['a range with nothing in it', 'pdat', '2021/01/01', '2026/12/31', []],
    ['a range that ends before it starts', 'pdat', '2020/05/13', '2020/05/11', []],
    ['mdat: never revised, so modified when published', 'mdat', '2020/01/01', '2020/01/31', ['MN908947']],
  ])('%s (datetype=%s, %s to %s)', async (_, datetype, mindate, maxdate, expected) => {
    const { status, body } = await esearchRaw({ term: SARS_COV_2, datetype, mindate, maxdate });
    expect(status).toBe(200);
    const all = ncbi.records.filter((r) => r.taxonomicID === 2697049).map((r) => r.accessionID);
    expect(idsOf(body)).toEqual(expected === 'all 10' ? all : expected);
    if (expected === 'all 10') expect(all).toHaveLength(10);
  });

  it("answers the client's date range: new records by pdat, revised ones by mdat, as a refresh asks", async () => {
    ncbi.catalog.publish([{ from: 'MT451709', accession: 'PX500001.1', publicationDate: '2026-11-26' }]);
    ncbi.catalog.revise([{ accession: 'MT263396', modificationDate: '2026-11-27' }]);
    const c = client();
    const week = { mindate: '2026-11-22', maxdate: new Date('2026-11-28T12:00:00Z') };
    expect((await c.esearch(SARS_COV_2, { retmax: 100, datetype: 'pdat', ...week })).ids).toEqual([
      'PX500001.1',
    ]);
    expect((await c.esearch(SARS_COV_2, { retmax: 100, datetype: 'mdat', ...week })).ids).toEqual([
      'MT263396.2',
      'PX500001.1',
    ]);
    expect(ncbi.requests.map((r) => [r.params.datetype, r.params.mindate, r.params.maxdate])).toEqual([
      ['pdat', '2026/11/22', '2026/11/28'],
      ['mdat', '2026/11/22', '2026/11/28'],
    ]);
    // What efetch then gives the refresh: the new version, with its version and dates parsed.
    const search = await c.esearch(SARS_COV_2, { retmax: 0, datetype: 'mdat', ...week });
    const { records } = await c.efetchRecords({
      webEnv: search.webEnv,
      queryKey: search.queryKey,
      retstart: 0,
      retmax: 10,
    });
    expect(
      records.map(({ accessionID, version, updateDate }) => ({ accessionID, version, updateDate })),
    ).toEqual([
      { accessionID: 'MT263396.2', version: 2, updateDate: '2026-11-27' },
      { accessionID: 'PX500001.1', version: 1, updateDate: '2026-11-26' },
    ]);
  });

  it('without dates, datetype alone limits nothing', async () => {
    expect(idsOf((await esearchRaw({ term: SARS_COV_2, datetype: 'pdat' })).body)).toHaveLength(10);
  });

  it.each([
    ['mindate alone', { mindate: '2020/01/01' }, 'mindate and maxdate must be given together'],
    ['maxdate alone', { maxdate: '2020/12/31' }, 'mindate and maxdate must be given together'],
    [
      'a date in another format',
      { mindate: '2020-05-11', maxdate: '2020/05/13' },
      'Invalid date: 2020-05-11 (YYYY/MM/DD, YYYY/MM or YYYY)',
    ],
  ])('answers %s with an E-utilities <ERROR> (status 200)', async (_, dates, message) => {
    const { status, body } = await esearchRaw({ term: SARS_COV_2, datetype: 'pdat', ...dates });
    expect(status).toBe(200);
    expect(body).toContain(`<eSearchResult>\n\t<ERROR>${message}</ERROR>\n</eSearchResult>`);
    // The client reads it as NCBI's refusal of the request, in NCBI's words.
    const unchecked: typeof fetch = () =>
      fetch(
        `${ncbi.url}esearch.fcgi?${new URLSearchParams({ db: 'nuccore', term: SARS_COV_2, datetype: 'pdat', ...dates })}`,
      );
    await expect(client({ fetch: unchecked }).esearch(SARS_COV_2)).rejects.toThrow(message);
  });

  it.each([
    [
      'edat (it keeps no Entrez date)',
      { datetype: 'edat', mindate: '2020', maxdate: '2020' },
      'datetype=edat',
    ],
    ['reldate (it keeps no clock)', { datetype: 'pdat', reldate: '30' }, 'reldate is not served'],
    ['dates without a datetype', { mindate: '2020', maxdate: '2020' }, 'need a datetype'],
  ])('refuses %s rather than ignore it', async (_, params, message) => {
    const { status, body } = await esearchRaw({ term: SARS_COV_2, ...params });
    expect(status).toBe(400);
    expect(body).toContain(message);
  });

  it('combines the date limits with the term, [PDAT] and [MDAT] ranges included', async () => {
    const term = `${SARS_COV_2} AND 2020/05/11:2020/05/11[PDAT]`;
    expect(
      idsOf((await esearchRaw({ term, datetype: 'pdat', mindate: '2020/05', maxdate: '2020/05' })).body),
    ).toEqual(['MT451709', 'MT451762', 'MT451061', 'MT450944']);
    ncbi.catalog.revise([{ accession: 'MT451061', modificationDate: '2026-11-20' }]);
    expect(idsOf((await esearchRaw({ term: `${SARS_COV_2} AND 2026/11[MDAT]` })).body)).toEqual([
      'MT451061.2',
    ]);
  });
});

describe('fixture NCBI: records published and revised on demand', () => {
  afterEach(() => ncbi.catalog.reset());

  const control = async (path: string, body?: unknown) => {
    const res = await fetch(`${ncbi.url}__fixture/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: res.status === 204 ? undefined : ((await res.json()) as unknown) };
  };
  const fetchText = async (id: string) =>
    (await fetch(`${ncbi.url}efetch.fcgi?db=nuccore&id=${id}&rettype=gb&retmode=text`)).text();

  it('publishes copies of records under new accessions, dated as asked, found by pdat and fetched', async () => {
    const answer = await control('records', {
      publish: [
        { from: 'MT451709', accession: 'PX100001.1', publicationDate: '2026-11-25' },
        {
          from: 'HM138502.1',
          accession: 'PX100002.1',
          publicationDate: '2026-11-26',
          modificationDate: '2026-11-27',
        },
      ],
    });
    expect(answer).toEqual({ status: 200, body: { published: ['PX100001.1', 'PX100002.1'], revised: [] } });
    const { body } = await esearchRaw({
      term: SARS_COV_2,
      datetype: 'pdat',
      mindate: '2026/11/22',
      maxdate: '2026/11/28',
    });
    expect(idsOf(body)).toEqual(['PX100001.1']);
    const text = await fetchText('PX100001.1');
    expect(text.split('\n')[0]).toBe(
      'LOCUS       PX100001               29809 bp    RNA     linear   VRL 25-NOV-2026',
    );
    expect(text).toContain('\nVERSION     PX100001.1\n');
    const [copy] = (await client().efetchRecords({ ids: ['PX100001'] })).records;
    const original = ncbi.records.find((r) => r.accessionID === 'MT451709');
    expect(copy?.genomic_sequence).toBe(original?.genomic_sequence);
    expect(copy?.collection_date).toBe(original?.collection_date);
    expect((await fetchText('PX100002')).split('\n')[0]).toMatch(/ 27-NOV-2026$/);
    expect(ncbi.records.at(-1)?.accessionID).toBe('PX100002.1');
  });

  it('publishes a record given whole', async () => {
    const base = ncbi.records.find((r) => r.accessionID === 'KC565498.1');
    if (!base) throw new Error('fixture record KC565498.1 missing');
    const record = {
      ...base,
      accessionID: 'PX200001.1',
      publicationDate: '2026-12-01',
      genomic_sequence: 'ACGTN'.repeat(10),
    };
    expect((await control('records', { publish: [{ record }] })).body).toEqual({
      published: ['PX200001.1'],
      revised: [],
    });
    const [fetched] = (await client().efetchRecords({ ids: ['PX200001.1'] })).records;
    expect(fetched).toMatchObject({
      accessionID: 'PX200001.1',
      sequence_length: 50,
      genomic_sequence: 'ACGTN'.repeat(10),
    });
  });

  it('revises records: a new version, its modification date, its changes; the old version stays fetchable', async () => {
    const sequence = ncbi.records
      .find((r) => r.accessionID === 'HM138502.1')
      ?.genomic_sequence.replace(/^A/, 'G');
    const answer = await control('records', {
      revise: [
        { accession: 'HM138502', modificationDate: '2026-11-20', changes: { sequence, host: 'Sus scrofa' } },
        { accession: 'MN908947', modificationDate: '2026-11-21' },
      ],
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        published: [],
        revised: [
          { accession: 'HM138502', from: 'HM138502.1', to: 'HM138502.2' },
          // The fixture's MN908947 has no version (test/fixtures carries none): it counts as version 1.
          { accession: 'MN908947', from: 'MN908947', to: 'MN908947.2' },
        ],
      },
    });
    const [revised] = (await client().efetchRecords({ ids: ['HM138502'] })).records;
    expect(revised).toMatchObject({
      accessionID: 'HM138502.2',
      host: 'Sus scrofa',
      genomic_sequence: sequence,
    });
    const [old] = (await client().efetchRecords({ ids: ['HM138502.1'] })).records;
    expect(old).toMatchObject({ accessionID: 'HM138502.1', host: 'Homo sapiens' });
    // mdat finds the revision, pdat still files it under its first publication.
    const term = 'txid11320[Organism:exp]';
    expect(
      idsOf(
        (await esearchRaw({ term, datetype: 'mdat', mindate: '2026/11/01', maxdate: '2026/11/30' })).body,
      ),
    ).toEqual(['HM138502.2']);
    expect(
      idsOf((await esearchRaw({ term, datetype: 'pdat', mindate: '2010', maxdate: '2010' })).body),
    ).toEqual(['HM138502.2']);
    // Every format says both dates.
    expect((await fetchText('HM138502')).split('\n')[0]).toMatch(/ 20-NOV-2026$/);
    const gbseq = await (
      await fetch(`${ncbi.url}efetch.fcgi?db=nuccore&id=HM138502&rettype=gb&retmode=xml`)
    ).text();
    expect(gbseq).toContain(
      '<GBSeq_update-date>20-NOV-2026</GBSeq_update-date>\n    <GBSeq_create-date>22-APR-2010</GBSeq_create-date>',
    );
    const summary = await (await fetch(`${ncbi.url}esummary.fcgi?db=nuccore&id=HM138502`)).text();
    expect(summary).toContain(
      '<Item Name="CreateDate" Type="String">2010/04/22</Item>\n\t<Item Name="UpdateDate" Type="String">2026/11/20</Item>',
    );
    expect(
      ((await control('records')).body as { accessionID: string }[]).map((r) => r.accessionID),
    ).toContain('MN908947.2');
  });

  it.each([
    [
      'an unknown record copied',
      { publish: [{ from: 'ZZ000000', accession: 'PX1', publicationDate: '2026-11-25' }] },
      'The fixture NCBI has no record ZZ000000',
    ],
    [
      'an accession it has already',
      { publish: [{ from: 'MT451709', accession: 'MT451762.1', publicationDate: '2026-11-25' }] },
      'MT451762 is published already: revise it instead',
    ],
    [
      'a date in another format',
      { publish: [{ from: 'MT451709', accession: 'PX1', publicationDate: '2026/11/25' }] },
      'publicationDate must be a date YYYY-MM-DD, not "2026/11/25"',
    ],
    [
      'a revision older than the version it replaces',
      { revise: [{ accession: 'MT451709', modificationDate: '2020-05-10' }] },
      'MT451709 was modified on 2020-05-11: a revision cannot be older',
    ],
    [
      'an unknown record revised',
      { revise: [{ accession: 'ZZ000000.1', modificationDate: '2026-11-25' }] },
      'The fixture NCBI has no record ZZ000000',
    ],
    [
      'a sequence that is not IUPAC codes',
      { revise: [{ accession: 'MT451709', modificationDate: '2026-11-25', changes: { sequence: 'acgt' } }] },
      'changes.sequence must be upper-case IUPAC codes',
    ],
    ['a body that is not JSON', '{publish', 'The body is not JSON'],
    ['a publish that is not a list', '{"publish":{"from":"MT451709"}}', 'publish and revise are lists'],
  ])('refuses %s with 400 and changes nothing', async (_, body, error) => {
    const good = { from: 'MT451709', accession: 'PX300001.1', publicationDate: '2026-11-25' };
    const request =
      typeof body === 'string'
        ? body
        : { ...body, publish: [good, ...((body as { publish?: unknown[] }).publish ?? [])] };
    expect(await control('records', request)).toEqual({ status: 400, body: { error } });
    expect(ncbi.records.map((r) => r.accessionID)).not.toContain('PX300001.1');
    expect(ncbi.records.find((r) => r.accessionID.startsWith('MT451709'))?.accessionID).toBe('MT451709');
  });

  it('stands as NCBI stood at the end of a past day: only the records published by then are searched and fetched', async () => {
    await control('records', {
      publish: [{ from: 'MT451709', accession: 'PX500001.1', publicationDate: '2026-11-25' }],
    });
    const all = ncbi.records.map((r) => r.accessionID);
    expect(await control('as-of', { date: '2026-11-24' })).toEqual({ status: 204, body: undefined });
    expect(ncbi.records.map((r) => r.accessionID)).toEqual(all.filter((id) => id !== 'PX500001.1'));
    const { body } = await esearchRaw({ term: SARS_COV_2 });
    expect(idsOf(body)).not.toContain('PX500001.1');
    expect((await client().efetchRecords({ ids: ['PX500001.1'] })).records).toEqual([]);
    expect(await control('as-of', { date: '2026-13-01' })).toEqual({
      status: 400,
      body: { error: 'date must be a date YYYY-MM-DD, not "2026-13-01"' },
    });
    expect(await control('as-of', {})).toEqual({
      status: 400,
      body: { error: 'date is required: YYYY-MM-DD, or null for today' },
    });
    expect(await control('as-of', { date: null })).toEqual({ status: 204, body: undefined });
    expect(ncbi.records.map((r) => r.accessionID)).toEqual(all);
    await control('as-of', { date: '2026-11-24' });
    await control('records/reset', {});
    expect(ncbi.records.map((r) => r.accessionID)).toEqual(all.filter((id) => id !== 'PX500001.1'));
  });

  it('resets to the records it started with', async () => {
    const before = ncbi.records.map((r) => r.accessionID);
    await control('records', {
      publish: [{ from: 'MT451709', accession: 'PX400001.1', publicationDate: '2026-11-25' }],
      revise: [{ accession: 'KC565498', modificationDate: '2026-11-25' }],
    });
    expect(ncbi.records).toHaveLength(before.length + 1);
    expect(await control('records/reset', {})).toEqual({ status: 204, body: undefined });
    expect(ncbi.records.map((r) => r.accessionID)).toEqual(before);
    expect((await client().efetchRecords({ ids: ['KC565498'] })).records[0]?.accessionID).toBe('KC565498.1');
  });
});
