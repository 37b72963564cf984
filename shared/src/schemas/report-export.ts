import { z } from 'zod';
import { exportMessages } from '../messages';

/**
 * POST /v1/report/{id}/export: which file to make. rows, stats and variants are CSV; xlsx is a
 * workbook with a Summary sheet and one sheet each. `oligo` narrows a CSV (or the workbook) to one
 * oligo of the report.
 */
export const EXPORT_KINDS = ['rows', 'stats', 'variants', 'xlsx'] as const;
export const exportKindSchema = z.enum(EXPORT_KINDS, { error: exportMessages.badKind });
export type ExportKind = z.infer<typeof exportKindSchema>;

export const exportReportRequestSchema = z.object({
  kind: exportKindSchema,
  oligo: z.string().min(1).max(200).optional(),
});
export type ExportReportRequest = z.infer<typeof exportReportRequestSchema>;

/** A short-lived link that downloads the file (Content-Disposition attachment) and its name. */
export const exportReportResponseSchema = z.object({ url: z.url(), filename: z.string().min(1) });
export type ExportReportResponse = z.infer<typeof exportReportResponseSchema>;
