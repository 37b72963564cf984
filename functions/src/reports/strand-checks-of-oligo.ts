import { compareNames } from '@oligowatch/shared/compare-names';
import type { ReportsPortAnswer } from '@oligowatch/shared/jobs';
import type { CladeStrandCheck } from '@oligowatch/shared/schemas/strand-check';
import { getReportTitles, listStrandChecksOfOligo } from './repository/strand-checks';

/** The checks that look reversed first, then by clade name, then by clade id. */
const byWarningThenClade = (a: CladeStrandCheck, b: CladeStrandCheck) =>
  Number(b.looks_reversed) - Number(a.looks_reversed) ||
  compareNames(a.target_name, b.target_name) ||
  a.clade_id.localeCompare(b.clade_id);

/**
 * What the oligos feature asks for an oligo's view (GET /v1/oligos/{id}/strand-checks, issue 23):
 * the oligo's latest strand check on each clade a report checked it on, with that report's current
 * title (null once the report is deleted: the check still stands until the next report on that
 * clade checks again). Whether the oligo exists is the oligos feature's to say.
 */
export const strandChecksOfOligo = async (
  oligoId: string,
): Promise<ReportsPortAnswer<'strandChecksOfOligo'>> => {
  const records = await listStrandChecksOfOligo(oligoId);
  const titles = await getReportTitles(records.map((record) => record.report_id));
  const checks: CladeStrandCheck[] = records.map((record) => ({
    clade_id: record.clade_id,
    target_name: record.target_name,
    looks_reversed: record.looks_reversed,
    favouring_other: record.favouring_other,
    checked: record.checked,
    report_id: record.report_id,
    report_date: record.report_date,
    report_title: titles.get(record.report_id) ?? null,
  }));
  return { strandChecks: checks.sort(byWarningThenClade) };
};
