import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportMessages, reportMessages } from '@oligowatch/shared/messages';
import { reportIdParamsSchema } from '@oligowatch/shared/schemas/report';
import {
  type ExportReportResponse,
  exportReportRequestSchema,
} from '@oligowatch/shared/schemas/report-export';
import { getReportRecord, toReportSummary } from '../lib/db/report-summaries';
import { Conflict, NotFound } from '../lib/http/errors';
import { makeHandler } from '../lib/http/make-handler';
import { presignExportDownload, putExportFile } from '../lib/storage/export-bucket';
import { CONTENT_TYPES, exportFilename, writeExport } from './exports/export-file';
import { insightReaders } from './exports/insight-readers';
import { reportExportSources } from './exports/report-export-sources';

/**
 * POST /v1/report/{id}/export: writes the export to a file in the function's temporary storage
 * (rows stream in page by page, so memory stays flat), uploads it to the exports bucket and answers
 * a short-lived presigned link. The file never goes through the API's answer, which stops at 6 MB.
 * Only a complete report is exported: a running one would look complete, a failed one is partial.
 */
export const handler = makeHandler(
  { params: reportIdParamsSchema, body: exportReportRequestSchema },
  async ({ params, body }) => {
    const record = await getReportRecord(params.id);
    if (!record) throw new NotFound(reportMessages.reportNotFound);
    const { status } = toReportSummary(record);
    if (status === 'running') throw new Conflict(exportMessages.reportRunning);
    if (status === 'failed') throw new Conflict(exportMessages.reportFailed);
    const names = record.provenance.oligos.map((o) => o.name);
    if (body.oligo !== undefined && !names.includes(body.oligo))
      throw new NotFound(reportMessages.oligoNotInReport(body.oligo));
    const sources = reportExportSources(record, body.oligo ? [body.oligo] : names, insightReaders);
    if (body.kind === 'variants' && !(await sources.variants()))
      throw new Conflict(exportMessages.noInsights);

    const filename = exportFilename(record.report_title, body.kind, body.oligo);
    const contentType = CONTENT_TYPES[body.kind];
    const dir = await mkdtemp(join(tmpdir(), 'export-'));
    try {
      const path = join(dir, filename);
      await writeExport(body.kind, sources, createWriteStream(path));
      const key = `exports/${record._id}/${randomUUID()}/${filename}`;
      await putExportFile(key, path, { contentType, filename });
      const answer: ExportReportResponse = {
        url: await presignExportDownload(key, { contentType, filename }),
        filename,
      };
      return { body: answer };
    } finally {
      // Lambda's /tmp outlives one call: a warm function must not fill it with old exports.
      await rm(dir, { recursive: true, force: true });
    }
  },
);
