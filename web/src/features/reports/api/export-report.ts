import { EXPORT_POLL_MS, EXPORT_STALE_MS } from '@oligowatch/shared/constants';
import { reportsExportsMessages } from '@oligowatch/shared/messages/reports';
import {
  type ExportReportRequest,
  exportStartedResponseSchema,
  exportStatusResponseSchema,
} from '@oligowatch/shared/schemas/report-export';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** A written export: its short-lived download link and file name. */
export interface ExportFile {
  url: string;
  filename: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /v1/report/{id}/export starts the export job; GET /v1/report/{id}/export/{exportId} is asked
 * every EXPORT_POLL_MS until the file is written (a link to it) or the export failed (its reason).
 */
export const exportReport = async (id: string, body: ExportReportRequest): Promise<ExportFile> => {
  const started = await callRoute('exportReport', {
    params: { id },
    body,
    schema: exportStartedResponseSchema,
  });
  const params = { id, exportId: started.export_id };
  for (const deadline = Date.now() + EXPORT_STALE_MS; Date.now() < deadline; await wait(EXPORT_POLL_MS)) {
    const state = await callRoute('getReportExport', { params, schema: exportStatusResponseSchema });
    if (state.status === 'complete') return { url: state.url, filename: state.filename };
    if (state.status === 'failed') throw new Error(state.message);
  }
  throw new Error(reportsExportsMessages.exportInterrupted);
};

export const useExportReport = (id: string) =>
  useMutation({ mutationFn: (body: ExportReportRequest) => exportReport(id, body) });
