import type { RunComparison } from '@oligowatch/shared/schemas/run-comparison';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail/send-mail';
import { getAppUrl } from '../lib/secrets';
import { changeAlertMail } from './domain/change-alert-mail';
import { compareRuns, engineChangeOf, type RunOligoCounts } from './domain/compare-runs';
import { markComparisonNotAlerted, saveRunComparison } from './repository/report-comparison';
import { readReportStats } from './repository/report-stats';
import { getReportRecord, type ReportRecord } from './repository/report-summaries';
import { getSchedule, listScheduleRuns } from './repository/schedule-reads';

/**
 * What follows a report's completion (called by the report job): a scheduled run is compared with
 * the previous completed run of its schedule, the comparison is stored on the report, and when an
 * oligo crossed a threshold its owner and recipients get one mail. Never fails the report: a
 * problem here is logged, the report stays complete.
 */
export const afterReportComplete = async (reportId: string): Promise<void> => {
  try {
    await compareWithPreviousRun(reportId);
  } catch (error) {
    logger.error('Comparing a scheduled run with the previous one failed', { reportId, error });
  }
};

const countsOf = async (reportId: string): Promise<RunOligoCounts[]> =>
  (await readReportStats(reportId)).flatMap((s) => (s.counts ? [{ name: s.name, counts: s.counts }] : []));

/** The newest complete report among the runs older than `reportId`'s run (runs are newest first). */
const previousCompleteRun = async (
  runs: readonly { report_id: string }[],
  reportId: string,
): Promise<ReportRecord | undefined> => {
  const index = runs.findIndex((run) => run.report_id === reportId);
  if (index < 0) return undefined;
  for (const run of runs.slice(index + 1)) {
    const record = await getReportRecord(run.report_id);
    if (record?.status === 'complete') return record;
  }
  return undefined;
};

const compareWithPreviousRun = async (reportId: string): Promise<void> => {
  const record = await getReportRecord(reportId);
  if (!record?.schedule_id || record.status !== 'complete' || record.comparison) return;
  const schedule = await getSchedule(record.schedule_id);
  // A deleted schedule has nobody to tell; a first run has nothing to compare with.
  if (!schedule) return;
  const previous = await previousCompleteRun(await listScheduleRuns(schedule._id), reportId);
  if (!previous) return;
  const [before, after] = await Promise.all([countsOf(previous._id), countsOf(reportId)]);
  // A previous run of an older engine counts differently (issue 22): shown, never alerted on.
  const engineChange = engineChangeOf(previous.provenance.engine_version, record.provenance.engine_version);
  const result = compareRuns(before, after, schedule.alert.thresholds, { alert: !engineChange });
  const comparison: RunComparison = {
    schedule_id: schedule._id,
    previous_report_id: previous._id,
    previous_creation_date: previous.creation_date,
    oligos: result.oligos,
    alerted: result.crossed,
    ...(engineChange ? { engine_change: engineChange } : {}),
  };
  // Only the completion whose write lands goes on to mail: a repeated one stops here.
  if (!(await saveRunComparison(reportId, comparison)) || !result.crossed) return;
  const to = [
    ...new Map(
      [schedule.owner_email, ...schedule.alert.recipients].map((address) => [address.toLowerCase(), address]),
    ).values(),
  ];
  const link = `${await getAppUrl()}/reports/view/${encodeURIComponent(reportId)}`;
  // One mail each (recipients do not see one another's addresses); one address failing spares the rest.
  const results = await Promise.allSettled(
    to.map((address) => sendMail(changeAlertMail(address, record.report_title, comparison, link))),
  );
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length === to.length) await markComparisonNotAlerted(reportId);
  if (failed.length > 0)
    logger.error('Change alert mails failed', {
      reportId,
      failed: failed.length,
      of: to.length,
      error: (failed[0] as PromiseRejectedResult).reason,
    });
  logger.info('Change alert sent', {
    reportId,
    scheduleId: schedule._id,
    recipients: to.length - failed.length,
  });
};
