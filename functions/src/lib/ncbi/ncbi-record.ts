import { IUPAC_LETTERS } from '@oligowatch/shared/constants';

/**
 * One nuccore record as the import needs it, parsed from an efetch answer (GenBank flat file or
 * GBSeq XML: both parsers return exactly this shape). Field names follow the sample fields of the
 * spec where they exist, so the import can store them as they are.
 */
export interface NcbiSequenceRecord {
  /** accession.version, e.g. 'MT451709.1' (the bare accession when a record has no version). */
  accessionID: string;
  /**
   * The version of accessionID ('MT451709.2' -> 2): NCBI makes a new version when a record's
   * sequence is revised. Absent when the record names none. `splitAccession` splits an id.
   */
  version?: number;
  /** 'YYYY-MM-DD': when the record was first made public (GBSeq_create-date; flat files lack it). */
  createDate?: string;
  /**
   * 'YYYY-MM-DD': the record's last modification (GBSeq_update-date; in a flat file the LOCUS
   * line's date, which GenBank updates with every revision).
   */
  updateDate?: string;
  /** The DEFINITION line / GBSeq_definition, without the trailing period. */
  definition: string;
  /** /organism of the source feature (else the ORGANISM line). */
  organism?: string;
  /** From /db_xref="taxon:N" of the source feature. */
  taxonomicID?: number;
  /** /collection_date as written in the record ('2020-04-03', 'Dec-2019', '09-Apr-2009' ...). */
  collection_date?: string;
  /** /host, e.g. 'Homo sapiens'. */
  host?: string;
  /** /isolate, e.g. 'SARS-CoV-2/human/AUS/VIC1038/2020'. */
  isolate?: string;
  /** /strain, e.g. 'A/California/07/2009'. */
  strain?: string;
  /**
   * /geo_loc_name, or the older /country qualifier it replaced: '<country>[:<region>][, <locality>]',
   * e.g. 'USA: New York'. `countryOf(record)` gives the country part.
   */
  geo_loc_name?: string;
  /** Number of bases in the sequence (equals genomic_sequence.length: checked by the parsers). */
  sequence_length: number;
  /** The sequence in upper case, IUPAC codes as in the record, no spaces or digits. */
  genomic_sequence: string;
  /**
   * 'complete' when the definition says 'complete genome' or 'complete sequence' (NCBI's wording
   * for whole genomes and whole influenza segments); anything else ('complete cds', 'partial
   * genome', a gene) is 'partial'. Same rule as the completeness clause of the import's search
   * term (functions/src/targets/domain/build-search-term.ts).
   */
  completeness: 'complete' | 'partial';
}

/** A record the parser refused: counted and reported by the import, never stored. */
export interface SkippedRecord {
  /** accession.version when the record got far enough to name itself. */
  accessionID?: string;
  /** Human-readable, e.g. 'no ORIGIN section (no sequence)' or 'sequence has 120 bases, LOCUS says 1410'. */
  reason: string;
}

/** What every efetch parser returns: well-formed records and the ones it skipped. */
export interface ParsedRecords {
  records: NcbiSequenceRecord[];
  skipped: SkippedRecord[];
}

const COMPLETE_DEFINITION = /\bcomplete (genome|sequence)\b/i;

/** The completeness rule shared by both parsers and the fixture NCBI. */
export const completenessOf = (definition: string): NcbiSequenceRecord['completeness'] =>
  COMPLETE_DEFINITION.test(definition) ? 'complete' : 'partial';

/** The country part of geo_loc_name ('USA: New York, Albany' -> 'USA'). */
export const countryOf = (record: Pick<NcbiSequenceRecord, 'geo_loc_name'>): string | undefined =>
  record.geo_loc_name?.split(':')[0]?.trim() || undefined;

const IUPAC_NUCLEOTIDES = new RegExp(`^[${IUPAC_LETTERS}]*$`);

/** Why a parsed sequence (upper case, no spaces) cannot be stored; undefined when it can. */
export const sequenceProblem = (sequence: string): string | undefined => {
  if (sequence.length === 0) return 'record has an empty sequence';
  if (!IUPAC_NUCLEOTIDES.test(sequence))
    return 'sequence contains characters that are not IUPAC nucleotide codes';
  return undefined;
};

/** 'MT451709.2' -> { accession: 'MT451709', version: 2 }; an id without a version has none. */
export const splitAccession = (accessionID: string): { accession: string; version?: number } => {
  const m = /^(.*)\.(\d+)$/.exec(accessionID.trim());
  return m?.[1] ? { accession: m[1], version: Number(m[2]) } : { accession: accessionID.trim() };
};

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** GenBank's '17-JAN-2020' (LOCUS line, GBSeq dates) -> '2020-01-17'; undefined when it is no real date. */
export const genbankDateToIso = (text: string | undefined): string | undefined => {
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text?.trim() ?? '');
  if (!m) return undefined;
  const month = MONTHS.indexOf((m[2] ?? '').toUpperCase()) + 1;
  const iso = `${m[3]}-${String(month).padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return month > 0 && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
};

/**
 * The record both parsers return, from what each read: the source feature's qualifiers (taxon as
 * 'db_xref:taxon'), the definition as written, and the organism line used when /organism is absent.
 */
export const toNcbiRecord = (read: {
  accessionID: string;
  definition: string;
  sequence: string;
  source: Map<string, string>;
  organism?: string;
  /** As the record writes them: '17-JAN-2020'. */
  createDate?: string;
  updateDate?: string;
}): NcbiSequenceRecord => {
  const { source } = read;
  const definition = read.definition.replace(/\.$/, '');
  const record: NcbiSequenceRecord = {
    accessionID: read.accessionID,
    definition,
    sequence_length: read.sequence.length,
    genomic_sequence: read.sequence,
    completeness: completenessOf(definition),
  };
  const { version } = splitAccession(read.accessionID);
  if (version !== undefined) record.version = version;
  const createDate = genbankDateToIso(read.createDate);
  if (createDate) record.createDate = createDate;
  const updateDate = genbankDateToIso(read.updateDate);
  if (updateDate) record.updateDate = updateDate;
  const organism = source.get('organism') ?? read.organism;
  if (organism) record.organism = organism;
  const taxon = /^taxon:(\d+)$/.exec(source.get('db_xref:taxon') ?? '');
  if (taxon) record.taxonomicID = Number(taxon[1]);
  const optional = {
    collection_date: source.get('collection_date'),
    host: source.get('host'),
    isolate: source.get('isolate'),
    strain: source.get('strain'),
    geo_loc_name: source.get('geo_loc_name') ?? source.get('country'),
  };
  for (const [key, value] of Object.entries(optional))
    if (value) record[key as keyof typeof optional] = value;
  return record;
};
