import { randomUUID } from 'node:crypto';
import { reportsApiMessages, reportsExportsMessages } from '@oligowatch/shared/messages/reports';
import { reportIdParamsSchema } from '@oligowatch/shared/schemas/report';
import {
  type ExportStartedResponse,
  exportReportRequestSchema,
} from '@oligowatch/shared/schemas/report-export';
import { conflict, notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { startJob } from '../../lib/jobs/start-job';
import { exportFilename } from '../exports/export-file';
import { insightReaders } from '../exports/insight-readers';
import { settleRunStatus } from '../report-run-status';
import { putReportExport } from '../repository/report-exports';
import { getReportRecord, toReportSummary } from '../repository/report-summaries';

/**
 * POST /v1/report/{id}/export: checks the request, stores the export as running and starts the
 * export job, answering 202 at once; GET /v1/report/{id}/export/{exportId} gives its state and,
 * once written, a presigned download link. A job, not the request: a 100,000-row workbook takes
 * longer than API Gateway waits (bench/export-bench.ts). Only a complete report is exported: a
 * running one would look complete, a failed one is partial.
 */
export const handler = makeHandler(
  'exportReport',
  { params: reportIdParamsSchema, body: exportReportRequestSchema },
  async ({ params, body }) => {
    const found = await getReportRecord(params.id);
    if (!found) throw notFound('report', reportsApiMessages.reportNotFound);
    const { record, run } = await settleRunStatus(found);
    const { status } = toReportSummary(record, run);
    if (status === 'running') throw conflict('reportRunning', reportsExportsMessages.reportRunning);
    if (status === 'failed') throw conflict('reportFailed', reportsExportsMessages.reportFailed);
    if (body.oligo !== undefined && !record.provenance.oligos.some((o) => o.name === body.oligo))
      throw notFound('oligo', reportsApiMessages.oligoNotInReport(body.oligo));
    if (body.kind === 'variants' && !(await insightReaders.variants(record._id)))
      throw conflict('noInsights', reportsExportsMessages.noInsights);
    if (body.kind === 'assays' && !(await insightReaders.insights(record._id))?.assays)
      throw conflict('noAssays', reportsExportsMessages.noAssays);

    const exportId = randomUUID();
    const filename = exportFilename(record.report_title, body.kind, body.oligo);
    await putReportExport({
      export_id: exportId,
      report_id: record._id,
      kind: body.kind,
      ...(body.oligo !== undefined ? { oligo: body.oligo } : {}),
      filename,
      key: `exports/${record._id}/${exportId}/${filename}`,
      status: 'running',
      created_at: Date.now(),
    });
    await startJob('export', { reportId: record._id, exportId });
    const answer: ExportStartedResponse = { export_id: exportId, status: 'running' };
    return { statusCode: 202, body: answer };
  },
);
