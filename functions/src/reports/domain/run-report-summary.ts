import type { RunReportSummary } from '@oligowatch/shared/jobs';
import type { ReportRecord } from '@oligowatch/shared/tables/reports';

/** What the schedules feature is told of one of its runs' reports (through reports' port). */
export const toRunReportSummary = (record: ReportRecord): RunReportSummary => ({
  _id: record._id,
  report_title: record.report_title,
  creation_date: record.creation_date,
  status: record.status,
  ...(record.schedule_id ? { schedule_id: record.schedule_id } : {}),
  engine_version: record.provenance.engine_version,
  ...(record.provenance.new_cohort
    ? {
        new_cohort: {
          since: record.provenance.new_cohort.since,
          ...(record.provenance.new_cohort.samples !== undefined
            ? { samples: record.provenance.new_cohort.samples }
            : {}),
          ...(record.provenance.new_cohort.assessed !== undefined
            ? { assessed: record.provenance.new_cohort.assessed }
            : {}),
        },
      }
    : {}),
  ...(record.comparison ? { comparison: record.comparison } : {}),
});
