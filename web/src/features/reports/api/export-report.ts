import type { ExportReportRequest, ExportReportResponse } from '@oligowatch/shared/schemas/report-export';
import { exportReportResponseSchema } from '@oligowatch/shared/schemas/report-export';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

/** POST /v1/report/{id}/export: the server writes the file to storage and answers a short-lived link. */
export const exportReport = (id: string, body: ExportReportRequest): Promise<ExportReportResponse> =>
  callRoute('exportReport', { params: { id }, body, schema: exportReportResponseSchema });

export const useExportReport = (id: string) =>
  useMutation({ mutationFn: (body: ExportReportRequest) => exportReport(id, body) });
