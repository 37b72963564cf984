import { RECENT_REPORTS_LIMIT } from '@oligowatch/shared/constants';
import { makeHandler } from '../../lib/http/make-handler';
import { listRecentCompleteReports } from '../repository/report-summaries';

/** GET /v1/report/recent: the newest complete reports (Home's New Reports), newest first. */
export const handler = makeHandler('listRecentReports', {}, async () => ({
  body: { recent_reports: await listRecentCompleteReports(RECENT_REPORTS_LIMIT) },
}));
