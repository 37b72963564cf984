import { makeHandler } from '../../lib/http/make-handler';
import { listReportSummaries } from '../repository/report-summaries';

/** GET /v1/report/all: every report's summary (status and progress included), newest first. */
export const handler = makeHandler('listAllReports', {}, async () => ({
  body: { reports: await listReportSummaries() },
}));
