import { getReportRecord, type ReportRecord } from './report-summaries';

/** Reports read at a time while looking back (a run's previous report is nearly always the first). */
const LOOK_BACK = 10;

/**
 * The newest complete report among a schedule's earlier runs (their reports' ids newest first, as
 * the schedules feature lists them): what a scheduled run is compared with (the change alert) and
 * what its new cohort counts from (issue 33, item 3: that run's plan time). Deleted reports, and
 * runs that failed or still run, are passed over.
 */
export const findPreviousCompleteRun = async (
  earlierReportIds: readonly string[],
): Promise<ReportRecord | undefined> => {
  for (let i = 0; i < earlierReportIds.length; i += LOOK_BACK) {
    const records = await Promise.all(earlierReportIds.slice(i, i + LOOK_BACK).map(getReportRecord));
    const found = records.find((record) => record?.status === 'complete');
    if (found) return found;
  }
  return undefined;
};
