import { describeWorkflow } from '../lib/workflows/workflow-runner';
import {
  getReportRecord,
  type ReportRecord,
  type RunStatus,
  toReportSummary,
} from './repository/report-summaries';

/** A report record with what its run says (undefined: not asked, the record is not running). */
export interface SettledRecord {
  record: ReportRecord;
  run: RunStatus;
}

/**
 * A record with what its run says, read in the one order that cannot race the run's end. A
 * running record's execution is asked; when it is no longer running, the record is read again:
 * the run's last step (reduce, or fail) writes the record before the execution ends, so a record
 * still running after that read was truly interrupted, while the first read may simply predate
 * that write (a poll on a loaded machine showed a complete report as failed). A record deleted
 * meanwhile keeps its first read.
 */
export const settleRunStatus = async (record: ReportRecord): Promise<SettledRecord> => {
  if (record.status !== 'running') return { record, run: undefined };
  const run = await describeWorkflow('reportRun', record._id);
  if (run === 'RUNNING') return { record, run };
  const reread = await getReportRecord(record._id);
  if (!reread) return { record, run };
  return { record: reread, run: reread.status === 'running' ? run : undefined };
};

/** The public summaries of `records`, each running one as its run says. */
export const summariesOf = (records: readonly ReportRecord[]) =>
  Promise.all(
    records.map(async (found) => {
      const { record, run } = await settleRunStatus(found);
      return toReportSummary(record, run);
    }),
  );
