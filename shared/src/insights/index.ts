/**
 * Report insights (issue 14): verdicts, variants, undetermined calls and trends, computed from
 * mergeable counts (pure; the report job keeps the counts per page and merges them at the end).
 */
export { decideOligoVerdict, decideProductVerdict, formatPercent, reachesPercent } from './decide-verdicts';
export { inferOligoRole } from './infer-oligo-role';
export {
  addSampleToInsightCounts,
  emptyReportInsightCounts,
  type InsightOligo,
  mergeReportInsightCounts,
  type ReportInsightCounts,
} from './insight-counts';
export { type InsightSample, toInsightSample } from './insight-sample';
export { readSiteCalls, type SiteCalls } from './read-site-calls';
export { resolveEndGaps } from './resolve-end-gaps';
export { toOligoInsight, toOligoVariants, toReportInsights } from './to-report-insights';
