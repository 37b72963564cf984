import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type FastaRecord, parseFasta } from '../io/parse-fasta';
import { type OligoCsvRow, parseOligoCsv } from '../io/parse-oligo-csv';

/** test/fixtures of the repository: real genomes and published oligos (see its README). */
export const fixturePath = (relative: string): string =>
  fileURLToPath(new URL(`../../../../test/fixtures/${relative}`, import.meta.url));

export const readFixtureFasta = (relative: string): FastaRecord[] =>
  parseFasta(readFileSync(fixturePath(relative), 'latin1'), relative);

export const readFixtureOligos = (): OligoCsvRow[] =>
  parseOligoCsv(
    readFileSync(fixturePath('oligos/published_assay_oligos.csv'), 'utf8'),
    'published_assay_oligos.csv',
  );

export const SARS_COV_2_FASTA = [
  'genomes/sars-cov-2/MN908947_wuhan-hu-1.reference.fasta',
  'genomes/sars-cov-2/ncov_example.subset.fasta',
  'genomes/sars-cov-2/nextclade_2021-06-25.subset.fasta',
  'genomes/sars-cov-2/nextclade_2024-02-16.subset.fasta',
] as const;

export const readSarsCov2Genomes = (): FastaRecord[] => SARS_COV_2_FASTA.flatMap(readFixtureFasta);
