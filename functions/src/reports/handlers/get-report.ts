import { MISMATCH_TABLE_PAGE_SIZE, REPORT_ALL_ROWS_LIMIT } from '@oligowatch/shared/constants';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import { type ReportDetail, reportIdParamsSchema } from '@oligowatch/shared/schemas/report';
import { notFound } from '../../lib/errors';
import { makeHandler } from '../../lib/http/make-handler';
import { settleRunStatus } from '../report-run-status';
import { readMismatchStats } from '../repository/read-mismatch-stats';
import { readReportInsights } from '../repository/report-insights';
import { pageReportRows, readAllReportRows } from '../repository/report-rows';
import { getReportRecord, toReportSummary } from '../repository/report-summaries';

/**
 * GET /v1/report/{id}: summary, statistics, provenance and insights (verdicts, top variants,
 * trends; a complete report the job made), and the rows: every row when the report
 * has at most REPORT_ALL_ROWS_LIMIT, else each oligo's first page (the rest through
 * GET /v1/report/{id}/mismatches), so no answer nears Lambda's 6 MB.
 */
export const handler = makeHandler('getReport', { params: reportIdParamsSchema }, async ({ params }) => {
  const found = await getReportRecord(params.id);
  if (!found) throw notFound('report', reportsApiMessages.reportNotFound);
  // Settled first: the rows, statistics and insights are then read for the status it answers.
  const { record, run } = await settleRunStatus(found);
  const rowCounts = record.provenance.oligos.map((_, i) => record.row_counts?.[i] ?? 0);
  const allRowsIncluded = rowCounts.reduce((sum, n) => sum + n, 0) <= REPORT_ALL_ROWS_LIMIT;
  const [mismatchStats, mismatches, insights] = await Promise.all([
    readMismatchStats(record),
    allRowsIncluded
      ? readAllReportRows(record._id)
      : Promise.all(
          rowCounts.map(
            async (_, i) => (await pageReportRows(record._id, i, { limit: MISMATCH_TABLE_PAGE_SIZE })).rows,
          ),
        ).then((pages) => pages.flat()),
    // Only a complete report has insights; one POSTed whole to /v1/report has none.
    record.status === 'complete' ? readReportInsights(record._id) : undefined,
  ]);
  const report: ReportDetail = {
    ...toReportSummary(record, run),
    mismatches,
    mismatchStats,
    provenance: record.provenance,
    mismatchRowCounts: Object.fromEntries(
      record.provenance.oligos.map((o, i) => [o.name, rowCounts[i] ?? 0]),
    ),
    allRowsIncluded,
    ...(insights ? { insights } : {}),
    ...(record.schedule_id ? { schedule_id: record.schedule_id } : {}),
    ...(record.comparison ? { comparison: record.comparison } : {}),
  };
  return { body: { report } };
});
