import { getReportRecord, type ReportRecord } from './report-summaries';
import { listScheduleRuns } from './schedule-reads';

/**
 * The newest complete report among the runs of `scheduleId` older than `reportId`'s run (runs are
 * listed newest first): what a scheduled run is compared with (the change alert) and what its new
 * cohort counts from (issue 33, item 3: that run's plan time).
 */
export const findPreviousCompleteRun = async (
  scheduleId: string,
  reportId: string,
): Promise<ReportRecord | undefined> => {
  const runs = await listScheduleRuns(scheduleId);
  const index = runs.findIndex((run) => run.report_id === reportId);
  if (index < 0) return undefined;
  for (const run of runs.slice(index + 1)) {
    const record = await getReportRecord(run.report_id);
    if (record?.status === 'complete') return record;
  }
  return undefined;
};
