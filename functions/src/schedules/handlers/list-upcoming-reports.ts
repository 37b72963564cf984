import { makeHandler } from '../../lib/http/make-handler';
import { listSchedules, toScheduleDetail } from '../repository/schedules-repository';

/**
 * GET /v1/report/upcoming: every scheduled report, soonest next run first, with SPEC section 3's
 * fields and ours (status and the reason of a broken one, alert settings, owner). Schedules are the
 * lab's, as reports are: everyone signed in sees all of them, as GET /v1/report/all lists every report.
 */
export const handler = makeHandler('listUpcomingReports', {}, async () => ({
  body: { scheduled_reports: (await listSchedules()).map(toScheduleDetail) },
}));
