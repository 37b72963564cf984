import * as z from 'zod';
import { reportsExportsMessages } from '../messages/reports';

/**
 * POST /v1/report/{id}/export: which file to make. rows, stats, variants and assays (ours, issue 23:
 * detection by assay, one row per assay; an oligo narrows it to the assays holding it) are CSV; xlsx is a
 * workbook with a Summary sheet and one sheet each. `oligo` narrows a CSV (or the workbook) to one
 * oligo of the report.
 */
export const EXPORT_KINDS = ['rows', 'stats', 'variants', 'assays', 'xlsx'] as const;
export const exportKindSchema = z.enum(EXPORT_KINDS, { error: reportsExportsMessages.badKind });
export type ExportKind = z.infer<typeof exportKindSchema>;

export const exportReportRequestSchema = z.object({
  kind: exportKindSchema,
  oligo: z.string().min(1).max(200).optional(),
});
export type ExportReportRequest = z.infer<typeof exportReportRequestSchema>;

/** POST /v1/report/{id}/export answers 202 at once: the export job writes the file. */
export const exportStartedResponseSchema = z.object({
  export_id: z.string().min(1),
  status: z.literal('running'),
});
export type ExportStartedResponse = z.infer<typeof exportStartedResponseSchema>;

export const exportParamsSchema = z.object({ id: z.string().min(1), exportId: z.string().min(1).max(200) });

/**
 * GET /v1/report/{id}/export/{exportId}: running; complete with a short-lived link that downloads
 * the file (Content-Disposition attachment) and its name; or failed with the reason.
 */
export const exportStatusResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('running') }),
  z.object({ status: z.literal('complete'), url: z.url(), filename: z.string().min(1) }),
  z.object({ status: z.literal('failed'), message: z.string() }),
]);
export type ExportStatusResponse = z.infer<typeof exportStatusResponseSchema>;
