import {
  type ReportsForSchedulesAnswer,
  type ReportsForSchedulesAsk,
  reportsForSchedulesAnswers,
} from '@oligowatch/shared/jobs';
import { callJob } from '../lib/jobs/call-job';

/**
 * Asks the reports feature about its reports through its port for schedules (the
 * reportsForSchedules job, awaited): schedules never read the reports table
 * (docs/decisions/0029-feature-owned-tables.md). The answer is checked against the question's own
 * schema; a refusal comes back as the domain error reports refused with.
 */
export const askReports = async <A extends ReportsForSchedulesAsk['ask']>(
  ask: Extract<ReportsForSchedulesAsk, { ask: A }>,
): Promise<ReportsForSchedulesAnswer<A>> =>
  reportsForSchedulesAnswers[ask.ask as A].parse(
    await callJob('reportsForSchedules', ask),
  ) as ReportsForSchedulesAnswer<A>;
