import { DEFAULT_VERDICT_THRESHOLDS, INSIGHT_TOP_VARIANTS } from '@oligowatch/shared/constants';
import {
  addSampleToInsightCounts,
  emptyReportInsightCounts,
  type InsightOligo,
  mergeReportInsightCounts,
  type ReportInsightCounts,
} from '@oligowatch/shared/insights/insight-counts';
import { toInsightSample } from '@oligowatch/shared/insights/insight-sample';
import { toOligoVariants, toReportInsights } from '@oligowatch/shared/insights/to-report-insights';
import type { Alignment } from '@oligowatch/shared/mismatch/alignment';
import type { StatsOligo } from '@oligowatch/shared/mismatch/compute-mismatch-stats';
import { oligoInputsOf } from '@oligowatch/shared/mismatch/placement-from-provenance';
import type { ReportProvenance } from '@oligowatch/shared/schemas/report';
import { logger } from '../../lib/logger';
import type { CladeSequence } from '../repository/clade-reads';
import { readInsightPages, writeInsightPage, writeReportInsights } from '../repository/report-insights';

/** What the insights read of a sample besides its bytes. */
type SampleAbout = Omit<CladeSequence, 'sequence'>;

/**
 * The report job's insights (issue 14): counted page by page beside the statistics, stored with
 * each page (keyed by its number, so a page aligned again replaces its counts), and turned into
 * verdicts, variants and trends from every committed page once the clade is done.
 */
export interface InsightsTally {
  /** One sample's alignments as the engine gave them (outcomes set, end gaps resolved). */
  add(sample: SampleAbout, alignments: readonly Alignment[]): void;
  /** Stores the current page's counts as page `page` and starts counting the next one. */
  writePage(page: number): Promise<void>;
  /** Merges the counts of pages 0 to `pages` - 1 and stores the insights and every variant. */
  finish(pages: number): Promise<void>;
}

export const createInsightsTally = (
  reportId: string,
  provenance: ReportProvenance,
  statsOligos: readonly StatsOligo[],
): InsightsTally => {
  // Reports generated before roles and thresholds were frozen get them the same way now.
  const thresholds = provenance.verdict_thresholds ?? DEFAULT_VERDICT_THRESHOLDS;
  const inputs = oligoInputsOf(provenance);
  const oligos: InsightOligo[] = statsOligos.map((oligo, i) => ({
    name: oligo.name,
    written: oligo.written,
    strandPositive: oligo.strandPositive,
    role: inputs[i]?.role ?? 'primer',
  }));
  let page: ReportInsightCounts = emptyReportInsightCounts(oligos);
  return {
    add(sample, alignments) {
      addSampleToInsightCounts(page, oligos, toInsightSample(sample), alignments, thresholds);
    },
    async writePage(number) {
      const counts = page;
      page = emptyReportInsightCounts(oligos);
      await writeInsightPage(reportId, number, counts);
    },
    async finish(pages) {
      const stored = await readInsightPages(reportId, pages);
      if (!stored) {
        logger.warn('Report has pages without insight counts: it completes without insights', { reportId });
        return;
      }
      const merged = stored.reduce(mergeReportInsightCounts, emptyReportInsightCounts(oligos));
      const insights = toReportInsights(oligos, merged, thresholds, INSIGHT_TOP_VARIANTS);
      const variants = oligos.map((oligo, i) => ({
        oligo_name: oligo.name,
        variants: merged.oligos[i] ? toOligoVariants(merged.oligos[i]) : [],
      }));
      await writeReportInsights(reportId, insights, variants);
    },
  };
};
