import type { ReportDetail } from '@oligowatch/shared/schemas/report';
import { readFixtureGenome } from '../support/fixture-genomes';
import { call } from './catalog-api';

/**
 * Report data a spec needs before its screen, through the real API as the Admin: a clade of real
 * SARS-CoV-2 genomes (Wuhan-Hu-1 and copies with chosen substitutions) and reports made on it.
 */
export const WUHAN_HU_1 = readFixtureGenome('sars-cov-2/MN908947_wuhan-hu-1.reference.fasta');

/** The genome with the bases at these 0-based positions changed to another base. */
export const mutate = (genome: string, positions: readonly number[]): string => {
  const bases = genome.split('');
  for (const at of positions) bases[at] = bases[at] === 'A' ? 'C' : 'A';
  return bases.join('');
};

/** The genome with `length` bases from 0-based `at` replaced by N (a sequencing dropout). */
export const withNRun = (genome: string, at: number, length: number): string =>
  `${genome.slice(0, at)}${'N'.repeat(length)}${genome.slice(at + length)}`;

export interface CladeSample {
  accessionID: string;
  genome: string;
  location: string;
  date: string;
}

/** Manual targets of one taxonomic ID: locally a manual sample's clade is its taxonomic ID. */
export const createCladeThroughApi = async (
  taxonomicID: number,
  commonName: string,
  samples: readonly CladeSample[],
): Promise<void> => {
  for (const sample of samples) {
    await call('POST', '/v1/target', {
      common_name: commonName,
      taxonomicID,
      genomic_sequence: sample.genome,
      accessionID: sample.accessionID,
      geo_loc_name: sample.location,
      islolate: `SARS-CoV-2/human/${sample.accessionID}`,
      sequence_length: sample.genome.length,
      collection_date: sample.date,
    });
  }
};

/** Starts a report and waits until the job has ended it (complete or failed). */
export const generateReportThroughApi = async (body: {
  report_title: string;
  clade_id: string;
  target_name: string;
  product: string;
  /** Issue 33: the sample window; absent, all samples. */
  window?: Record<string, unknown>;
}): Promise<ReportDetail> => {
  const { reportId } = await call<{ reportId: string }>('POST', '/v1/parasail', body);
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const { report } = await call<{ report: ReportDetail }>('GET', `/v1/report/${reportId}`);
    if (report.status !== 'running') return report;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Report ${reportId} still running after 60 s`);
};
