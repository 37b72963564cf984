import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { logger } from '../../lib/logger';
import { failReportRun } from '../repository/report-run-state';

/** Errors whose message is written for people: the report shows it as its reason. */
const READABLE_ERRORS = new Set(['ReportCannotContinue']);

/**
 * Why a run failed, in words for the report, from what Step Functions hands a Catch: the error's
 * name and its cause (for a Lambda error, JSON with errorType and errorMessage; the local runner
 * gives the message itself). Anything not written for people reads as the plain failure.
 */
export const reasonOf = (error: { Error?: string; Cause?: string } | undefined): string => {
  if (!error?.Error || !READABLE_ERRORS.has(error.Error)) return reportsApiMessages.reportFailed;
  try {
    const cause = JSON.parse(error.Cause ?? '') as { errorMessage?: unknown };
    if (typeof cause.errorMessage === 'string' && cause.errorMessage) return cause.errorMessage;
  } catch {
    // Not JSON: the cause is the message itself.
  }
  return error.Cause || reportsApiMessages.reportFailed;
};

/**
 * A report run that failed for good (a step out of retries, a segment that kept failing): the
 * report is marked failed with a reason a person can read, and never looks complete. Whatever went
 * wrong is in the failed step's log and the execution's history.
 */
export const handler = makeJobHandler('reportFail', async ({ reportId, error }) => {
  const reason = reasonOf(error);
  await failReportRun(reportId, reason);
  logger.warn('Report run failed', { reportId, error: error?.Error, reason });
  return {};
});
