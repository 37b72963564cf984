import { alertBasisOf } from '@oligowatch/science';
import { DEFAULT_CHANGE_THRESHOLDS } from '@oligowatch/shared/constants';
import type { RunOligoFigures } from '@oligowatch/shared/jobs';
import type { RunComparison } from '@oligowatch/shared/schemas/run-comparison';
import { askPort } from '../../lib/jobs/ask-port';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { logger } from '../../lib/logger';
import { sendMail } from '../../lib/mail/send-mail';
import { getAppUrl } from '../../lib/secrets';
import { changeAlertMail } from '../domain/change-alert-mail';
import { compareRuns, engineChangeOf, type RunOligoCounts } from '../domain/compare-runs';
import { listEarlierRunReportIds } from '../repository/schedule-runs';
import { getSchedule } from '../repository/schedules-repository';

const countsOf = (figures: readonly RunOligoFigures[]): RunOligoCounts[] =>
  figures.map(({ name, ...counts }) => ({ name, counts }));

/**
 * A scheduled run's step after its report completes (the Alert state, retried with backoff): the
 * report is compared with the previous complete run of its schedule on the schedule's thresholds,
 * the comparison stored on the report once, and when an oligo crossed a threshold, the owner and
 * each extra recipient get one mail. Each delivered address is recorded, so a retry after a failed
 * mail sends only to those not reached yet, and a repeated step sends nothing twice. A mail that
 * still fails fails the step: Step Functions retries it, and the run's alarm tells an operator when
 * it gives up. The schedule and its runs are read here; the reports (their figures, the comparison
 * and the mail's claims) are the reports feature's, asked through its port (reportsPort).
 */
export const alertReportChange = async ({ reportId }: { reportId: string }) => {
  const [record] = (await askPort('reportsPort', { ask: 'describeReports', reportIds: [reportId] })).reports;
  if (!record?.schedule_id || record.status !== 'complete') return {};
  const schedule = await getSchedule(record.schedule_id);
  // A deleted schedule has nobody to tell; a first run has nothing to compare with.
  if (!schedule) return {};
  let comparison = record.comparison;
  if (!comparison) {
    const earlierReportIds = await listEarlierRunReportIds(schedule._id, reportId);
    const { figures, previous } = await askPort('reportsPort', {
      ask: 'runFigures',
      reportId,
      earlierReportIds,
    });
    if (!previous) return {};
    const before = { window: countsOf(previous.figures.window) };
    const after = { window: countsOf(figures.window), cohort: countsOf(figures.cohort) };
    // A previous run of an older engine counts differently (issue 22): shown, never alerted on.
    const engineChange = engineChangeOf(previous.report.engine_version, record.engine_version);
    const thresholds = schedule.alert.thresholds;
    // Issue 33, item 3: judged on the new cohort when it holds enough assessed samples, else the window.
    const cohort = record.new_cohort;
    const minAssessed =
      thresholds.new_cohort_min_assessed ?? DEFAULT_CHANGE_THRESHOLDS.new_cohort_min_assessed;
    const basis = alertBasisOf(cohort?.assessed, minAssessed);
    const alert = !engineChange;
    const result = compareRuns(before.window, after.window, thresholds, {
      alert: alert && basis === 'window',
    });
    const cohortResult =
      cohort?.samples !== undefined && cohort.assessed !== undefined
        ? compareRuns(before.window, after.cohort, thresholds, { alert: alert && basis === 'new_cohort' })
        : undefined;
    const made: RunComparison = {
      schedule_id: schedule._id,
      previous_report_id: previous.report._id,
      previous_creation_date: previous.report.creation_date,
      oligos: result.oligos,
      alerted: basis === 'new_cohort' ? (cohortResult?.crossed ?? false) : result.crossed,
      ...(engineChange ? { engine_change: engineChange } : {}),
      ...(cohort?.samples !== undefined && cohort.assessed !== undefined && cohortResult
        ? {
            new_cohort: {
              since: cohort.since,
              samples: cohort.samples,
              assessed: cohort.assessed,
              min_assessed: minAssessed,
              judged_on: basis,
              oligos: cohortResult.oligos,
            },
          }
        : {}),
    };
    // Stored once: a comparison another attempt stored first is the one answered.
    ({ comparison } = await askPort('reportsPort', { ask: 'saveComparison', reportId, comparison: made }));
  }
  if (!comparison?.alerted) return {};
  const alert = comparison;
  const to = [
    ...new Map(
      [schedule.owner_email, ...schedule.alert.recipients].map((address) => [address.toLowerCase(), address]),
    ).values(),
  ];
  const link = `${await getAppUrl()}/reports/view/${encodeURIComponent(reportId)}`;
  // One mail each (recipients do not see one another's addresses); one address failing spares the
  // rest. An address is claimed before its mail goes, so attempts at once or one after another
  // mail it once; a failed send gives the claim back for the retry.
  let sent = 0;
  const results = await Promise.allSettled(
    to.map(async (address) => {
      if (!(await askPort('reportsPort', { ask: 'claimAlertDelivery', reportId, address })).claimed) return;
      try {
        await sendMail(changeAlertMail(address, record.report_title, alert, link));
        sent += 1;
      } catch (error) {
        await askPort('reportsPort', { ask: 'releaseAlertClaim', reportId, address });
        throw error;
      }
    }),
  );
  const failed = results.filter((r) => r.status === 'rejected');
  logger.info('Change alert sent', {
    reportId,
    scheduleId: schedule._id,
    recipients: sent,
  });
  if (failed.length > 0)
    throw new Error(
      `Change alert mail failed for ${failed.length} of ${to.length} recipients: ${String((failed[0] as PromiseRejectedResult).reason)}`,
    );
  return {};
};

/** The Alert state's Lambda. */
export const handler = makeJobHandler('changeAlert', alertReportChange);
