import type { ReportsPortAsk } from '@oligowatch/shared/jobs';
import { makeJobHandler } from '../../lib/jobs/make-job-handler';
import { toRunReportSummary } from '../domain/run-report-summary';
import { claimAlertDelivery, releaseAlertClaim, saveRunComparison } from '../repository/report-comparison';
import { getReportRecord } from '../repository/report-summaries';
import { runFigures } from '../run-figures';
import { startRunReport } from '../start-run-report';
import { strandChecksOfOligo } from '../strand-checks-of-oligo';

/** Reports read at a time for a schedule's runs list. */
const PARALLEL_READS = 10;

const describeReports = async (reportIds: readonly string[]) => {
  const found = [];
  for (let i = 0; i < reportIds.length; i += PARALLEL_READS)
    found.push(...(await Promise.all(reportIds.slice(i, i + PARALLEL_READS).map(getReportRecord))));
  return { reports: found.flatMap((record) => (record ? [toRunReportSummary(record)] : [])) };
};

/**
 * The reports feature's port (the reportsPort job, which other features call and await):
 * everything schedules need of their runs' reports, and the oligos feature of an oligo's strand
 * checks, answered from the reports table, which only this feature reads
 * (docs/decisions/0029-feature-owned-tables.md).
 */
export const answerReportsPort = async (ask: ReportsPortAsk): Promise<unknown> => {
  switch (ask.ask) {
    case 'startReport': {
      const { ask: _, ...request } = ask;
      return startRunReport(request);
    }
    case 'describeReports':
      return describeReports(ask.reportIds);
    case 'runFigures':
      return runFigures(ask.reportId, ask.earlierReportIds);
    case 'saveComparison':
      // A comparison another attempt stored first is the one: read it back.
      return (await saveRunComparison(ask.reportId, ask.comparison))
        ? { comparison: ask.comparison }
        : { comparison: (await getReportRecord(ask.reportId))?.comparison };
    case 'claimAlertDelivery':
      return { claimed: await claimAlertDelivery(ask.reportId, ask.address) };
    case 'releaseAlertClaim':
      await releaseAlertClaim(ask.reportId, ask.address);
      return {};
    case 'strandChecksOfOligo':
      return strandChecksOfOligo(ask.oligoId);
  }
};

export const handler = makeJobHandler('reportsPort', answerReportsPort);
