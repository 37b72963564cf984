import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { NcbiSequenceRecord } from '@oligowatch/functions/lib/ncbi/ncbi-record';
import { completenessOf } from '@oligowatch/functions/lib/ncbi/ncbi-record';
import { parseGenbankFlat } from '@oligowatch/functions/lib/ncbi/parse-genbank-flat';
import { parseFasta } from '@oligowatch/science';
import { readTsv } from '../read-tsv';
import { REPO_ROOT } from '../repo-paths';

/**
 * The records the fixture NCBI serves: real genomes and their metadata from test/fixtures (see its
 * README, section "Fixture NCBI"). Each field comes from the source as it is, except these,
 * which the sources do not carry and are derived as written here:
 * - publicationDate ([PDAT]): the metadata's `date_submitted`; for the GenBank files, the LOCUS
 *   date (which is really the date of the record's last modification; the fixture takes it for
 *   both). Records that were never revised have the same modification date.
 * - RSV definition lines: '<organism> isolate <strain>, complete genome' when the metadata's
 *   genome_coverage is at least 0.99, else '..., partial genome' (the real titles are not in the
 *   metadata).
 * - RSV organism names and taxon ids 208893 / 208895, and the influenza taxa's parents (H1N1 114727,
 *   Influenza A virus 11320): NCBI taxonomy as commonly cited, UNVERIFIED (ncbi/NOTES.md).
 * - SARS-CoV-2 accessions carry no version in the metadata, so none is invented: VERSION repeats
 *   the accession, as in Nextstrain's real copy of MN908947.
 */
export interface FixtureRecord extends NcbiSequenceRecord {
  /** 'YYYY-MM-DD': when the record was made public (the [PDAT] search field). */
  publicationDate: string;
  /**
   * 'YYYY-MM-DD': when the record was last revised (the [MDAT] field, datetype=mdat, the LOCUS
   * line's date, GBSeq_update-date). Absent: the publication date (the fixture catalog fills it in).
   */
  modificationDate?: string;
  /** The source feature's /mol_type, e.g. 'genomic RNA', 'viral cRNA'. */
  molType: string;
  /** The ORGANISM block's lineage, e.g. 'Viruses; Riboviria; ...'. */
  lineage: string;
  /** Taxa this record's taxon belongs to, for txid<N>[Organism:exp]. */
  taxonAncestors: number[];
  /** Where the record comes from, relative to test/fixtures. */
  sourceFile: string;
}

export const FIXTURES_DIR = join(REPO_ROOT, 'test', 'fixtures');

export const SARS_COV_2_TAXON = 2697049;
export const RSV_A_TAXON = 208893;
export const RSV_B_TAXON = 208895;
export const INFLUENZA_A_TAXON = 11320;
const H1N1_TAXON = 114727;

const SARS_COV_2 = {
  organism: 'Severe acute respiratory syndrome coronavirus 2',
  // From the real MN908947 record's ORGANISM block (test/fixtures/ncbi/MN908947.reference_seq.gb).
  lineage:
    'Viruses; Riboviria; Nidovirales; Cornidovirineae; Coronaviridae; Orthocoronavirinae; Betacoronavirus; unclassified Betacoronavirus.',
};
// From the real RSV-B reference annotation (../shared/data/rsv/b/reference_EPI_ISL_1653999.annotated.gbk).
const RSV_LINEAGE =
  'Viruses; Riboviria; Orthornavirae; Negarnaviricota; Haploviricotina; Monjiviricetes; Mononegavirales; Pneumoviridae; Orthopneumovirus.';

const readText = (relative: string) => readFileSync(join(FIXTURES_DIR, relative), 'utf8');

/** A FASTA file's text; a `.br` file is Brotli-compressed (test/fixtures/README.md). */
const readFastaText = (relative: string): string =>
  relative.endsWith('.br')
    ? brotliDecompressSync(readFileSync(join(FIXTURES_DIR, relative))).toString('latin1')
    : readText(relative);

const sequencesById = (relative: string): Map<string, string> =>
  new Map(parseFasta(readFastaText(relative), relative).map((r) => [r.id, r.sequence.toUpperCase()]));

/** '<country>: <division>' as /geo_loc_name writes it; the division only when it adds something. */
const geoLocName = (country: string, division: string): string | undefined =>
  !country ? undefined : division && division !== country ? `${country}: ${division}` : country;

/** Metadata dates with unknown parts ('1998-XX-XX') become the known part ('1998'). */
const knownDate = (date: string): string | undefined =>
  date.replace(/(-XX)+$/, '').replace(/-XX/g, '') || undefined;

const withoutEmpty = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v !== '')) as T;

const sarsCov2Records = (fasta: string, metadata: string): FixtureRecord[] => {
  const sequences = sequencesById(fasta);
  return readTsv(join(FIXTURES_DIR, metadata)).map((row) => {
    const sequence = sequences.get(row.strain ?? '');
    if (!sequence) throw new Error(`${fasta} has no sequence for ${row.strain}`);
    const definition = row.title ?? '';
    return withoutEmpty<FixtureRecord>({
      accessionID: row.genbank_accession ?? '',
      definition,
      organism: SARS_COV_2.organism,
      taxonomicID: SARS_COV_2_TAXON,
      collection_date: knownDate(row.date ?? ''),
      host: row.host,
      isolate: /\bisolate (\S+?),?(?:\s|$)/.exec(definition)?.[1],
      geo_loc_name: geoLocName(row.country ?? '', row.division ?? ''),
      sequence_length: sequence.length,
      genomic_sequence: sequence,
      completeness: completenessOf(definition),
      publicationDate: row.date_submitted ?? '',
      molType: 'genomic RNA',
      lineage: SARS_COV_2.lineage,
      taxonAncestors: [],
      sourceFile: fasta,
    });
  });
};

const rsvRecords = (subtype: 'A' | 'B', fasta: string, metadata: string): FixtureRecord[] => {
  const sequences = sequencesById(fasta);
  const organism = `Human respiratory syncytial virus ${subtype}`;
  return readTsv(join(FIXTURES_DIR, metadata)).map((row) => {
    const sequence = sequences.get(row.accession ?? '');
    if (!sequence) throw new Error(`${fasta} has no sequence for ${row.accession}`);
    const complete = Number(row.genome_coverage) >= 0.99;
    const definition = `${organism} isolate ${row.strain}, ${complete ? 'complete' : 'partial'} genome`;
    return withoutEmpty<FixtureRecord>({
      accessionID: row.INSDC_accession ?? '',
      definition,
      organism,
      taxonomicID: subtype === 'A' ? RSV_A_TAXON : RSV_B_TAXON,
      collection_date: knownDate(row.date ?? ''),
      host: row.host,
      isolate: row.strain,
      geo_loc_name: geoLocName(row.country ?? '', row.division ?? ''),
      sequence_length: sequence.length,
      genomic_sequence: sequence,
      completeness: completenessOf(definition),
      publicationDate: row.date_submitted ?? '',
      molType: 'genomic RNA',
      lineage: RSV_LINEAGE,
      taxonAncestors: [],
      sourceFile: fasta,
    });
  });
};

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Real GenBank files: parsed with the import's own parser, plus what the fixture needs. */
const genbankRecord = (relative: string, taxonAncestors: number[]): FixtureRecord => {
  const text = readText(relative);
  const parsed = parseGenbankFlat(text);
  const record = parsed.records[0];
  if (!record || parsed.records.length !== 1) throw new Error(`${relative}: expected one record`);
  const locusDate = /^LOCUS.*\s(\d{2})-([A-Z]{3})-(\d{4})\s*$/m.exec(text);
  if (!locusDate) throw new Error(`${relative}: no LOCUS date`);
  const [, day, month, year] = locusDate;
  const lineage = /^ {2}ORGANISM .*\n((?: {12}.*\n)+)/m.exec(text)?.[1] ?? '';
  return {
    ...record,
    publicationDate: `${year}-${String(MONTHS.indexOf(month ?? '') + 1).padStart(2, '0')}-${day}`,
    molType: /\/mol_type="([^"]+)"/.exec(text)?.[1] ?? 'genomic RNA',
    lineage: lineage
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .join(' '),
    taxonAncestors,
    sourceFile: relative,
  };
};

let cached: FixtureRecord[] | undefined;

/**
 * The whole of Nextstrain's ncov example set as fixture records (418 real SARS-CoV-2 genomes of
 * 2020, published from March to May 2020): not served by default, but published by a test that
 * needs NCBI to grow over time (the change alert on real data, issue 32). Nine of them are among
 * the records served by default (the ncov_example subsets).
 */
export const loadNcovExampleRecords = (): FixtureRecord[] =>
  sarsCov2Records('genomes/sars-cov-2/ncov_example.fasta.br', 'genomes/sars-cov-2/ncov_example.metadata.tsv');

/** Every record the fixture NCBI serves by default, in a fixed order (the esearch order). */
export const loadFixtureRecords = (): FixtureRecord[] => {
  cached ??= [
    genbankRecord('ncbi/MN908947.reference_seq.gb', []),
    ...sarsCov2Records(
      'genomes/sars-cov-2/ncov_example.subset.fasta',
      'genomes/sars-cov-2/ncov_example.subset.metadata.tsv',
    ),
    ...sarsCov2Records(
      'genomes/sars-cov-2/ncov_example.usa.subset.fasta',
      'genomes/sars-cov-2/ncov_example.usa.subset.metadata.tsv',
    ),
    ...rsvRecords(
      'A',
      'genomes/rsv/a/nextstrain_rsv_example.subset.fasta',
      'genomes/rsv/a/nextstrain_rsv_example.subset.metadata.tsv',
    ),
    ...rsvRecords(
      'A',
      'genomes/rsv/a/nextstrain_rsv_example.more.subset.fasta',
      'genomes/rsv/a/nextstrain_rsv_example.more.subset.metadata.tsv',
    ),
    ...rsvRecords(
      'B',
      'genomes/rsv/b/nextstrain_rsv_example.subset.fasta',
      'genomes/rsv/b/nextstrain_rsv_example.subset.metadata.tsv',
    ),
    ...rsvRecords(
      'B',
      'genomes/rsv/b/nextstrain_rsv_example.more.subset.fasta',
      'genomes/rsv/b/nextstrain_rsv_example.more.subset.metadata.tsv',
    ),
    genbankRecord('ncbi/HM138502.gbk', [H1N1_TAXON, INFLUENZA_A_TAXON]),
    genbankRecord('ncbi/KF527485.gbk', [H1N1_TAXON, INFLUENZA_A_TAXON]),
    genbankRecord('ncbi/EU851978.gbk', [H1N1_TAXON, INFLUENZA_A_TAXON]),
  ];
  return cached;
};
