import { makeHandler } from '../../lib/http/make-handler';
import { summariesOf } from '../report-run-status';
import { listReportSummaryRecords } from '../repository/report-summaries';

/** GET /v1/report/all: every report's summary (status and progress included), newest first. */
export const handler = makeHandler('listAllReports', {}, async () => ({
  body: { reports: await summariesOf(await listReportSummaryRecords()) },
}));
