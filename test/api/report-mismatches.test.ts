import { MISMATCH_TABLE_PAGE_SIZE } from '@oligowatch/shared/constants';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import {
  generateReportResponseSchema,
  type Mismatch,
  mismatchPageResponseSchema,
  type ReportDetail,
  reportResponseSchema,
} from '@oligowatch/shared/schemas/report';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, stack } from '../support/api';
import {
  N1_PRODUCT,
  productIdByName,
  SARS_COV_2_CLADE,
  seedDemoCatalogAndTargets,
  waitForReport,
} from '../support/reports';

/** GET /v1/report/{id}/mismatches: one oligo's rows, paged, sorted and filtered on the server. */

let token: string;
let report: ReportDetail;
/** The oligo with the most rows, and its rows as GET /v1/report/{id} gives them (all of them). */
let oligo: string;
let rows: Mismatch[];

const page = (query: Record<string, string | number>) =>
  api(
    'GET',
    `/v1/report/${report._id}/mismatches?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    {
      token,
    },
  );

/** Follows nextCursor to the end: every page's rows, in order. */
const allPages = async (query: Record<string, string | number>) => {
  const seen: Mismatch[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const res = await page(cursor ? { ...query, cursor } : query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = mismatchPageResponseSchema.parse(res.body);
    expect(body.mismatches.length).toBeLessThanOrEqual(Number(query.limit));
    seen.push(...body.mismatches);
    cursor = body.nextCursor;
    if (!cursor) return { rows: seen, total: body.total };
  }
  throw new Error('more than 1000 pages');
};

const accessions = (list: Mismatch[]) => list.map((row) => row.targetAccessionID);

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  await seedDemoCatalogAndTargets();
  const res = await api('POST', '/v1/parasail', {
    token,
    body: {
      report_title: 'Paged rows',
      clade_id: SARS_COV_2_CLADE,
      target_name: 'SARS-CoV-2 (Covid)',
      product: await productIdByName(token, N1_PRODUCT),
    },
  });
  report = await waitForReport(token, generateReportResponseSchema.parse(res.body).reportId);
  [oligo] = Object.entries(report.mismatchRowCounts).sort((a, b) => b[1] - a[1])[0] ?? [''];
  rows = report.mismatches.filter((row) => row.oligoName === oligo);
}, 120_000);

describe('paging through an oligo', () => {
  it('has enough rows to page', () => {
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(report.mismatchRowCounts[oligo]).toBe(rows.length);
  });

  it.each([
    ['in stored order', {}],
    ['sorted by accession, descending', { sort: 'targetAccessionID', order: 'desc' }],
    ['sorted by mismatches, descending', { sort: 'mismatchCount', order: 'desc' }],
    ['sorted by location', { sort: 'targetLocation' }],
  ])('returns every row once, %s', async (_name, sort) => {
    const paged = await allPages({ oligo, limit: 2, ...sort });
    expect(paged.total).toBe(rows.length);
    expect(new Set(accessions(paged.rows)).size).toBe(paged.rows.length);
    expect([...accessions(paged.rows)].sort()).toEqual([...accessions(rows)].sort());
  });

  it('sorts on the server: mismatch counts never rise down the pages', async () => {
    const counts = (await allPages({ oligo, limit: 2, sort: 'mismatchCount', order: 'desc' })).rows.map(
      (row) => row.mismatchCount,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('filters on the server, with the total of the filtered rows', async () => {
    const count = rows[0]?.mismatchCount ?? 0;
    const expected = rows.filter((row) => row.mismatchCount === count);
    const paged = await allPages({ oligo, limit: 2, mismatches: count });
    expect(paged.total).toBe(expected.length);
    expect([...accessions(paged.rows)].sort()).toEqual([...accessions(expected)].sort());
  });
});

describe('cursors', () => {
  const firstCursor = async (query: Record<string, string | number>) => {
    const body = mismatchPageResponseSchema.parse((await page({ oligo, limit: 1, ...query })).body);
    if (!body.nextCursor) throw new Error('no second page');
    return body.nextCursor;
  };
  const refused = { status: 400, body: { message: 'cursor is not one this API gave out.' } };

  it('refuses a tampered cursor with 400', async () => {
    const cursor = await firstCursor({});
    const envelope = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    envelope.k.sk = 'STATS#000';
    const tampered = Buffer.from(JSON.stringify(envelope)).toString('base64url');
    expect(await page({ oligo, limit: 1, cursor: tampered })).toEqual(refused);
    expect(await page({ oligo, limit: 1, cursor: `${cursor.slice(0, -3)}!!!` })).toEqual(refused);
    const offset = await firstCursor({ sort: 'mismatchCount' });
    const forged = JSON.parse(Buffer.from(offset, 'base64url').toString('utf8'));
    forged.k = { offset: -5 };
    expect(
      await page({
        oligo,
        limit: 1,
        sort: 'mismatchCount',
        cursor: Buffer.from(JSON.stringify(forged)).toString('base64url'),
      }),
    ).toEqual(refused);
  });

  it('refuses a cursor of another query (other sort, other oligo, other report) with 400', async () => {
    const cursor = await firstCursor({});
    expect(await page({ oligo, limit: 1, sort: 'mismatchCount', cursor })).toEqual(refused);
    const other = Object.keys(report.mismatchRowCounts).find((name) => name !== oligo) ?? '';
    expect(await page({ oligo: other, limit: 1, cursor })).toEqual(refused);
    const offset = await firstCursor({ sort: 'mismatchCount' });
    expect(await page({ oligo, limit: 1, sort: 'mismatchCount', order: 'desc', cursor: offset })).toEqual(
      refused,
    );
  });
});

describe('refusals', () => {
  it('404 for an unknown report or an oligo the report does not have; 400 without an oligo', async () => {
    expect(await api('GET', '/v1/report/nope/mismatches?oligo=x', { token })).toEqual({
      status: 404,
      body: { message: reportsApiMessages.reportNotFound },
    });
    expect(await page({ oligo: 'not-in-report' })).toEqual({
      status: 404,
      body: { message: reportsApiMessages.oligoNotInReport('not-in-report') },
    });
    expect(await page({})).toEqual({ status: 400, body: { message: 'oligo is required.' } });
    expect((await page({ oligo, limit: 1000 })).status).toBe(400);
  });
});

describe('a report with more rows than GET /v1/report/{id} carries', () => {
  /** A stored report (POST /v1/report) of two oligos with 520 rows each. */
  const ROWS_PER_OLIGO = 520;
  let id: string;

  beforeAll(async () => {
    const oligos = report.provenance.oligos.slice(0, 2);
    const mismatches = oligos.flatMap((o, oi) =>
      Array.from({ length: ROWS_PER_OLIGO }, (_, i) => ({
        ...(rows[0] as Mismatch),
        oligoName: o.name,
        mismatchCount: 1 + ((i + oi) % 3),
        targetAccessionID: `SYN${String(i).padStart(5, '0')}.1`,
      })),
    );
    const mismatchStats = Object.fromEntries(oligos.map((o) => [o.name, report.mismatchStats[o.name]]));
    const res = await api<{ reportId: string }>('POST', '/v1/report', {
      token,
      body: {
        report_title: 'Many rows',
        target_name: report.target_name,
        product_name: report.product_name,
        mismatch_total: Object.values(mismatchStats).reduce((sum, s) => sum + (s?.total ?? 0), 0),
        mismatches,
        mismatchStats,
        provenance: { ...report.provenance, oligos },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    id = res.body.reportId;
  });

  it("carries each oligo's first page and row count, and says not all rows are included", async () => {
    const res = await api('GET', `/v1/report/${id}`, { token });
    const detail = reportResponseSchema.parse(res.body).report;
    expect(detail.allRowsIncluded).toBe(false);
    expect(Object.values(detail.mismatchRowCounts)).toEqual([ROWS_PER_OLIGO, ROWS_PER_OLIGO]);
    expect(detail.mismatches).toHaveLength(2 * MISMATCH_TABLE_PAGE_SIZE);
  });

  it.each([
    ['in stored order, across stored chunks', {}, '30'],
    ['sorted by mismatches', { sort: 'mismatchCount' }, '100'],
  ])('pages every row of an oligo once through /mismatches, %s', async (_name, sort, limit) => {
    const name = report.provenance.oligos[1]?.name ?? '';
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 40; pages++) {
      const query = new URLSearchParams({ oligo: name, limit, ...sort, ...(cursor ? { cursor } : {}) });
      const body = mismatchPageResponseSchema.parse(
        (await api('GET', `/v1/report/${id}/mismatches?${query}`, { token })).body,
      );
      expect(body.total).toBe(ROWS_PER_OLIGO);
      seen.push(...body.mismatches.map((row) => row.targetAccessionID));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(ROWS_PER_OLIGO);
    expect(new Set(seen).size).toBe(ROWS_PER_OLIGO);
  });
});
