import type { FixtureRecord } from './fixture-records';
import { escapeXml } from './wrap-text';

/**
 * esummary DocSum v1 for nuccore, item for item as the real test/fixtures/ncbi/esummary4.xml.
 * The fixture has no GI numbers: Id is the accession.version (what idtype=acc gives) and Gi is
 * empty.
 */
const item = (name: string, type: 'String' | 'Integer', value: string | number | undefined) =>
  `\t<Item Name="${name}" Type="${type}">${escapeXml(String(value ?? ''))}</Item>`;

const docSum = (r: FixtureRecord): string =>
  [
    '<DocSum>',
    `\t<Id>${escapeXml(r.accessionID)}</Id>`,
    item('Caption', 'String', r.accessionID.replace(/\.\d+$/, '')),
    item('Title', 'String', r.definition),
    item('Extra', 'String', `gb|${r.accessionID}|`),
    item('Gi', 'Integer', ''),
    item('CreateDate', 'String', r.publicationDate.replace(/-/g, '/')),
    item('UpdateDate', 'String', (r.modificationDate ?? r.publicationDate).replace(/-/g, '/')),
    item('Flags', 'Integer', ''),
    item('TaxId', 'Integer', r.taxonomicID),
    item('Length', 'Integer', r.sequence_length),
    item('Status', 'String', 'live'),
    item('ReplacedBy', 'String', ''),
    '\t<Item Name="Comment" Type="String"><![CDATA[  ]]></Item>',
    item('AccessionVersion', 'String', r.accessionID),
    '</DocSum>',
    '',
  ].join('\n');

export const writeEsummaryXml = (records: readonly FixtureRecord[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<!DOCTYPE eSummaryResult PUBLIC "-//NLM//DTD esummary v1 20041029//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20041029/esummary-v1.dtd">',
    '<eSummaryResult>',
    ...records.map(docSum),
    '</eSummaryResult>',
    '',
  ].join('\n');

/** FASTA as efetch rettype=fasta writes it: '>ACC.V definition', 70 bases a line. */
export const writeFasta = (records: readonly FixtureRecord[]): string =>
  records
    .map((r) => {
      const lines = r.genomic_sequence.match(/.{1,70}/g) ?? [];
      return `>${r.accessionID} ${r.definition}\n${lines.join('\n')}\n`;
    })
    .join('') + (records.length ? '\n' : '');

/** esummary db=taxonomy, item for item as the real entrez_biopython/esummary6.xml. */
export const writeTaxonomyEsummaryXml = (
  taxa: readonly { taxonomicID: number; scientificName: string; rank: string }[],
): string =>
  [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<!DOCTYPE eSummaryResult PUBLIC "-//NLM//DTD esummary v1 20041029//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20041029/esummary-v1.dtd">',
    '<eSummaryResult>',
    ...taxa.map((t) =>
      [
        '<DocSum>',
        `\t<Id>${t.taxonomicID}</Id>`,
        item('Status', 'String', 'active'),
        item('Rank', 'String', t.rank),
        item('Division', 'String', 'viruses'),
        item('ScientificName', 'String', t.scientificName),
        item('CommonName', 'String', ''),
        item('TaxId', 'Integer', t.taxonomicID),
        item('AkaTaxId', 'Integer', 0),
        item('Genus', 'String', ''),
        item('Species', 'String', ''),
        item('Subsp', 'String', ''),
        '</DocSum>',
        '',
      ].join('\n'),
    ),
    '</eSummaryResult>',
    '',
  ].join('\n');
