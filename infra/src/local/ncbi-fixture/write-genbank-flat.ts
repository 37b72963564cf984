import type { FixtureRecord } from './fixture-records';
import { sourceQualifiers } from './source-qualifiers';
import { genbankDate, wrapText } from './wrap-text';

/**
 * GenBank flat file as efetch writes it (rettype=gb, retmode=text), in the layout of the real
 * records in test/fixtures/ncbi (HM138502.gbk): 12-column header keywords, features at column 6,
 * qualifiers at column 22, ORIGIN with 60 bases a line in groups of 10, '//' after each record.
 */

const LINE = 79;

const header = (keyword: string, text: string): string[] =>
  wrapText(text, LINE - 12).map((l, i) => `${i === 0 ? keyword.padEnd(12) : ' '.repeat(12)}${l}`);

const qualifier = (name: string, value: string | undefined): string[] =>
  value === undefined || value === ''
    ? []
    : wrapText(`/${name}="${value.replace(/"/g, '""')}"`, LINE - 21).map((l) => `${' '.repeat(21)}${l}`);

const locusMolecule = (molType: string): string =>
  molType.includes('cRNA') ? 'cRNA' : molType.includes('RNA') ? 'RNA' : 'DNA';

const originLines = (sequence: string): string[] => {
  const lower = sequence.toLowerCase();
  const lines: string[] = [];
  for (let start = 0; start < lower.length; start += 60) {
    const groups: string[] = [];
    for (let g = start; g < Math.min(start + 60, lower.length); g += 10) groups.push(lower.slice(g, g + 10));
    lines.push(`${String(start + 1).padStart(9)} ${groups.join(' ')}`);
  }
  return lines;
};

const written = new WeakMap<FixtureRecord, string>();

/**
 * One record's text, written once per record object: records never change in place (a revision is a
 * new object), and writing 30 kb genomes again for every efetch took a third of the fixture's CPU
 * in the import bench.
 */
export const writeGenbankRecord = (r: FixtureRecord): string => {
  let text = written.get(r);
  if (text === undefined) {
    text = genbankRecordText(r);
    written.set(r, text);
  }
  return text;
};

/** The LOCUS date is the record's last modification (GenBank release notes); VERSION its accession.version. */
const genbankRecordText = (r: FixtureRecord): string => {
  const accession = r.accessionID.replace(/\.\d+$/, '');
  const organism = r.organism ?? 'unknown';
  const lines = [
    `LOCUS       ${accession.padEnd(16)} ${String(r.sequence_length).padStart(11)} bp    ${locusMolecule(r.molType).padEnd(8)}linear   VRL ${genbankDate(r.modificationDate ?? r.publicationDate)}`,
    ...header('DEFINITION', `${r.definition}.`),
    ...header('ACCESSION', accession),
    ...header('VERSION', r.accessionID),
    ...header('KEYWORDS', '.'),
    ...header('SOURCE', organism),
    ...header('  ORGANISM', organism),
    ...wrapText(r.lineage || 'Viruses.', LINE - 12).map((l) => `${' '.repeat(12)}${l}`),
    'FEATURES             Location/Qualifiers',
    `     source          1..${r.sequence_length}`,
    ...sourceQualifiers(r, organism).flatMap(([name, value]) => qualifier(name, value)),
    'ORIGIN      ',
    ...originLines(r.genomic_sequence),
    '//',
  ];
  return `${lines.join('\n')}\n`;
};

/** Records one after the other, with the blank line efetch puts between them. */
export const writeGenbankFlat = (records: readonly FixtureRecord[]): string =>
  records.map(writeGenbankRecord).join('\n');
