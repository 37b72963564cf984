import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CatalogError,
  createFixtureCatalog,
  type PublishRequest,
  type ReviseRequest,
} from './fixture-catalog';
import { type FixtureRecord, loadFixtureRecords } from './fixture-records';
import { loadFixtureTaxa } from './fixture-taxa';
import type { LoggedRequest, NcbiFixture, NcbiFixtureOptions } from './fixture-types';
import { dateBound, searchRecords } from './match-term';
import { writeEsearchError, writeEsearchXml } from './write-esearch';
import { writeEsummaryXml, writeFasta, writeTaxonomyEsummaryXml } from './write-esummary';
import { writeGbseqXml } from './write-gbseq-xml';
import { writeGenbankFlat } from './write-genbank-flat';

const BASE_PATH = '/entrez/eutils/';
/** NCBI's documented maxima (NBK25499). */
const MAX_RETMAX = 10_000;

interface Answer {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
  /** Where a truncation fault cuts: inside the last record, so no record seems complete. */
  cutAt?: number;
}

const xml = (body: string, cutAt?: number): Answer => ({
  status: 200,
  contentType: 'text/xml; charset=UTF-8',
  body,
  cutAt,
});
const text = (body: string, cutAt?: number): Answer => ({
  status: 200,
  contentType: 'text/plain; charset=UTF-8',
  body,
  cutAt,
});
const error = (status: number, message: string): Answer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error: message }),
});

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const json = (status: number, value: unknown): Answer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(value),
});

/**
 * esearch's date limits (NBK25499, ncbi/NOTES.md section 2): `datetype` says which date
 * `mindate` and `maxdate` bound (pdat: publication, mdat: modification), both ends included, each
 * YYYY, YYYY/MM or YYYY/MM/DD (a month or year reaches to its last day: UNVERIFIED, the same reading
 * as the [PDAT] range of match-term.ts). NCBI says the two must be given together; what it answers
 * when they are not, or when a date is unreadable, is UNVERIFIED: the fixture answers as E-utilities
 * report their own errors (status 200, <ERROR> in the result element, as the real epost2.xml and
 * esummary8.xml), with its own words. What the fixture does not model it refuses (400) rather than
 * ignores: edat (it keeps no Entrez date), reldate (it keeps no clock), and dates without a datetype
 * (nuccore's default date type is not documented in what was read).
 */
const dateLimit = (p: Record<string, string>): { keep?: (r: FixtureRecord) => boolean } | Answer => {
  const { datetype, mindate, maxdate, reldate } = p;
  if (reldate !== undefined)
    return error(400, 'reldate is not served by the fixture NCBI: it keeps no clock');
  if (datetype !== undefined && datetype !== 'pdat' && datetype !== 'mdat')
    return error(400, `datetype=${datetype} is not served by the fixture NCBI (pdat and mdat are)`);
  if (mindate === undefined && maxdate === undefined) return {};
  if (mindate === undefined || maxdate === undefined)
    return xml(writeEsearchError('mindate and maxdate must be given together'));
  const start = dateBound(mindate, false);
  const end = dateBound(maxdate, true);
  if (!start || !end)
    return xml(writeEsearchError(`Invalid date: ${start ? maxdate : mindate} (YYYY/MM/DD, YYYY/MM or YYYY)`));
  if (datetype === undefined)
    return error(400, 'mindate and maxdate need a datetype (pdat or mdat) at the fixture NCBI');
  const dateOf = (r: FixtureRecord) =>
    datetype === 'pdat' ? r.publicationDate : (r.modificationDate ?? r.publicationDate);
  return { keep: (r) => dateOf(r) >= start && dateOf(r) <= end };
};

const intParam = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** Starts the fixture NCBI on 127.0.0.1; see index.ts for what it answers and how to steer it. */
export const startNcbiFixture = async (options: NcbiFixtureOptions = {}): Promise<NcbiFixture> => {
  const catalog = createFixtureCatalog(options.records ?? loadFixtureRecords());
  const requests: LoggedRequest[] = [];
  const history = new Map<string, string[][]>();
  const faults = {
    fail: [] as { status: number; retryAfter?: string }[],
    slow: [] as number[],
    truncate: 0,
    malform: 0,
  };

  const byId = (id: string) => catalog.find(id);

  /** The records named by id=..., or by WebEnv + query_key with retstart/retmax. */
  const selectRecords = (p: Record<string, string>): FixtureRecord[] | Answer => {
    if (p.id !== undefined) {
      const ids = p.id
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return ids.flatMap((id) => byId(id) ?? []);
    }
    if (p.WebEnv && p.query_key) {
      const set = history.get(p.WebEnv)?.[Number(p.query_key) - 1];
      if (!set) return error(400, `Unable to obtain query #${p.query_key}`);
      const retstart = intParam(p.retstart, 0);
      const retmax = Math.min(intParam(p.retmax, 20), MAX_RETMAX);
      return set.slice(retstart, retstart + retmax).flatMap((id) => byId(id) ?? []);
    }
    return error(400, 'Empty id list - nothing todo');
  };

  const esearch = (p: Record<string, string>): Answer => {
    if (p.db !== 'nuccore' && p.db !== 'nucleotide')
      return error(400, `Database '${p.db ?? ''}' is not served by the fixture NCBI`);
    // The client asks for XML; an answer in any other mode would be a shape nothing checks against NCBI.
    if (p.retmode !== undefined && p.retmode !== 'xml')
      return error(400, `esearch retmode=${p.retmode} is not served by the fixture NCBI`);
    const limit = dateLimit(p);
    if ('status' in limit) return limit;
    const found = searchRecords(p.term ?? '', catalog.current());
    const search = limit.keep ? { ...found, hits: found.hits.filter(limit.keep) } : found;
    const retstart = intParam(p.retstart, 0);
    const retmax = Math.min(intParam(p.retmax, 20), MAX_RETMAX);
    const ids = search.hits.slice(retstart, retstart + retmax).map((r) => r.accessionID);
    let historyKey: { webEnv: string; queryKey: string } | undefined;
    if (p.usehistory === 'y') {
      const webEnv = p.WebEnv && history.has(p.WebEnv) ? p.WebEnv : `MCID_${randomBytes(12).toString('hex')}`;
      const sets = history.get(webEnv) ?? [];
      sets.push(search.hits.map((r) => r.accessionID));
      history.set(webEnv, sets);
      historyKey = { webEnv, queryKey: String(sets.length) };
    }
    const answer = { search, ids, retstart, history: historyKey };
    const body = writeEsearchXml(answer);
    return xml(body, body.length >> 1);
  };

  /**
   * A malformation fault: the first record of the answer loses its sequence (GenBank: the ORIGIN
   * section; GBSeq: GBSeq_sequence), as a record NCBI sends without one. The body stays complete.
   */
  const malformFirst = (body: string, xmlBody: boolean): string =>
    xmlBody
      ? body.replace(/<GBSeq_sequence>[^<]*<\/GBSeq_sequence>\s*/, '')
      : body.replace(/\nORIGIN[\s\S]*?\n\/\//, '\n//');

  const efetch = (p: Record<string, string>): Answer => {
    const selected = selectRecords(p);
    if (!Array.isArray(selected)) return selected;
    const malform = selected.length > 0 && faults.malform > 0;
    if (malform) faults.malform--;
    const rettype = p.rettype ?? '';
    const retmode = p.retmode ?? (rettype === 'gb' || rettype === 'fasta' ? 'text' : 'xml');
    // Cut inside the last record, so the records before it look whole but the body does not.
    const cutInLast = (body: string, marker: string) => {
      const last = body.lastIndexOf(marker);
      return last < 0 ? body.length >> 1 : last + ((body.length - last) >> 1);
    };
    if (rettype === 'gb' && retmode === 'text') {
      const written = writeGenbankFlat(selected);
      const body = malform ? malformFirst(written, false) : written;
      return text(body, cutInLast(body, '\nLOCUS'));
    }
    if ((rettype === 'gb' || rettype === '') && retmode === 'xml') {
      const written = writeGbseqXml(selected);
      const body = malform ? malformFirst(written, true) : written;
      return xml(body, cutInLast(body, '<GBSeq>'));
    }
    if (rettype === 'fasta' && retmode === 'text') {
      const body = writeFasta(selected);
      return text(body, cutInLast(body, '\n>'));
    }
    return error(400, `rettype=${rettype}&retmode=${retmode} is not served by the fixture NCBI`);
  };

  const esummary = (p: Record<string, string>): Answer => {
    if (p.db === 'taxonomy') {
      // Unknown ids are left out, as the import's parser leaves out a DocSum without a name.
      const taxa = (p.id ?? '').split(',').flatMap((id) => loadFixtureTaxa().get(Number(id.trim())) ?? []);
      const body = writeTaxonomyEsummaryXml(taxa);
      return xml(body, body.length >> 1);
    }
    const selected = selectRecords(p);
    if (!Array.isArray(selected)) return selected;
    const body = writeEsummaryXml(selected);
    return xml(body, body.length >> 1);
  };

  const utilities: Record<string, (p: Record<string, string>) => Answer> = {
    'esearch.fcgi': esearch,
    'efetch.fcgi': efetch,
    'esummary.fcgi': esummary,
  };

  const control = (path: string, method: string, body: string): Answer | undefined => {
    if (path === '__fixture/requests' && method === 'GET')
      return { status: 200, contentType: 'application/json', body: JSON.stringify(requests) };
    if (path === '__fixture/reset' && method === 'POST') {
      fixture.faults.reset();
      return { status: 204, contentType: 'text/plain', body: '' };
    }
    if (path === '__fixture/records' && method === 'GET')
      return json(
        200,
        catalog.current().map((r) => ({
          accessionID: r.accessionID,
          publicationDate: r.publicationDate,
          modificationDate: r.modificationDate,
        })),
      );
    if (path === '__fixture/as-of' && method === 'POST') {
      try {
        const { date } = JSON.parse(body || '{}') as { date?: string | null };
        if (date === undefined)
          return json(400, { error: 'date is required: YYYY-MM-DD, or null for today' });
        catalog.setAsOf(date);
        return { status: 204, contentType: 'text/plain', body: '' };
      } catch (e) {
        if (e instanceof CatalogError || e instanceof SyntaxError) return json(400, { error: e.message });
        throw e;
      }
    }
    if (path === '__fixture/records/reset' && method === 'POST') {
      catalog.reset();
      return { status: 204, contentType: 'text/plain', body: '' };
    }
    if (path === '__fixture/records' && method === 'POST') {
      let request: { publish?: PublishRequest[]; revise?: ReviseRequest[] };
      try {
        request = JSON.parse(body || '{}');
      } catch {
        return json(400, { error: 'The body is not JSON' });
      }
      if (
        (request.publish !== undefined && !Array.isArray(request.publish)) ||
        (request.revise !== undefined && !Array.isArray(request.revise))
      )
        return json(400, { error: 'publish and revise are lists' });
      try {
        return json(200, catalog.change(request));
      } catch (e) {
        if (e instanceof CatalogError) return json(400, { error: e.message });
        throw e;
      }
    }
    if (path === '__fixture/faults' && method === 'POST') {
      const f = JSON.parse(body || '{}') as {
        fail?: { status: 429 | 500 | 502 | 503; times?: number; retryAfter?: number };
        slow?: { ms: number; times?: number };
        truncate?: { times?: number };
        malform?: { times?: number };
      };
      if (f.fail) fixture.faults.failNext(f.fail.status, f.fail.times, f.fail.retryAfter);
      if (f.slow) fixture.faults.slowNext(f.slow.ms, f.slow.times);
      if (f.truncate) fixture.faults.truncateNext(f.truncate.times);
      if (f.malform) fixture.faults.malformNext(f.malform.times);
      return { status: 204, contentType: 'text/plain', body: '' };
    }
    return undefined;
  };

  const send = (res: ServerResponse, answer: Answer, truncate: boolean) => {
    if (res.destroyed) return;
    const bytes = Buffer.from(answer.body, 'utf8');
    if (truncate) {
      // Status 200 with a body that stops mid-record: the connection closes after the part.
      const part = Buffer.from(answer.body.slice(0, answer.cutAt ?? answer.body.length >> 1), 'utf8');
      res.writeHead(answer.status, {
        'Content-Type': answer.contentType,
        Connection: 'close',
        ...answer.headers,
      });
      res.end(part);
      return;
    }
    res.writeHead(answer.status, {
      'Content-Type': answer.contentType,
      'Content-Length': bytes.length,
      ...answer.headers,
    });
    res.end(bytes);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    if (!url.pathname.startsWith(BASE_PATH)) return send(res, error(404, 'Not found'), false);
    const path = url.pathname.slice(BASE_PATH.length);
    const body = await readBody(req);
    const method = req.method ?? 'GET';
    const controlAnswer = control(path, method, body);
    if (controlAnswer) return send(res, controlAnswer, false);

    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (method === 'POST' && body) Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
    const entry: LoggedRequest = { path, params, method, at: Date.now(), status: 0 };
    requests.push(entry);

    // NCBI's limit (NBK25497): more than 3 a second (10 with a key) is answered 429.
    const limit = params.api_key ? 10 : 3;
    const lastSecond = requests.filter((r) => r.at > entry.at - 1000 && r !== entry).length;
    const overLimit = options.enforceRateLimit === true && lastSecond >= limit;

    const slow = faults.slow.shift();
    if (slow !== undefined) await new Promise((resolve) => setTimeout(resolve, slow));
    const fail = overLimit ? { status: 429 } : faults.fail.shift();
    let answer: Answer;
    if (fail) {
      answer =
        fail.status === 429
          ? // NCBI's documented body for this error (NBK25497).
            {
              ...error(429, 'API rate limit exceeded'),
              body: '{"error":"API rate limit exceeded","count":"4"}',
            }
          : {
              status: fail.status,
              contentType: 'text/html',
              body: `<html><body><h1>${fail.status} Server Error</h1></body></html>`,
            };
      if (fail.retryAfter !== undefined) answer.headers = { 'Retry-After': fail.retryAfter };
    } else {
      const utility = utilities[path];
      answer = utility ? utility(params) : error(404, `${path} is not served by the fixture NCBI`);
    }
    const truncate = answer.status === 200 && faults.truncate > 0;
    if (truncate) faults.truncate--;
    entry.status = answer.status;
    send(res, answer, truncate);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) send(res, error(500, e instanceof Error ? e.message : String(e)), false);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const fixture: NcbiFixture = {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    requests,
    get records() {
      return catalog.current();
    },
    catalog: {
      publish: (requests) => catalog.publish(requests),
      revise: (requests) => catalog.revise(requests),
      change: (request) => catalog.change(request),
      setAsOf: (day) => catalog.setAsOf(day),
      reset: () => catalog.reset(),
    },
    faults: {
      failNext(status, times = 1, retryAfterSeconds?: number) {
        for (let i = 0; i < times; i++)
          faults.fail.push({
            status,
            retryAfter: retryAfterSeconds === undefined ? undefined : String(retryAfterSeconds),
          });
      },
      slowNext(ms, times = 1) {
        for (let i = 0; i < times; i++) faults.slow.push(ms);
      },
      truncateNext(times = 1) {
        faults.truncate += times;
      },
      malformNext(times = 1) {
        faults.malform += times;
      },
      reset() {
        faults.fail.length = 0;
        faults.slow.length = 0;
        faults.truncate = 0;
        faults.malform = 0;
        requests.length = 0;
      },
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fixture;
};
