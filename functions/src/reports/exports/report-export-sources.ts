import type { ReportInsights, Variant } from '@oligowatch/shared/schemas/insights';
import type { Mismatch } from '@oligowatch/shared/schemas/report';
import { readMismatchStats } from '../repository/read-mismatch-stats';
import { streamReportRows } from '../repository/report-rows';
import type { ReportRecord } from '../repository/report-summaries';
import type { ExportSources } from './export-file';

/** The oligos' rows, streamed item by item from the table, oligo after oligo in report order. */
async function* rowsOfOligos(reportId: string, oligoIndexes: readonly number[]): AsyncIterable<Mismatch> {
  for (const oligoIndex of oligoIndexes) yield* streamReportRows(reportId, oligoIndex);
}

/** Where a report's variants and verdicts come from (the report job's stored insights). */
export interface InsightReaders {
  variants: (reportId: string) => Promise<{ oligo: string; variants: Variant[] }[] | undefined>;
  insights: (reportId: string) => Promise<ReportInsights | undefined>;
}

/** An export's sources for a stored report and the chosen oligos (all when none is chosen). */
export const reportExportSources = (
  record: ReportRecord,
  oligos: readonly string[],
  readers: InsightReaders,
): ExportSources => {
  const names = record.provenance.oligos.map((o) => o.name);
  const indexes = oligos.map((name) => names.indexOf(name)).filter((i) => i >= 0);
  return {
    report: record,
    oligos,
    rows: () => rowsOfOligos(record._id, indexes),
    stats: () => readMismatchStats(record),
    variants: () => readers.variants(record._id),
    insights: () => readers.insights(record._id),
  };
};
