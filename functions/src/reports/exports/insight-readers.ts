import type { InsightReaders } from './report-export-sources';

/**
 * The report job's stored variants and verdicts (issue 14's insights). Until the report job stores
 * them, no report has any: a variants export is refused with 409, and the workbook has no verdicts.
 */
export const insightReaders: InsightReaders = {
  variants: async () => undefined,
  insights: async () => undefined,
};
