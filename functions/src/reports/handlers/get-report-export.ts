import { EXPORT_STALE_MS } from '@oligowatch/shared/constants';
import { reportsExportsMessages } from '@oligowatch/shared/messages/reports';
import { type ExportStatusResponse, exportParamsSchema } from '@oligowatch/shared/schemas/report-export';
import { canBeStoredId } from '../../lib/db/client';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { CONTENT_TYPES } from '../exports/export-file';
import { presignExportDownload } from '../repository/export-bucket';
import { getReportExport } from '../repository/report-exports';

/**
 * GET /v1/report/{id}/export/{exportId}: the export's state. Once complete, a fresh presigned link
 * (EXPORT_LINK_SECONDS) on every call; an export running past its job's time limit lost its job
 * and shows as failed, never as running for ever.
 */
export const handler = makeHandler('getReportExport', { params: exportParamsSchema }, async ({ params }) => {
  const job =
    canBeStoredId(params.id) && canBeStoredId(params.exportId)
      ? await getReportExport(params.id, params.exportId)
      : undefined;
  if (!job) throw notFound('export', reportsExportsMessages.exportNotFound);
  let answer: ExportStatusResponse;
  if (job.status === 'complete') {
    const options = { contentType: CONTENT_TYPES[job.kind], filename: job.filename };
    answer = {
      status: 'complete',
      url: await presignExportDownload(job.key, options),
      filename: job.filename,
    };
  } else if (job.status === 'failed') {
    answer = { status: 'failed', message: job.failure_reason ?? reportsExportsMessages.exportFailed };
  } else if (Date.now() - job.created_at > EXPORT_STALE_MS) {
    answer = { status: 'failed', message: reportsExportsMessages.exportInterrupted };
  } else {
    answer = { status: 'running' };
  }
  return { body: answer };
});
