import { XMLParser } from 'fast-xml-parser';
import { badResponseError, NcbiError, ncbiErrorMessages } from './ncbi-error';

/** An esearch answer (XML or JSON), numbers as numbers. */
export interface EsearchResult {
  /** All hits, not only the ids listed. */
  count: number;
  retmax: number;
  retstart: number;
  /** The History-server set (usehistory=y); '' when NCBI sent none. */
  webEnv: string;
  queryKey: string;
  /** accession.version with idtype=acc, else UIDs. */
  ids: string[];
  /** How NCBI read the term. */
  queryTranslation: string;
  /** Parts of the term NCBI did not find (zero-hit answers). */
  phraseNotFound: string[];
  warnings: string[];
}

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => ['Id', 'PhraseNotFound', 'OutputMessage', 'QuotedPhraseNotFound'].includes(name),
});

const toInt = (value: unknown, field: string): number => {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(n))
    throw badResponseError('esearch', `no ${field}`);
  return n;
};

/** NCBI answered, but with an ERROR in place of a result (a term it cannot run). */
const searchRefused = (detail: string): NcbiError =>
  new NcbiError(ncbiErrorMessages.searchError(detail), { kind: 'refused', retryable: false });

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value === undefined || value === '' ? [] : [String(value)];

interface EsearchXml {
  Count?: string;
  RetMax?: string;
  RetStart?: string;
  QueryKey?: string;
  WebEnv?: string;
  IdList?: { Id?: string[] } | '';
  QueryTranslation?: string;
  ERROR?: string;
  ErrorList?: { PhraseNotFound?: string[]; QuotedPhraseNotFound?: string[] };
  WarningList?: { OutputMessage?: string[] };
}

export const parseEsearchXml = (text: string): EsearchResult => {
  const doc = parser.parse(text) as { eSearchResult?: EsearchXml };
  const r = doc.eSearchResult;
  if (!r) throw badResponseError('esearch', 'no eSearchResult');
  if (r.ERROR) throw searchRefused(String(r.ERROR));
  return {
    count: toInt(r.Count, 'Count'),
    retmax: toInt(r.RetMax, 'RetMax'),
    retstart: toInt(r.RetStart, 'RetStart'),
    webEnv: r.WebEnv ?? '',
    queryKey: r.QueryKey ?? '',
    ids: typeof r.IdList === 'object' ? strings(r.IdList.Id) : [],
    queryTranslation: r.QueryTranslation ?? '',
    phraseNotFound: [...strings(r.ErrorList?.PhraseNotFound), ...strings(r.ErrorList?.QuotedPhraseNotFound)],
    warnings: strings(r.WarningList?.OutputMessage),
  };
};
