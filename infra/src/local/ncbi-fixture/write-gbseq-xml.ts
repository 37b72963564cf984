import type { FixtureRecord } from './fixture-records';
import { sourceQualifiers } from './source-qualifiers';
import { escapeXml, genbankDate } from './wrap-text';

/**
 * GBSeq XML as efetch writes it (rettype=gb, retmode=xml), element for element in the order of
 * the real test/fixtures/ncbi/nucleotide1.xml, with the source feature only.
 */

const element = (indent: number, name: string, value: string | number) =>
  `${' '.repeat(indent)}<${name}>${escapeXml(String(value))}</${name}>`;

const qualifierXml = (name: string, value: string | undefined): string[] =>
  value === undefined || value === ''
    ? []
    : [
        '          <GBQualifier>',
        element(12, 'GBQualifier_name', name),
        element(12, 'GBQualifier_value', value),
        '          </GBQualifier>',
      ];

const written = new WeakMap<FixtureRecord, string>();

/** Written once per record object, as the GenBank text is (write-genbank-flat.ts says why). */
const writeGbseqRecord = (r: FixtureRecord): string => {
  let text = written.get(r);
  if (text === undefined) {
    text = gbseqRecordText(r);
    written.set(r, text);
  }
  return text;
};

/** update-date: the last modification; create-date: the publication. */
const gbseqRecordText = (r: FixtureRecord): string => {
  const accession = r.accessionID.replace(/\.\d+$/, '');
  const organism = r.organism ?? 'unknown';
  return [
    '  <GBSeq>',
    '',
    element(4, 'GBSeq_locus', accession),
    element(4, 'GBSeq_length', r.sequence_length),
    element(4, 'GBSeq_strandedness', 'single'),
    element(4, 'GBSeq_moltype', r.molType.includes('cRNA') ? 'cRNA' : 'RNA'),
    element(4, 'GBSeq_topology', 'linear'),
    element(4, 'GBSeq_division', 'VRL'),
    element(4, 'GBSeq_update-date', genbankDate(r.modificationDate ?? r.publicationDate)),
    element(4, 'GBSeq_create-date', genbankDate(r.publicationDate)),
    element(4, 'GBSeq_definition', r.definition),
    element(4, 'GBSeq_primary-accession', accession),
    element(4, 'GBSeq_accession-version', r.accessionID),
    '    <GBSeq_other-seqids>',
    element(6, 'GBSeqid', `gb|${r.accessionID}|`),
    '    </GBSeq_other-seqids>',
    element(4, 'GBSeq_source', organism),
    element(4, 'GBSeq_organism', organism),
    element(4, 'GBSeq_taxonomy', r.lineage.replace(/\.$/, '')),
    '    <GBSeq_feature-table>',
    '      <GBFeature>',
    element(8, 'GBFeature_key', 'source'),
    element(8, 'GBFeature_location', `1..${r.sequence_length}`),
    '        <GBFeature_intervals>',
    '          <GBInterval>',
    element(12, 'GBInterval_from', 1),
    element(12, 'GBInterval_to', r.sequence_length),
    element(12, 'GBInterval_accession', r.accessionID),
    '          </GBInterval>',
    '        </GBFeature_intervals>',
    '        <GBFeature_quals>',
    ...sourceQualifiers(r, organism).flatMap(([name, value]) => qualifierXml(name, value)),
    '        </GBFeature_quals>',
    '      </GBFeature>',
    '    </GBSeq_feature-table>',
    element(4, 'GBSeq_sequence', r.genomic_sequence.toLowerCase()),
    '  </GBSeq>',
    '',
  ].join('\n');
};

export const writeGbseqXml = (records: readonly FixtureRecord[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"  ?>',
    '<!DOCTYPE GBSet PUBLIC "-//NCBI//NCBI GBSeq/EN" "https://www.ncbi.nlm.nih.gov/dtd/NCBI_GBSeq.dtd">',
    '<GBSet>',
    ...records.map(writeGbseqRecord),
    '</GBSet>',
    '',
  ].join('\n');
