import type { OligoStrandCheck } from '@oligowatch/shared/assays/try-strands';
import type { ReportRecord, StrandCheckRecord } from '@oligowatch/shared/tables/reports';

/**
 * What a report's strand checks leave for each oligo's view (issue 23): one record per oligo of the
 * provenance, reversed or not, from nothing but the report and the checks, so a retried plan makes
 * the same records. `checks` are in provenance order (checkOligoStrands keeps it). An oligo frozen
 * without its catalogue id (a report queued before ids were kept) has nothing to be found by, and
 * one listed twice is recorded once.
 */
export const strandCheckRecords = (
  report: Pick<ReportRecord, '_id' | 'creation_date' | 'target_name' | 'provenance'>,
  checks: readonly OligoStrandCheck[],
): StrandCheckRecord[] => {
  const byOligo = new Map<string, StrandCheckRecord>();
  for (const [i, oligo] of report.provenance.oligos.entries()) {
    const check = checks[i];
    if (!oligo.oligo_id || !check || check.name !== oligo.name) continue;
    byOligo.set(oligo.oligo_id, {
      oligo_id: oligo.oligo_id,
      clade_id: report.provenance.clade_id,
      target_name: report.target_name,
      looks_reversed: check.looks_reversed,
      favouring_other: check.favouring_other,
      checked: check.checked,
      report_id: report._id,
      report_date: report.creation_date,
    });
  }
  return [...byOligo.values()];
};
