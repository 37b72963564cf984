/**
 * Report insights (issue 14): verdicts, variants, undetermined calls and trends, computed from
 * mergeable counts (pure; the report job keeps the counts per page and merges them at the end).
 */

export type { InsightAssay } from './assay-counts';
export { decideOligoVerdict, decideProductVerdict, formatShare, reachesPercent } from './decide-verdicts';
export { findProbeTmActions, type ProbeTmVerdictInput } from './find-probe-tm-actions';
export {
  addSampleToInsightCounts,
  assayRoleOf,
  bindsOligo,
  detectSampleByAssays,
  emptyReportInsightCounts,
  type InsightOligo,
  type LeftOutCounts,
  mergeReportInsightCounts,
  type OligoInsightCounts,
  type ReportInsightCounts,
} from './insight-counts';
export { type InsightSample, toInsightSample } from './insight-sample';
export {
  type AlertBasis,
  addToNewCohort,
  alertBasisOf,
  emptyNewCohort,
  isNewSince,
  mergeNewCohorts,
  type NewCohortCounts,
} from './new-cohort';
export { EXACT_CHANGE_KEY, readSiteCalls, type SiteCalls } from './read-site-calls';
export { reportAssaysOf } from './report-assays';
export { toOligoInsight, toOligoVariants, toReportInsights } from './to-report-insights';
