import { randomUUID } from 'node:crypto';
import { REPORT_PAGE_SIZE } from '@oligowatch/shared/constants';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { createReportRequestSchema, type Mismatch } from '@oligowatch/shared/schemas/report';
import { invalid } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { type RowChunk, writeRowChunks } from '../repository/report-rows';
import { writeReportStats } from '../repository/report-stats';
import { putReportSummary } from '../repository/report-summaries';

/**
 * POST /v1/report: stores a complete report sent whole (SPEC section 7), its id and creation date
 * set here. It must hold together: provenance.oligos are the oligos of mismatchStats in order,
 * every row names one of them, and mismatch_total is the sum of their totals. Rows and statistics
 * are written first and the summary last, so the report lists only once it is whole.
 */
export const handler = makeHandler(
  'createReport',
  { body: createReportRequestSchema },
  async ({ body, caller }) => {
    const names = body.provenance.oligos.map((o) => o.name);
    const statsNames = Object.keys(body.mismatchStats);
    if (names.length !== statsNames.length || names.some((name, i) => name !== statsNames[i]))
      throw invalid(reportsApiMessages.provenanceOligosMismatch);
    const totals = Object.values(body.mismatchStats).reduce((sum, s) => sum + s.total, 0);
    if (totals !== body.mismatch_total) throw invalid(reportsApiMessages.statsTotalMismatch);
    // One row per oligo and accession (a repeated pair is stored once, the last one given), packed
    // in chunks of REPORT_PAGE_SIZE rows, numbered like a run's segments.
    const byOligo = names.map(() => new Map<string, Mismatch>());
    for (const mismatch of body.mismatches) {
      const oligoIndex = names.indexOf(mismatch.oligoName);
      if (oligoIndex < 0) throw invalid(reportsApiMessages.rowOligoUnknown(mismatch.oligoName));
      byOligo[oligoIndex]?.set(mismatch.targetAccessionID, mismatch);
    }
    const chunks: RowChunk[] = byOligo.flatMap((rows, oligoIndex) => {
      const list = [...rows.values()];
      return Array.from({ length: Math.ceil(list.length / REPORT_PAGE_SIZE) }, (_, page) => ({
        oligoIndex,
        page,
        rows: list.slice(page * REPORT_PAGE_SIZE, (page + 1) * REPORT_PAGE_SIZE),
      }));
    });
    const rowCounts = byOligo.map((rows) => rows.size);

    const reportId = randomUUID();
    await writeRowChunks(reportId, chunks);
    await writeReportStats(
      reportId,
      names.map((name, oligoIndex) => ({
        oligoIndex,
        name,
        stats: body.mismatchStats[name] as (typeof body.mismatchStats)[string],
      })),
    );
    const samples = body.provenance.sample_count;
    await putReportSummary({
      _id: reportId,
      report_title: body.report_title,
      creation_date: new Date().toISOString(),
      target_name: body.target_name,
      product_name: body.product_name,
      mismatch_total: body.mismatch_total,
      status: 'complete',
      progress: { done: samples, total: samples },
      provenance: body.provenance,
      row_counts: rowCounts,
      ...(caller ? { created_by: caller.id } : {}),
    });
    return { statusCode: 201, body: { message: reportsApiMessages.reportSaved, reportId } };
  },
);
