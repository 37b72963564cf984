import { XMLParser } from 'fast-xml-parser';
import { badResponseError, NcbiError, ncbiErrorMessages } from './ncbi-error';

/** One nuccore DocSum (esummary v1, as entrez_biopython/esummary4.xml). */
export interface DocSummary {
  /** The DocSum Id (a GI number, or the accession with idtype=acc). */
  id: string;
  /** AccessionVersion, e.g. 'AY207443.1'. */
  accessionID: string;
  /** The record's definition line. */
  title: string;
  taxonomicID?: number;
  length?: number;
  /** 'YYYY/MM/DD' as NCBI writes them. */
  createDate?: string;
  updateDate?: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'DocSum' || name === 'Item',
});

interface DocSumXml {
  Id?: string;
  Item?: { '@Name'?: string; '#text'?: string }[];
}

/**
 * The DocSums of an esummary answer, for nuccore and taxonomy alike: an answer without a result is
 * a bad response, and an ERROR NCBI wrote into a 200 is a refusal (not retried).
 */
const readDocSums = (text: string): DocSumXml[] => {
  const doc = parser.parse(text) as {
    eSummaryResult?: { DocSum?: DocSumXml[]; ERROR?: string };
  };
  const result = doc.eSummaryResult;
  if (!result) throw badResponseError('esummary', 'no eSummaryResult');
  if (result.ERROR)
    throw new NcbiError(ncbiErrorMessages.refused(200, String(result.ERROR)), {
      kind: 'refused',
      retryable: false,
    });
  return result.DocSum ?? [];
};

/** A DocSum's named Item as text; undefined when missing or empty. */
const docSumItem = (d: DocSumXml, name: string): string | undefined => {
  const v = d.Item?.find((i) => i['@Name'] === name)?.['#text'];
  return v === undefined || v === '' ? undefined : String(v);
};

export const parseEsummaryXml = (text: string): DocSummary[] =>
  readDocSums(text).map((d) => {
    const item = (name: string) => docSumItem(d, name);
    const num = (name: string) => {
      const v = item(name);
      return v === undefined ? undefined : Number(v);
    };
    return {
      id: String(d.Id ?? ''),
      accessionID: item('AccessionVersion') ?? item('Caption') ?? String(d.Id ?? ''),
      title: item('Title') ?? '',
      taxonomicID: num('TaxId'),
      length: num('Length'),
      createDate: item('CreateDate'),
      updateDate: item('UpdateDate'),
    };
  });

/** One taxonomy DocSum (esummary db=taxonomy, as entrez_biopython/esummary6.xml). */
export interface TaxonSummary {
  taxonomicID: number;
  /** The taxon's name, e.g. 'Influenza A virus'. */
  scientificName: string;
  /** 'species', 'no rank' ...; undefined when NCBI leaves it empty. */
  rank?: string;
}

/** Taxonomy DocSums; ones without a TaxId or a name (an unknown id) are left out. */
export const parseTaxonomyEsummaryXml = (text: string): TaxonSummary[] =>
  readDocSums(text).flatMap((d) => {
    const item = (name: string) => docSumItem(d, name)?.trim();
    const taxonomicID = Number(item('TaxId') ?? d.Id);
    const scientificName = item('ScientificName');
    if (!Number.isSafeInteger(taxonomicID) || taxonomicID <= 0 || !scientificName) return [];
    const rank = item('Rank');
    return [{ taxonomicID, scientificName, ...(rank ? { rank } : {}) }];
  });
