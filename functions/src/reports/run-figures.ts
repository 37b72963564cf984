import type { ReportsPortAnswer, RunOligoFigures } from '@oligowatch/shared/jobs';
import { toRunReportSummary } from './domain/run-report-summary';
import { findPreviousCompleteRun } from './repository/previous-run';
import { readReportStats } from './repository/report-stats';
import { getReportRecord } from './repository/report-summaries';

const figuresOf = (name: string, counts: Omit<RunOligoFigures, 'name'>): RunOligoFigures => ({
  name,
  samples: counts.samples,
  samplesWithMismatch: counts.samplesWithMismatch,
  byIndex: counts.byIndex,
});

/** Each oligo's figures of a run, and of its new cohort (issue 33) when it has one. */
const runFiguresOf = async (reportId: string) => {
  const stats = await readReportStats(reportId);
  return {
    window: stats.flatMap((s) => (s.counts ? [figuresOf(s.name, s.counts)] : [])),
    cohort: stats.flatMap((s) => (s.new_counts ? [figuresOf(s.name, s.new_counts)] : [])),
  };
};

/**
 * What a scheduled run's change alert compares (the schedules feature judges it on its thresholds):
 * the run's figures, and the newest complete report among the schedule's earlier runs with its own.
 * A report deleted meanwhile has neither.
 */
export const runFigures = async (
  reportId: string,
  earlierReportIds: readonly string[],
): Promise<ReportsPortAnswer<'runFigures'>> => {
  // Deleted since the alert read it: nothing to compare, and nowhere to store a comparison.
  if (!(await getReportRecord(reportId))) return { figures: { window: [], cohort: [] } };
  const previous = await findPreviousCompleteRun(earlierReportIds);
  const [figures, before] = await Promise.all([
    runFiguresOf(reportId),
    previous ? runFiguresOf(previous._id) : undefined,
  ]);
  return {
    figures,
    ...(previous && before ? { previous: { report: toRunReportSummary(previous), figures: before } } : {}),
  };
};
