import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { type FastaRecord, parseFasta } from '../io/parse-fasta';
import { type OligoCsvRow, parseOligoCsv } from '../io/parse-oligo-csv';
import type { OligoInput } from '../prepare-oligo';

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

/**
 * A Brotli-compressed FASTA fixture (`*.fasta.br`): whole public files kept small, since genomes of
 * one clade compress about a hundredfold (test/fixtures/README.md).
 */
export const readCompressedFixtureFasta = (relative: string): FastaRecord[] =>
  parseFasta(brotliDecompressSync(readFileSync(fixturePath(relative))).toString('latin1'), relative);

/** The 165 genomes of Nextclade's 2024-02-16 SARS-CoV-2 example set, whole (many N runs). */
export const readNextclade2024Genomes = (): FastaRecord[] =>
  readCompressedFixtureFasta('genomes/sars-cov-2/nextclade_2024-02-16.fasta.br');

/** The 427 ARTIC primers (V3 and V4.1) of the shared data set's real_oligos.csv. */
export const readArticPrimers = (): OligoCsvRow[] =>
  parseOligoCsv(readFileSync(fixturePath('oligos/artic_primers.csv'), 'utf8'), 'artic_primers.csv');

/** The 192 primers of ARTIC's SARS-CoV-2 V5.3.2 scheme (a BED: name, strand and sequence per row). */
export const readArticV532Primers = (): OligoInput[] =>
  readFileSync(fixturePath('oligos/artic_v5.3.2.primer.bed'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [, , , name = '', , strand = '+', sequence = ''] = line.split('\t');
      return { name, sequence, strandPositive: strand === '+' };
    });

export const H3N2_SEGMENTS = ['ha', 'mp', 'na', 'np', 'ns', 'pa', 'pb1', 'pb2'] as const;

/** The 48 A/H3N2 sequences of one segment (Nextclade's flu example set). */
export const readH3n2Segment = (segment: (typeof H3N2_SEGMENTS)[number]): FastaRecord[] =>
  readCompressedFixtureFasta(`genomes/influenza/A_H3N2/segments/${segment}.fasta.br`);

/** The reference of each A/H3N2 segment, in H3N2_SEGMENTS order. */
export const readH3n2References = (): FastaRecord[] =>
  readCompressedFixtureFasta('genomes/influenza/A_H3N2/segments/references.fasta.br');

/** The 48 A/H1N1pdm MP (segment 7) sequences of Nextclade's flu example set. */
export const readH1n1pdmMp = (): FastaRecord[] =>
  readCompressedFixtureFasta('genomes/influenza/A_H1N1pdm/segments/mp.fasta.br');

/** Nextclade's B/Victoria (49) or B/Yamagata (44) HA example sequences (test/fixtures/README.md). */
export const readInfluenzaBHa = (lineage: 'victoria' | 'yamagata'): FastaRecord[] =>
  readCompressedFixtureFasta(`genomes/influenza/B_HA/${lineage}.fasta.br`);
