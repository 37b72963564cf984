import type { ReportRecord } from '@oligowatch/shared/tables/reports';
import { deleteReportItems } from '../repository/report-delete';
import { getReportRecord, getRunningReport } from '../repository/report-summaries';

/**
 * What a step answers when its guarded write (storeRunPlan, markSegmentDone, completeReportRun)
 * found its report no longer running.
 */
export const REPORT_NOT_RUNNING: unique symbol = Symbol('reportNotRunning');

/**
 * The one way a report run's step (plan, segment, reduce) runs: only while its report is running.
 * A report deleted or failed before the step starts gets nothing done and `whenStopped` answered.
 * A step whose guarded write finds the report no longer running answers REPORT_NOT_RUNNING; if the
 * report was deleted meanwhile, what the step wrote after the delete goes too (a report that failed
 * meanwhile keeps its items: deleting it is the person's call), and `whenStopped` is answered.
 */
export const runStepWhileRunning = async <R>(
  reportId: string,
  whenStopped: R,
  step: (record: ReportRecord) => Promise<R | typeof REPORT_NOT_RUNNING>,
): Promise<R> => {
  const record = await getRunningReport(reportId);
  if (!record) return whenStopped;
  const result = await step(record);
  if (result !== REPORT_NOT_RUNNING) return result;
  if (!(await getReportRecord(reportId))) await deleteReportItems(reportId, { summaryGone: true });
  return whenStopped;
};
