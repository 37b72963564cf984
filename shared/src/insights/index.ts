/**
 * Report insights (issue 14): verdicts, variants, undetermined calls and trends, computed from
 * mergeable counts (pure; the report job keeps the counts per page and merges them at the end).
 */

/** Moved into the engine (it applies it to every alignment); kept here for existing callers. */
export { resolveEndGaps } from '../mismatch/resolve-end-gaps';
export { decideOligoVerdict, decideProductVerdict, formatPercent, reachesPercent } from './decide-verdicts';
export { inferOligoRole } from './infer-oligo-role';
export {
  addSampleToInsightCounts,
  assayRoleOf,
  bindsOligo,
  detectSampleByAssays,
  emptyReportInsightCounts,
  type InsightOligo,
  type LeftOutCounts,
  mergeReportInsightCounts,
  type ReportInsightCounts,
} from './insight-counts';
export { type InsightSample, toInsightSample } from './insight-sample';
export { EXACT_CHANGE_KEY, readSiteCalls, type SiteCalls } from './read-site-calls';
export { toOligoInsight, toOligoVariants, toReportInsights } from './to-report-insights';
