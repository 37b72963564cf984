import { reportsExportsMessages } from '@oligowatch/shared/messages/reports';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { logger } from '../../lib/logger';
import { insightReaders } from '../exports/insight-readers';
import { makeExportFile } from '../exports/make-export-file';
import { reportExportSources } from '../exports/report-export-sources';
import { endReportExport, getReportExport } from '../repository/report-exports';
import { getReportRecord } from '../repository/report-summaries';

/**
 * The export job (not a route): started by POST /v1/report/{id}/export through startJob. Writes the
 * file, uploads it and marks the export complete; on an error, failed with a reason a person can
 * read. A repeated delivery finds the export ended and does nothing; the object key is the
 * export's own, so a retry after a crash overwrites its half-written upload, never another file.
 */
export const handler = makeJobHandler('export', async ({ reportId, exportId }): Promise<void> => {
  const [record, job] = await Promise.all([getReportRecord(reportId), getReportExport(reportId, exportId)]);
  if (!record || !job || job.status !== 'running') return;
  const names = record.provenance.oligos.map((o) => o.name);
  try {
    const sources = reportExportSources(record, job.oligo ? [job.oligo] : names, insightReaders);
    await makeExportFile(job.kind, sources, { key: job.key, filename: job.filename });
    await endReportExport(reportId, exportId, { status: 'complete' });
  } catch (error) {
    logger.error('Export failed', { reportId, exportId, error });
    await endReportExport(reportId, exportId, {
      status: 'failed',
      reason: reportsExportsMessages.exportFailed,
    });
  }
});
