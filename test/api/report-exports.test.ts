import { randomUUID } from 'node:crypto';
import { EXPORT_STALE_MS } from '@oligowatch/shared/constants';
import { reportsApiMessages, reportsExportsMessages } from '@oligowatch/shared/messages/reports';
import {
  generateReportResponseSchema,
  type Mismatch,
  type ReportDetail,
} from '@oligowatch/shared/schemas/report';
import {
  type ExportStatusResponse,
  exportStartedResponseSchema,
  exportStatusResponseSchema,
} from '@oligowatch/shared/schemas/report-export';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../functions/src/lib/testing/parse-csv';
import { api, pollUntil, signIn, stack } from '../support/api';
import {
  getReport,
  N1_PRODUCT,
  productIdByName,
  SARS_COV_2_CLADE,
  seedDemoCatalogAndTargets,
  waitForReport,
} from '../support/reports';

/**
 * POST /v1/report/{id}/export against the local stack: the export job (in process) writes the file
 * to s3rver, GET .../export/{exportId} answers a presigned link, and what the link downloads reads
 * back equal to the report.
 */

const HYPERLINK = '=HYPERLINK("http://example.invalid","click")';

let token: string;
/** A report stored through POST /v1/report from a generated one, two locations made formula-like. */
let report: ReportDetail;
/** The generated report it was copied from: the report job stored its insights (verdicts, variants). */
let generated: ReportDetail;

const exportOf = (id: string, body: unknown) => api('POST', `/v1/report/${id}/export`, { token, body });

/** Asks for an export (202), then its state until the export job has ended it. */
const finished = async (
  body: { kind: string; oligo?: string },
  id = report._id,
): Promise<ExportStatusResponse> => {
  const res = await exportOf(id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const { export_id } = exportStartedResponseSchema.parse(res.body);
  const { value, done } = await pollUntil(
    async () => {
      const state = await api('GET', `/v1/report/${id}/export/${export_id}`, { token });
      expect(state.status, JSON.stringify(state.body)).toBe(200);
      return exportStatusResponseSchema.parse(state.body);
    },
    (state) => state.status !== 'running',
  );
  if (!done) throw new Error(`export ${export_id} still running after 60 s`);
  return value;
};

/** Exports, checks the link and the download's headers, and returns the downloaded bytes. */
const download = async (body: { kind: string; oligo?: string }, id = report._id) => {
  const state = await finished(body, id);
  if (state.status !== 'complete') throw new Error(`export ended ${JSON.stringify(state)}`);
  const { url, filename } = state;
  expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
  const file = await fetch(url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
  return { filename, type: file.headers.get('content-type'), bytes: Buffer.from(await file.arrayBuffer()) };
};

const rowKey = (r: { oligo: string; accession: string }) => `${r.oligo} ${r.accession}`;

beforeAll(async () => {
  token = await signIn(stack().admin.email, stack().admin.password);
  await seedDemoCatalogAndTargets();
  const res = await api('POST', '/v1/parasail', {
    token,
    body: {
      report_title: 'Export source',
      clade_id: SARS_COV_2_CLADE,
      target_name: 'SARS-CoV-2 (Covid)',
      product: await productIdByName(token, N1_PRODUCT),
    },
  });
  generated = await waitForReport(token, generateReportResponseSchema.parse(res.body).reportId);
  expect(generated.allRowsIncluded).toBe(true);
  expect(generated.mismatches.length).toBeGreaterThanOrEqual(2);
  const mismatches: Mismatch[] = generated.mismatches.map((row, i) =>
    i === 0 ? { ...row, targetLocation: HYPERLINK } : i === 1 ? { ...row, targetLocation: '+1' } : row,
  );
  const stored = await api<{ reportId: string }>('POST', '/v1/report', {
    token,
    body: {
      report_title: 'Weekly, "N1" export',
      target_name: generated.target_name,
      product_name: generated.product_name,
      mismatch_total: generated.mismatch_total,
      mismatches,
      mismatchStats: generated.mismatchStats,
      provenance: generated.provenance,
    },
  });
  expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  report = await getReport(token, stored.body.reportId);
}, 180_000);

describe('CSV exports, downloaded from the presigned link', () => {
  it('rows: every row of the report once, formula-like locations escaped as text', async () => {
    const { filename, type, bytes } = await download({ kind: 'rows' });
    expect(filename).toBe('Weekly-N1-export-mismatch-rows.csv');
    expect(type).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = parseCsv(bytes.toString('utf8'));
    expect(header).toEqual([
      'Oligo',
      'Common Name',
      'Mismatches',
      'Undetermined',
      'Sample Location',
      'Sample Date',
      'Accession ID',
      'Start index',
      'End index',
      'Reverse Complement',
      'Oligo Sequence',
      'Match Lines',
      'Target Sequence',
    ]);
    const got = lines.map((l) => ({ oligo: l[0], accession: l[6], line: l }));
    const want = report.mismatches.map((r) => ({
      oligo: r.oligoName,
      accession: r.targetAccessionID,
      line: [
        r.oligoName,
        report.target_name,
        String(r.mismatchCount),
        String(r.undeterminedCount),
        r.targetLocation === HYPERLINK
          ? `'${HYPERLINK}`
          : r.targetLocation === '+1'
            ? "'+1"
            : r.targetLocation,
        r.targetCollectionDate,
        r.targetAccessionID,
        String(r.start_index),
        String(r.end_index),
        r.reverseComplement ? 'yes' : 'no',
        r.oligoSequence,
        r.mismatchLines,
        r.targetSequence,
      ],
    }));
    const byKey = (a: { oligo?: string; accession?: string }, b: { oligo?: string; accession?: string }) =>
      rowKey(a as never).localeCompare(rowKey(b as never));
    expect(got.sort(byKey).map((g) => g.line)).toEqual(want.sort(byKey).map((w) => w.line));
    expect(lines.some((l) => l[4] === `'${HYPERLINK}`)).toBe(true);
    // Rows of a report made by engine 2 carry both fields.
    expect(
      report.mismatches.every((r) => r.undeterminedCount !== undefined && r.reverseComplement !== undefined),
    ).toBe(true);
  });

  it('rows of one oligo only', async () => {
    const oligo = report.provenance.oligos[0]?.name as string;
    const { filename, bytes } = await download({ kind: 'rows', oligo });
    expect(filename).toContain(oligo.replace(/[^A-Za-z0-9]+/g, '-'));
    const [, ...lines] = parseCsv(bytes.toString('utf8'));
    expect(lines.length).toBe(report.mismatchRowCounts[oligo]);
    expect(new Set(lines.map((l) => l[0]))).toEqual(new Set([oligo]));
  });

  it("stats: each oligo's per-index counts and percents, then its total", async () => {
    const [, ...lines] = parseCsv((await download({ kind: 'stats' })).bytes.toString('utf8'));
    const want = report.provenance.oligos.flatMap(({ name }) => {
      const s = report.mismatchStats[name];
      if (!s) return [];
      // Percentages of the samples assessed for the oligo, beside their count and the others'.
      const assessed = String(s.samples);
      return [
        ...s.byIndex.map((e, i) => [
          name,
          String(i + 1),
          e.base,
          String(e.count),
          String(e.undetermined),
          String(e.percent),
          assessed,
          '',
          '',
        ]),
        [
          name,
          'Total',
          '',
          String(s.total),
          String(s.undetermined_total),
          String(s.total_percent),
          assessed,
          String(s.not_assessable),
          String(s.not_covered),
        ],
      ];
    });
    expect(lines).toEqual(want);
  });

  it('variants of a generated report: every variant of each oligo, most samples first, as its insights say', async () => {
    const insights = generated.insights;
    if (!insights) throw new Error('the generated report has no insights');
    const { filename, bytes } = await download({ kind: 'variants' }, generated._id);
    expect(filename).toBe('Export-source-variants.csv');
    const [header, ...lines] = parseCsv(bytes.toString('utf8'));
    expect(header?.slice(0, 4)).toEqual(['Oligo', 'Rank', 'Binding Site', 'Match Lines']);
    const samplesAt = header?.indexOf('Samples') ?? -1;
    for (const oligo of insights.oligos) {
      const own = lines.filter((l) => l[0] === oligo.name);
      expect(own).toHaveLength(oligo.variant_count);
      expect(own.map((l) => l[1])).toEqual(own.map((_, i) => String(i + 1)));
      // The insights keep the most frequent variants: the export's first lines, in the same order.
      expect(own.slice(0, oligo.variants.length).map((l) => [l[2], l[samplesAt]])).toEqual(
        oligo.variants.map((v) => [v.binding_site, String(v.samples)]),
      );
    }
  });

  it('the workbook of a generated report carries the verdicts in its summary', async () => {
    const insights = generated.insights;
    if (!insights) throw new Error('the generated report has no insights');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download({ kind: 'xlsx' }, generated._id)).bytes as unknown as ExcelJS.Buffer,
    );
    const summary = new Map<unknown, unknown>();
    workbook.getWorksheet('Summary')?.eachRow((r) => {
      summary.set(r.getCell(1).value, r.getCell(2).value);
    });
    expect(summary.get('Product verdict')).toBe(
      [insights.product.verdict.level, ...insights.product.verdict.reasons].join(' — '),
    );
    for (const oligo of insights.oligos)
      expect(String(summary.get(`Verdict: ${oligo.name}`))).toMatch(new RegExp(`^${oligo.verdict.level}`));
    const variants = workbook.getWorksheet('Variants') as ExcelJS.Worksheet;
    expect(variants.rowCount).toBe(1 + insights.oligos.reduce((n, o) => n + o.variant_count, 0));
  });

  it('variants of a report stored without insights: 409 with the reason', async () => {
    expect(await exportOf(report._id, { kind: 'variants' })).toEqual({
      status: 409,
      body: { message: reportsExportsMessages.noInsights },
    });
  });

  it('assays of a generated report: one line per assay, as its insights say (issue 23)', async () => {
    const assays = generated.insights?.assays;
    if (!assays) throw new Error('the generated report has no assays');
    const { filename, bytes } = await download({ kind: 'assays' }, generated._id);
    expect(filename).toBe('Export-source-assays.csv');
    const [header, ...lines] = parseCsv(bytes.toString('utf8'));
    expect(header).toEqual([
      'Assay',
      'Oligos',
      'Verdict',
      'Assessed Samples',
      'Detected Samples',
      'Inclusivity (%)',
      'Not Detected',
      'Without Its Sites',
      'Undetermined',
    ]);
    expect(lines).toEqual(
      assays.map((a) => [
        a.name,
        a.oligos.join('; '),
        a.verdict ? [a.verdict.level, ...a.verdict.reasons].join(' — ') : '',
        String(a.samples_assessed),
        String(a.detected_samples),
        a.samples_assessed === 0 ? '' : String(a.inclusivity_percent),
        String(a.not_detected_count),
        String(a.not_assessed.site_missing),
        String(a.not_assessed.undetermined),
      ]),
    );
  });

  it('assays of a report stored without insights: 409 with the reason', async () => {
    expect(await exportOf(report._id, { kind: 'assays' })).toEqual({
      status: 409,
      body: { message: reportsExportsMessages.noAssays },
    });
  });
});

describe('XLSX workbook, downloaded and read back with exceljs', () => {
  it('has the summary and the rows and statistics sheets equal to the report', async () => {
    const { filename, type, bytes } = await download({ kind: 'xlsx' });
    expect(filename).toBe('Weekly-N1-export-workbook.xlsx');
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Mismatch rows',
      'Statistics',
      'Variants',
      'Samples left out',
      'Assays',
      'Samples not detected',
    ]);

    const summary = new Map<unknown, unknown>();
    workbook.getWorksheet('Summary')?.eachRow((r) => {
      summary.set(r.getCell(1).value, r.getCell(2).value);
    });
    expect(summary.get('Title')).toBe(report.report_title);
    expect(summary.get('Target')).toBe(report.target_name);
    expect(summary.get('Product')).toBe(report.product_name);
    expect(summary.get('Product version')).toBe(report.provenance.product_version);
    expect(summary.get('Created')).toBe(report.creation_date);
    expect(summary.get('Engine version')).toBe(report.provenance.engine_version);
    expect(summary.get('Samples')).toBe(report.provenance.sample_count);

    const sheet = workbook.getWorksheet('Mismatch rows') as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(report.mismatches.length + 1);
    const read: { oligo: string; accession: string; count: unknown; location: unknown }[] = [];
    sheet.eachRow((r, n) => {
      if (n > 1)
        read.push({
          oligo: String(r.getCell(1).value),
          accession: String(r.getCell(7).value),
          count: r.getCell(3).value,
          // An empty text is an empty cell in XLSX: it reads back as null.
          location: r.getCell(5).value ?? '',
        });
    });
    const want = report.mismatches.map((m) => ({
      oligo: m.oligoName,
      accession: m.targetAccessionID,
      count: m.mismatchCount,
      location: m.targetLocation,
    }));
    expect(read.sort((a, b) => rowKey(a).localeCompare(rowKey(b)))).toEqual(
      want.sort((a, b) => rowKey(a).localeCompare(rowKey(b))),
    );
    let formulaCell: ExcelJS.Cell | undefined;
    sheet.eachRow((r) => {
      if (r.getCell(5).value === HYPERLINK) formulaCell = r.getCell(5);
    });
    expect(formulaCell?.type).toBe(ExcelJS.ValueType.String);
    expect(formulaCell?.formula).toBeUndefined();

    const stats = workbook.getWorksheet('Statistics') as ExcelJS.Worksheet;
    const totals: unknown[][] = [];
    stats.eachRow((r) => {
      if (r.getCell(2).value === 'Total') totals.push([r.getCell(1).value, r.getCell(4).value]);
    });
    expect(totals).toEqual(
      report.provenance.oligos.map((o) => [o.name, report.mismatchStats[o.name]?.total]),
    );
  });
});

describe('refusals', () => {
  it('a kind it does not know: 400 naming the kinds', async () => {
    expect(await exportOf(report._id, { kind: 'pdf' })).toEqual({
      status: 400,
      body: { message: reportsExportsMessages.badKind },
    });
    expect((await exportOf(report._id, {})).status).toBe(400);
  });

  it('an unknown report or oligo: 404', async () => {
    expect(await exportOf(randomUUID(), { kind: 'rows' })).toEqual({
      status: 404,
      body: { message: reportsApiMessages.reportNotFound },
    });
    expect(await exportOf(report._id, { kind: 'rows', oligo: 'nope' })).toEqual({
      status: 404,
      body: { message: reportsApiMessages.oligoNotInReport('nope') },
    });
  });

  it('a running or failed report: 409 with the reason', async () => {
    Object.assign(process.env, stack().env);
    const { putReportSummary } = await import('@oligowatch/functions/reports/repository/report-summaries');
    const base = {
      report_title: 'Not done',
      creation_date: new Date().toISOString(),
      target_name: report.target_name,
      product_name: report.product_name,
      mismatch_total: 0,
      progress: { done: 0, total: 1 },
      provenance: report.provenance,
      row_counts: [],
    };
    const running = randomUUID();
    await putReportSummary({
      ...base,
      _id: running,
      status: 'running',
    });
    expect(await exportOf(running, { kind: 'xlsx' })).toEqual({
      status: 409,
      body: { message: reportsExportsMessages.reportRunning },
    });
    const failed = randomUUID();
    await putReportSummary({ ...base, _id: failed, status: 'failed', failure_reason: 'x' });
    expect(await exportOf(failed, { kind: 'rows' })).toEqual({
      status: 409,
      body: { message: reportsExportsMessages.reportFailed },
    });
  });

  it('an unknown export: 404', async () => {
    expect(await api('GET', `/v1/report/${report._id}/export/${randomUUID()}`, { token })).toEqual({
      status: 404,
      body: { message: reportsExportsMessages.exportNotFound },
    });
    expect((await api('GET', `/v1/report/${report._id}/export/${'x'.repeat(300)}`, { token })).status).toBe(
      400,
    );
  });

  it('an export whose job never ended: failed after the job time limit, not running for ever', async () => {
    Object.assign(process.env, stack().env);
    const { putReportExport } = await import('@oligowatch/functions/reports/repository/report-exports');
    const exportId = randomUUID();
    await putReportExport({
      export_id: exportId,
      report_id: report._id,
      kind: 'rows',
      filename: 'lost.csv',
      key: `exports/${report._id}/${exportId}/lost.csv`,
      status: 'running',
      created_at: Date.now() - EXPORT_STALE_MS - 1000,
    });
    expect(await api('GET', `/v1/report/${report._id}/export/${exportId}`, { token })).toEqual({
      status: 200,
      body: { status: 'failed', message: reportsExportsMessages.exportInterrupted },
    });
  });

  it('no caller: 401', async () => {
    const res = await api('POST', `/v1/report/${report._id}/export`, { body: { kind: 'rows' } });
    expect(res.status).toBe(401);
  });
});
