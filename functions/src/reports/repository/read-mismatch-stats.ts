import { emptyMismatchCounts, toOligoMismatchStats } from '@oligowatch/science';
import { normalizeOligoSequence } from '@oligowatch/shared/iupac';
import type { MismatchStats } from '@oligowatch/shared/schemas/report';
import { readReportStats } from './report-stats';
import type { ReportRecord } from './report-summaries';

/** Every oligo's statistics, keyed by name in provenance order; zeros for one not counted yet. */
export const readMismatchStats = async (record: ReportRecord): Promise<MismatchStats> => {
  const stored = await readReportStats(record._id);
  return Object.fromEntries(
    record.provenance.oligos.map((oligo, i) => {
      const found = stored.find((s) => s.oligoIndex === i)?.stats;
      const statsOligo = {
        name: oligo.name,
        written: normalizeOligoSequence(oligo.sequence),
        strandPositive: oligo.dna_strand_positive,
      };
      return [oligo.name, found ?? toOligoMismatchStats(emptyMismatchCounts(statsOligo), statsOligo)];
    }),
  );
};
