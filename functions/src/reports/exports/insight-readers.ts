import { readAllReportVariants, readReportInsights } from '../repository/report-insights';
import type { InsightReaders } from './report-export-sources';

/**
 * The report job's stored variants and verdicts. A report without insights (stored whole through
 * POST /v1/report) has no variants to export: undefined, which the export route answers with 409.
 */
export const insightReaders: InsightReaders = {
  variants: async (reportId) => {
    const stored = await readAllReportVariants(reportId);
    if (stored.length === 0) return (await readReportInsights(reportId)) ? [] : undefined;
    return stored.map((o) => ({ oligo: o.oligo_name, variants: o.variants }));
  },
  insights: readReportInsights,
};
