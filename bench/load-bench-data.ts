import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type FastaRecord, type OligoCsvRow, parseFasta, parseOligoCsv } from '@oligowatch/science';

/** The shared data set beside the repository (../shared/data), or OLIGOWATCH_DATA_DIR. */
export const dataDir = (): string =>
  process.env.OLIGOWATCH_DATA_DIR ?? fileURLToPath(new URL('../../shared/data/', import.meta.url));

export const SARS_COV_2_FILES = [
  'sars-cov-2/ncov_example/example_sequences.fasta',
  'sars-cov-2/nextclade_examples/sequences_2021-06-25.fasta',
  'sars-cov-2/nextclade_examples/sequences_2021-09-30.fasta',
  'sars-cov-2/nextclade_examples/sequences_2021-10-11.fasta',
  'sars-cov-2/nextclade_examples/sequences_2024-02-16.fasta',
] as const;

/** The published SARS-CoV-2 assay oligos: real_oligos.csv without ARTIC and RNase P (39 rows). */
export const loadAssayOligos = (): OligoCsvRow[] => {
  const path = `${dataDir()}/oligos/real_oligos.csv`;
  const rows = parseOligoCsv(readFileSync(path, 'utf8'), path).filter(
    (row) =>
      row.extra.target_organism === 'SARS-CoV-2' &&
      !row.extra.assay?.startsWith('ARTIC') &&
      !row.extra.assay?.includes('RNase P'),
  );
  if (rows.length !== 39) throw new Error(`expected 39 assay oligos in ${path}, found ${rows.length}`);
  return rows;
};

/** All 820 SARS-CoV-2 genomes of the data set (references excluded). */
export const loadGenomes = (): FastaRecord[] => {
  const records = SARS_COV_2_FILES.flatMap((file) => {
    const path = `${dataDir()}/${file}`;
    return parseFasta(readFileSync(path, 'latin1'), path);
  });
  if (records.length !== 820) throw new Error(`expected 820 SARS-CoV-2 genomes, found ${records.length}`);
  return records;
};
