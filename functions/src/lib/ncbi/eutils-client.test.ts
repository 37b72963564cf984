import { describe, expect, it } from 'vitest';
import { createEutilsClient, type EutilsClientOptions, parseRetryAfter } from './eutils-client';
import { NcbiError, ncbiErrorMessages } from './ncbi-error';
import { readNcbiFile } from './testing/ncbi-files';

const BASE = 'https://eutils.test/entrez/eutils/';
const esearchXml = readNcbiFile('esearch2.xml');
const genbank = readNcbiFile('HM138502.gbk');

/**
 * A virtual clock: a sleep resolves when virtual time reaches its end. Time jumps to the next
 * timer only once everything runnable has run (setImmediate), so concurrent callers interleave
 * as they would in real time, and backoffs and spacing cost no real time.
 */
const fakeClock = () => {
  let time = 1_000_000;
  const sleeps: number[] = [];
  const timers: { at: number; resolve: () => void }[] = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      timers.sort((a, b) => a.at - b.at);
      const next = timers.shift();
      if (!next) return;
      time = Math.max(time, next.at);
      next.resolve();
      if (timers.length > 0) schedule();
    });
  };
  return {
    now: () => time,
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        sleeps.push(ms);
        timers.push({ at: time + ms, resolve });
        schedule();
      }),
    sleeps,
  };
};

type Reply = { status?: number; body?: string; headers?: Record<string, string> } | 'network' | 'hang';

/** A fetch that answers from a script, one reply per call (the last one repeats). */
const scriptedFetch = (replies: Reply[], clock?: { now: () => number }) => {
  const calls: { url: string; init?: RequestInit; at: number }[] = [];
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init, at: clock?.now() ?? Date.now() });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? {};
    if (reply === 'network') throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    if (reply === 'hang')
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    return new Response(reply.body ?? '', { status: reply.status ?? 200, headers: reply.headers });
  }) as typeof globalThis.fetch;
  return { fetch: fakeFetch, calls };
};

const client = (replies: Reply[], options: Partial<EutilsClientOptions> = {}) => {
  const clock = fakeClock();
  const scripted = scriptedFetch(replies, clock);
  const c = createEutilsClient({
    baseUrl: BASE,
    fetch: scripted.fetch,
    now: clock.now,
    sleep: clock.sleep,
    random: () => 0,
    ...options,
  });
  return { client: c, calls: scripted.calls, clock };
};

const failure = async (promise: Promise<unknown>): Promise<NcbiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof NcbiError) return error;
    throw error;
  }
  throw new Error('expected an NcbiError');
};

describe('createEutilsClient', () => {
  it('sends esearch on nuccore with history, accessions, tool, e-mail and API key', async () => {
    const { client: c, calls } = client([{ body: esearchXml }], {
      apiKey: 'k123',
      email: 'lab@example.org',
    });
    const result = await c.esearch('txid2697049[Organism:exp]', { retmax: 5 });
    expect(result).toMatchObject({ count: 42249, webEnv: 'MCID_6927d6e7fee3e90f880ec190', queryKey: '1' });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe(`${BASE}esearch.fcgi`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      db: 'nuccore',
      term: 'txid2697049[Organism:exp]',
      usehistory: 'y',
      idtype: 'acc',
      retmax: '5',
      tool: 'oligowatch',
      email: 'lab@example.org',
      api_key: 'k123',
    });
  });

  it.each([
    [
      'ISO days',
      { datetype: 'pdat', mindate: '2026-11-25', maxdate: '2026-11-28' },
      ['pdat', '2026/11/25', '2026/11/28'],
    ],
    [
      'NCBI days',
      { datetype: 'mdat', mindate: '2026/01/01', maxdate: '2026/12/31' },
      ['mdat', '2026/01/01', '2026/12/31'],
    ],
    [
      'Dates, by their UTC day',
      {
        datetype: 'pdat',
        mindate: new Date('2026-11-25T23:59:00Z'),
        maxdate: new Date('2026-11-28T00:00:00Z'),
      },
      ['pdat', '2026/11/25', '2026/11/28'],
    ],
    [
      'one day',
      { datetype: 'pdat', mindate: '2026-02-28', maxdate: '2026-02-28' },
      ['pdat', '2026/02/28', '2026/02/28'],
    ],
  ] as const)(
    'sends a date range given as %s as datetype, mindate and maxdate, YYYY/MM/DD',
    async (_, dates, sent) => {
      const { client: c, calls } = client([{ body: esearchXml }]);
      await c.esearch('txid2697049[Organism:exp]', { retmax: 0, ...dates });
      const params = new URL(calls[0]?.url ?? '').searchParams;
      expect([params.get('datetype'), params.get('mindate'), params.get('maxdate')]).toEqual(sent);
    },
  );

  it('sends no date parameters without a range', async () => {
    const { client: c, calls } = client([{ body: esearchXml }]);
    await c.esearch('x');
    const params = new URL(calls[0]?.url ?? '').searchParams;
    expect(['datetype', 'mindate', 'maxdate'].filter((p) => params.has(p))).toEqual([]);
  });

  it.each([
    [
      'mindate alone',
      { datetype: 'pdat', mindate: '2026-11-25' },
      'esearch: datetype, mindate and maxdate go together',
    ],
    [
      'dates without a datetype',
      { mindate: '2026-11-25', maxdate: '2026-11-28' },
      'esearch: datetype, mindate and maxdate go together',
    ],
    ['a datetype alone', { datetype: 'pdat' }, 'esearch: datetype, mindate and maxdate go together'],
    [
      'another datetype',
      { datetype: 'edat', mindate: '2026-11-25', maxdate: '2026-11-28' },
      'esearch: datetype "edat" is neither pdat nor mdat',
    ],
    [
      'a month, not a day',
      { datetype: 'pdat', mindate: '2026-11', maxdate: '2026-11-28' },
      'esearch date: "2026-11" is not a day YYYY-MM-DD or YYYY/MM/DD',
    ],
    [
      'a day that does not exist',
      { datetype: 'pdat', mindate: '2026-02-29', maxdate: '2026-03-01' },
      'esearch date: "2026-02-29" is not a day',
    ],
    [
      'an invalid Date',
      { datetype: 'pdat', mindate: new Date('x'), maxdate: '2026-03-01' },
      'esearch date: an invalid Date',
    ],
    [
      'a range that ends before it starts',
      { datetype: 'mdat', mindate: '2026-11-28', maxdate: '2026-11-25' },
      'esearch: mindate 2026/11/28 is after maxdate 2026/11/25',
    ],
  ])('refuses %s before sending anything', async (_, dates, message) => {
    const { client: c, calls } = client([{ body: esearchXml }]);
    const refused = c.esearch('x', dates as Parameters<typeof c.esearch>[1]);
    await expect(refused).rejects.toThrow(RangeError);
    await expect(refused).rejects.toThrow(message);
    expect(calls).toEqual([]);
  });

  it('fetches a History-server batch as GenBank flat text and parses it', async () => {
    const { client: c, calls } = client([{ body: genbank }]);
    const { records, skipped } = await c.efetchRecords({
      webEnv: 'MCID_1',
      queryKey: '1',
      retstart: 500,
      retmax: 500,
    });
    expect(records.map((r) => r.accessionID)).toEqual(['HM138502.1']);
    expect(skipped).toEqual([]);
    const params = Object.fromEntries(new URL(calls[0]?.url ?? '').searchParams);
    expect(params).toMatchObject({
      db: 'nuccore',
      rettype: 'gb',
      retmode: 'text',
      WebEnv: 'MCID_1',
      query_key: '1',
      retstart: '500',
      retmax: '500',
    });
  });

  it('can fetch GBSeq XML instead', async () => {
    const { client: c, calls } = client([{ body: readNcbiFile('nucleotide1.xml') }], { format: 'gbseq' });
    const { records } = await c.efetchRecords({ ids: ['X60065.1'] });
    expect(records[0]?.accessionID).toBe('X60065.1');
    expect(new URL(calls[0]?.url ?? '').searchParams.get('retmode')).toBe('xml');
  });

  it('sends long id lists as a POST form', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => `MT${String(451000 + i)}.1`);
    const { client: c, calls } = client([{ body: '' }]);
    await c.efetchRecords({ ids });
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new URLSearchParams(String(calls[0]?.init?.body)).get('id')).toBe(ids.join(','));
  });

  it('never starts more than 3 requests in any second without a key, even when called at once', async () => {
    const { client: c, calls } = client([{ body: esearchXml }]);
    await Promise.all(Array.from({ length: 10 }, () => c.esearch('x')));
    const starts = calls.map((call) => call.at);
    expect(starts).toHaveLength(10);
    for (const start of starts)
      expect(starts.filter((t) => t >= start && t <= start + 1000).length).toBeLessThanOrEqual(3);
    // and it does not crawl: 10 requests fit in a little over 3 seconds
    expect((starts.at(-1) ?? 0) - (starts[0] ?? 0)).toBeLessThan(3300);
  });

  it('allows 10 a second with an API key', async () => {
    const { client: c, calls } = client([{ body: esearchXml }], { apiKey: 'k' });
    await Promise.all(Array.from({ length: 20 }, () => c.esearch('x')));
    const starts = calls.map((call) => call.at);
    for (const start of starts)
      expect(starts.filter((t) => t >= start && t <= start + 1000).length).toBeLessThanOrEqual(10);
    expect((starts.at(-1) ?? 0) - (starts[0] ?? 0)).toBeLessThan(2100);
  });

  it('retries 429 and 500 with growing backoff, then succeeds', async () => {
    const {
      client: c,
      calls,
      clock,
    } = client([
      { status: 429, body: '{"error":"API rate limit exceeded","count":"4"}' },
      { status: 500 },
      { body: esearchXml },
    ]);
    await expect(c.esearch('x')).resolves.toMatchObject({ count: 42249 });
    expect(calls).toHaveLength(3);
    const backoffs = clock.sleeps.filter((ms) => ms >= 500);
    expect(backoffs).toEqual([500, 1000]);
  });

  it('reports a clear NcbiError when 429 does not stop', async () => {
    const { client: c, calls } = client([{ status: 429 }]);
    const error = await failure(c.esearch('x'));
    expect(error.message).toBe(
      'NCBI is rate-limiting requests (HTTP 429) and did not recover after 4 attempts.',
    );
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryable: true, attempts: 4 });
    expect(calls).toHaveLength(4);
  });

  it('reports a clear NcbiError when 500 does not stop', async () => {
    const { client: c } = client([{ status: 500 }], { maxRetries: 2 });
    const error = await failure(c.efetchRecords({ ids: ['HM138502.1'] }));
    expect(error.message).toBe(
      'NCBI answered HTTP 500 (a server error) and did not recover after 3 attempts. Try again later.',
    );
    expect(error.status).toBe(500);
  });

  it('treats a rate-limit error written into a 200 body as a 429', async () => {
    const { client: c, calls } = client([
      { body: '{"error":"API rate limit exceeded","count":"11"}' },
      { body: esearchXml },
    ]);
    await expect(c.esearch('x')).resolves.toMatchObject({ count: 42249 });
    expect(calls).toHaveLength(2);
  });

  it('honours Retry-After', async () => {
    const { client: c, clock } = client([
      { status: 503, headers: { 'Retry-After': '7' } },
      { body: esearchXml },
    ]);
    await c.esearch('x');
    expect(clock.sleeps).toContain(7000);
    expect(
      parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', Date.parse('Sat, 21 Nov 2026 10:00:00 GMT')),
    ).toBe(30_000);
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
  });

  it('does not retry other 4xx answers and names them', async () => {
    const { client: c, calls } = client([
      { status: 400, body: '{"error":"Invalid db name specified: nothing"}' },
    ]);
    const error = await failure(c.esearch('x'));
    expect(error.message).toBe('NCBI refused the request (HTTP 400): Invalid db name specified: nothing');
    expect(error.retryable).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('times out a request that hangs, retries it, then reports the timeout', async () => {
    const { client: c, calls } = client(['hang'], { timeoutMs: 100, maxRetries: 1 });
    const error = await failure(c.esearch('x'));
    expect(error.message).toBe('NCBI did not answer within 0.1 s (2 attempts).');
    expect(error.kind).toBe('timeout');
    expect(calls).toHaveLength(2);
  });

  it('takes per-call limits for calls on a request path', async () => {
    const { client: c, calls } = client(['hang'], { timeoutMs: 30_000 });
    const error = await failure(c.esearch('x', { timeoutMs: 100, maxRetries: 0 }));
    expect(error.message).toBe('NCBI did not answer within 0.1 s (1 attempt).');
    expect(calls).toHaveLength(1);
  });

  it('applies per-call limits to efetch and esummary too', async () => {
    const fetched = client([{ status: 500 }], { maxRetries: 3 });
    const error = await failure(fetched.client.efetchRecords({ ids: ['HM138502.1'] }, { maxRetries: 0 }));
    expect(error.message).toBe(ncbiErrorMessages.server(500, 1));
    expect(fetched.calls).toHaveLength(1);

    const summarized = client(['hang'], { timeoutMs: 30_000 });
    const timedOut = await failure(
      summarized.client.esummary({ ids: ['HM138502.1'] }, { timeoutMs: 100, maxRetries: 1 }),
    );
    expect(timedOut.message).toBe(ncbiErrorMessages.timeout(0.1, 2));
    expect(summarized.calls).toHaveLength(2);
  });

  it('cuts the backoff to maxWaitMs and gives up at once when Retry-After asks for longer', async () => {
    const capped = client([{ status: 500 }], { baseBackoffMs: 4_000 });
    await failure(capped.client.esearch('x', { maxRetries: 2, maxWaitMs: 300 }));
    expect(capped.calls).toHaveLength(3);
    expect(capped.clock.sleeps.filter((ms) => ms > 350)).toEqual([]);
    expect(capped.clock.sleeps).toContain(300);

    // NCBI asks for 30 s: on a request path that cannot be honoured, so the user hears it now.
    const patient = client([{ status: 429, headers: { 'Retry-After': '30' } }, { body: esearchXml }]);
    const error = await failure(patient.client.esearch('x', { maxRetries: 3, maxWaitMs: 1_000 }));
    expect(error.message).toBe(ncbiErrorMessages.rateLimited(1));
    expect(patient.calls).toHaveLength(1);
    expect(patient.clock.sleeps.filter((ms) => ms >= 1_000)).toEqual([]);

    // A short Retry-After is honoured.
    const brief = client([{ status: 503, headers: { 'Retry-After': '1' } }, { body: esearchXml }]);
    await expect(brief.client.esearch('x', { maxRetries: 1, maxWaitMs: 1_000 })).resolves.toMatchObject({
      count: 42249,
    });
    expect(brief.clock.sleeps).toContain(1_000);
  });

  it('retries a truncated body, never parsing half of it', async () => {
    const cut = genbank.slice(0, genbank.indexOf('      301 '));
    const retried = client([{ body: cut }, { body: genbank }]);
    await expect(retried.client.efetchRecords({ ids: ['HM138502.1'] })).resolves.toMatchObject({
      records: [{ accessionID: 'HM138502.1' }],
      skipped: [],
    });
    expect(retried.calls).toHaveLength(2);

    const always = client([{ body: cut }]);
    const error = await failure(always.client.efetchRecords({ ids: ['HM138502.1'] }));
    expect(error.message).toBe('NCBI sent an incomplete response (4 attempts).');
    expect(error.kind).toBe('truncated');
  });

  it('reports a network failure with the host it could not reach', async () => {
    const { client: c } = client(['network'], { maxRetries: 1 });
    const error = await failure(c.esearch('x'));
    expect(error.message).toBe('Could not reach NCBI at eutils.test: ECONNREFUSED (2 attempts).');
  });
});
