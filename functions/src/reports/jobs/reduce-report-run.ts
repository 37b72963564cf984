import type { OligoInsightCounts } from '@oligowatch/science';
import {
  placementOf,
  suggestRedesign,
  tmConditionsOf,
  toOligoMismatchStats,
  toOligoVariants,
  toReportInsights,
  wantsSuggestion,
  withVariantTm,
} from '@oligowatch/science';
import { DEFAULT_VERDICT_THRESHOLDS, INSIGHT_TOP_VARIANTS } from '@oligowatch/shared/constants';
import type { ReportInsights } from '@oligowatch/shared/schemas/insights';
import type { ReportRecord } from '@oligowatch/shared/tables/reports';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { logger } from '../../lib/logger';
import { mergeSegmentPartials, reportOligosOf, type SegmentPartial } from '../domain/segment-tally';
import { writeReportInsights } from '../repository/report-insights';
import { completeReportRun } from '../repository/report-run-state';
import { deleteSegmentPartials, readSegmentPartials } from '../repository/report-segments';
import { writeReportStats } from '../repository/report-stats';
import { REPORT_NOT_RUNNING, runStepWhileRunning } from './run-step-while-running';

/**
 * A report run's last step: every segment's partial counts merged (in segment order, so the
 * accessions kept stay in clade order) into the report's statistics, insights and verdicts, then
 * the report marked complete. Only after this does anyone see the report as more than running: a
 * half-made report is never shown. A segment missing here (its partial not written) is a fault: the
 * run fails and the report says so.
 */
export const reduceReportRun = ({ reportId }: { reportId: string }) =>
  runStepWhileRunning(reportId, {}, (record) => reduce(reportId, record));

const reduce = async (reportId: string, record: ReportRecord) => {
  const sizes = record.segment_sizes ?? [];
  const stored = await readSegmentPartials(reportId);
  const partials = sizes.map((_, index) => {
    const partial = stored.get(index);
    if (!partial) throw new Error(`Report ${reportId}: segment ${index} has no counts`);
    return partial;
  });
  const merged: SegmentPartial = mergeSegmentPartials(record.provenance, partials);
  const { inputs, prepared, insightOligos, assays } = reportOligosOf(record.provenance);
  const stats = prepared.map((oligo, oligoIndex) => {
    const counts = merged.counts[oligoIndex] as SegmentPartial['counts'][number];
    const newCounts = merged.new_cohort?.counts[oligoIndex];
    return {
      oligoIndex,
      name: oligo.name,
      counts,
      stats: toOligoMismatchStats(counts, oligo),
      ...(newCounts ? { new_counts: newCounts } : {}),
    };
  });
  await writeReportStats(reportId, stats);
  const thresholds = record.provenance.verdict_thresholds ?? DEFAULT_VERDICT_THRESHOLDS;
  // Issue 24: Tm once per variant (never per sample), before the verdicts (the probe's Tm rule).
  const tmConditions = tmConditionsOf(record.provenance);
  const variants = insightOligos.map((oligo, i) => {
    const counts = merged.insights.oligos[i];
    return counts ? withVariantTm(oligo, toOligoVariants(counts), tmConditions) : [];
  });
  const insights = withSuggestions(
    toReportInsights(insightOligos, merged.insights, thresholds, INSIGHT_TOP_VARIANTS, {
      assays,
      tm: { tmConditions, variants },
    }),
    (oligoIndex) => {
      const windows = merged.site_windows?.[oligoIndex];
      const oligo = inputs[oligoIndex];
      const written = prepared[oligoIndex]?.written;
      if (!windows || !oligo || written === undefined) return undefined;
      const counts = merged.insights.oligos[oligoIndex] as OligoInsightCounts;
      return suggestRedesign(
        { oligo, written, variants: counts.variants, windows },
        placementOf(record.provenance).rules,
        tmConditions,
      );
    },
  );
  await writeReportInsights(
    reportId,
    insights,
    insightOligos.map((oligo, i) => ({ oligo_name: oligo.name, variants: variants[i] ?? [] })),
  );
  const mismatchTotal = merged.counts.reduce((sum, counts) => sum + counts.total, 0);
  const completed = await completeReportRun(reportId, {
    mismatchTotal,
    progress: { done: merged.samples, total: merged.samples },
    rowCounts: merged.row_counts,
    provenance: {
      sample_count: merged.samples,
      // Issue 33, item 3: how many samples of the new cohort the run read and assessed.
      ...(record.provenance.new_cohort && merged.new_cohort
        ? {
            new_cohort: {
              ...record.provenance.new_cohort,
              samples: merged.new_cohort.samples,
              assessed: merged.new_cohort.assessed,
            },
          }
        : {}),
    },
  });
  if (!completed) return REPORT_NOT_RUNNING;
  // Merged into the report: the segments' partial counts are of no more use.
  await deleteSegmentPartials(reportId);
  logger.info('Report complete', {
    reportId,
    samples: merged.samples,
    segments: sizes.length,
    mismatchTotal,
  });
  return {};
};

/**
 * The insights with a suggested redesign on each oligo at CAUTION or ACTION (issue 24); `suggest`
 * answers undefined when the run kept no site windows (a segment written before issue 24).
 */
const withSuggestions = (
  insights: ReportInsights,
  suggest: (oligoIndex: number) => ReportInsights['oligos'][number]['suggestion'],
): ReportInsights => ({
  ...insights,
  oligos: insights.oligos.map((oligo, i) => {
    if (!wantsSuggestion(oligo.verdict.level)) return oligo;
    const suggestion = suggest(i);
    return suggestion ? { ...oligo, suggestion } : oligo;
  }),
});

/** The Reduce state's Lambda. */
export const handler = makeJobHandler('reportReduce', reduceReportRun);
