import type { TermNode, TermSearch } from './match-term';
import { formatTerm } from './match-term';
import { escapeXml } from './wrap-text';

/**
 * esearch answers in the shapes of the real test/fixtures/ncbi/esearch*.xml: Count, RetMax,
 * RetStart, QueryKey + WebEnv (usehistory=y), IdList, TranslationSet, TranslationStack,
 * QueryTranslation, and for zero hits ErrorList/PhraseNotFound + WarningList (esearch8.xml).
 */
export interface EsearchAnswer {
  search: TermSearch;
  ids: string[];
  retstart: number;
  history?: { webEnv: string; queryKey: string };
}

type StackItem = { term: string; field: string; count: number } | { op: string };

/** The query in reverse Polish order, as NCBI's TranslationStack lists it. */
const stack = (node: TermNode, count: (t: { text: string; field?: string }) => number): StackItem[] => {
  switch (node.kind) {
    case 'term':
      return [{ term: formatTerm(node), field: node.field ?? 'All Fields', count: count(node) }];
    case 'not':
      return [...stack(node.item, count), { op: 'NOT' }];
    default:
      return node.items.flatMap((item, i) => [
        ...stack(item, count),
        ...(i > 0 ? [{ op: node.kind.toUpperCase() }] : []),
      ]);
  }
};

const stackOf = (search: TermSearch): StackItem[] => {
  if (!search.tree) return [];
  const counts = new Map(search.termCounts.map((t) => [`${t.term}`, t.count]));
  return [...stack(search.tree, (t) => counts.get(formatTerm(t)) ?? 0), { op: 'GROUP' }];
};

export const writeEsearchXml = (a: EsearchAnswer): string => {
  const { search } = a;
  const parts = [
    `<Count>${search.hits.length}</Count><RetMax>${a.ids.length}</RetMax><RetStart>${a.retstart}</RetStart>`,
    a.history ? `<QueryKey>${a.history.queryKey}</QueryKey><WebEnv>${a.history.webEnv}</WebEnv>` : '',
    a.ids.length
      ? `<IdList>\n${a.ids.map((id) => `<Id>${escapeXml(id)}</Id>\n`).join('')}</IdList>`
      : '<IdList/>',
    '<TranslationSet/>',
  ];
  const items = stackOf(search);
  if (items.length > 0)
    parts.push(
      `<TranslationStack>${items
        .map((s) =>
          'op' in s
            ? `   <OP>${s.op}</OP>  `
            : `   <TermSet>    <Term>${escapeXml(s.term)}</Term>    <Field>${escapeXml(s.field)}</Field>    <Count>${s.count}</Count>    <Explode>N</Explode>   </TermSet>`,
        )
        .join('')}</TranslationStack>`,
    );
  parts.push(`<QueryTranslation>${escapeXml(search.queryTranslation)}</QueryTranslation>`);
  if (search.hits.length === 0) {
    if (search.phraseNotFound.length > 0)
      parts.push(
        `<ErrorList>${search.phraseNotFound.map((p) => `<PhraseNotFound>${escapeXml(p)}</PhraseNotFound>`).join('')}</ErrorList>`,
      );
    parts.push('<WarningList><OutputMessage>No items found.</OutputMessage></WarningList>');
  }
  return [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<!DOCTYPE eSearchResult PUBLIC "-//NLM//DTD esearch 20060628//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20060628/esearch.dtd">',
    `<eSearchResult>${parts.join('')}</eSearchResult>`,
    '',
  ].join('\n');
};

/**
 * An esearch error in the layout E-utilities use for their own errors (status 200, the message in
 * <ERROR> inside the result element: the real epost2.xml and esummary8.xml of ../shared/data/ncbi).
 */
export const writeEsearchError = (message: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<!DOCTYPE eSearchResult PUBLIC "-//NLM//DTD esearch 20060628//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20060628/esearch.dtd">',
    '<eSearchResult>',
    `\t<ERROR>${escapeXml(message)}</ERROR>`,
    '</eSearchResult>',
    '',
  ].join('\n');
