import { describeWorkflow } from '../lib/workflows/workflow-runner';
import { type ReportRecord, type RunStatus, toReportSummary } from './repository/report-summaries';

/**
 * What a running report's run says (a report cannot stay 'running' without a live execution: the
 * summary shows what the execution says). Reports that are not running are not asked about.
 */
export const runStatusOf = (record: Pick<ReportRecord, '_id' | 'status'>): Promise<RunStatus> =>
  record.status === 'running' ? describeWorkflow('reportRun', record._id) : Promise.resolve(undefined);

/** The public summaries of `records`, each running one as its run says. */
export const summariesOf = (records: readonly ReportRecord[]) =>
  Promise.all(records.map(async (record) => toReportSummary(record, await runStatusOf(record))));
