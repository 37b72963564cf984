import type { OligoStrandCheck } from '@oligowatch/science';
import type { ReportRecord, StrandCheckRecord } from '@oligowatch/shared/tables/reports';

/**
 * What a report's strand checks leave for each oligo's view (issue 23): one record per oligo of the
 * provenance, reversed or not, from nothing but the report, the checks and the oligos' catalogue
 * ids by name, so a retried plan makes the same records. `checks` are in provenance order
 * (checkOligoStrands keeps it). An oligo the catalogue no longer holds as frozen has no id and no
 * record; one listed twice is recorded once.
 */
export const strandCheckRecords = (
  report: Pick<ReportRecord, '_id' | 'creation_date' | 'target_name' | 'provenance'>,
  checks: readonly OligoStrandCheck[],
  oligoIds: ReadonlyMap<string, string>,
): StrandCheckRecord[] => {
  const byOligo = new Map<string, StrandCheckRecord>();
  for (const [i, oligo] of report.provenance.oligos.entries()) {
    const oligoId = oligoIds.get(oligo.name);
    const check = checks[i];
    if (!oligoId || !check || check.name !== oligo.name) continue;
    byOligo.set(oligoId, {
      oligo_id: oligoId,
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
