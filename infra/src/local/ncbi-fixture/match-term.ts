import type { FixtureRecord } from './fixture-records';

/**
 * The fixture's reading of an Entrez query: AND / OR / NOT, parentheses, quoted phrases and
 * [Field] tags, evaluated against the fixture records. It understands every clause
 * functions/src/targets/domain/build-search-term.ts writes, and a few more:
 *   txid<N>[Organism:exp] / [Organism:noexp] / [Organism]  taxon (exp: also its child taxa)
 *   <text>[Organism]                                      organism name contains the phrase
 *   <from>:<to>[PDAT]  (YYYY, YYYY/MM or YYYY/MM/DD)       publication date range, ends included
 *   <from>:<to>[MDAT]                                     modification date range, the same way
 *   "<phrase>"[Title]                                     definition line contains the phrase
 *   "<phrase>"[All Fields] or bare words                  any text field contains the phrase
 *   <acc>[Accession], <from>:<to>[SLEN]
 * Phrases match whole words, ignoring case; consecutive bare words form one phrase. Any other
 * field, or a query it cannot read, finds nothing (NCBI answers such queries with zero hits and
 * a PhraseNotFound).
 */
export type TermNode =
  | { kind: 'term'; text: string; field?: string }
  | { kind: 'and' | 'or'; items: TermNode[] }
  | { kind: 'not'; item: TermNode };

type Token =
  | { kind: 'open' | 'close' | 'op'; value: string }
  | { kind: 'word'; text: string; quoted: boolean; field?: string };

const tokenize = (query: string): Token[] => {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const c = query[i] ?? '';
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '(' || c === ')') {
      tokens.push({ kind: c === '(' ? 'open' : 'close', value: c });
      i++;
      continue;
    }
    let text: string;
    let quoted = false;
    if (c === '"') {
      const end = query.indexOf('"', i + 1);
      if (end < 0) throw new SyntaxError('unbalanced quote');
      text = query.slice(i + 1, end);
      quoted = true;
      i = end + 1;
    } else {
      const match = /^[^\s()[\]"]+/.exec(query.slice(i));
      text = match?.[0] ?? '';
      if (!text) throw new SyntaxError(`unexpected ${c}`);
      i += text.length;
    }
    let field: string | undefined;
    if (query[i] === '[') {
      const end = query.indexOf(']', i);
      if (end < 0) throw new SyntaxError('unbalanced [');
      field = query.slice(i + 1, end).trim();
      i = end + 1;
    }
    if (!quoted && !field && /^(AND|OR|NOT)$/.test(text)) tokens.push({ kind: 'op', value: text });
    else tokens.push({ kind: 'word', text, quoted, field });
  }
  return tokens;
};

const parseTerm = (query: string): TermNode => {
  const tokens = tokenize(query);
  let at = 0;
  const peek = () => tokens[at];

  const atom = (): TermNode => {
    const token = tokens[at++];
    if (!token) throw new SyntaxError('query ends too early');
    if (token.kind === 'open') {
      const inner = orExpr();
      if (tokens[at++]?.kind !== 'close') throw new SyntaxError('unbalanced (');
      return inner;
    }
    if (token.kind !== 'word') throw new SyntaxError(`unexpected ${token.value}`);
    // Consecutive bare words without a field are one phrase, as a user types a name.
    let text = token.text;
    let field = token.field;
    while (!token.quoted && !field) {
      const next = peek();
      if (next?.kind !== 'word' || next.quoted) break;
      text += ` ${next.text}`;
      field = next.field;
      at++;
    }
    return field ? { kind: 'term', text, field } : { kind: 'term', text };
  };

  const andExpr = (): TermNode => {
    const items = [atom()];
    let nots: TermNode[] = [];
    for (;;) {
      const next = peek();
      if (!next || next.kind === 'close' || (next.kind === 'op' && next.value === 'OR')) break;
      if (next.kind === 'op') {
        at++;
        if (next.value === 'NOT') nots = [...nots, atom()];
        else items.push(atom());
      } else items.push(atom()); // adjacency means AND
    }
    const all = [...items, ...nots.map((item): TermNode => ({ kind: 'not', item }))];
    return all.length === 1 && all[0] ? all[0] : { kind: 'and', items: all };
  };

  const orExpr = (): TermNode => {
    const items = [andExpr()];
    while (peek()?.kind === 'op' && (peek() as { value: string }).value === 'OR') {
      at++;
      items.push(andExpr());
    }
    return items.length === 1 && items[0] ? items[0] : { kind: 'or', items };
  };

  const tree = orExpr();
  if (at !== tokens.length) throw new SyntaxError('unbalanced )');
  return tree;
};

const words = (text: string) => text.toLowerCase();

/** Whole-word, case-insensitive phrase match ('USA' matches 'USA: New York', not 'Jerusalem'). */
const containsPhrase = (haystack: string | undefined, phrase: string): boolean => {
  if (!haystack || !phrase) return false;
  const escaped = phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`, 'i').test(words(haystack));
};

/**
 * 'YYYY', 'YYYY/MM' or 'YYYY/MM/DD' -> 'YYYY-MM-DD', as the start or the end of that period (an end
 * may read as '2024-02-31': it only bounds ISO dates compared as text). Undefined for anything else.
 */
export const dateBound = (text: string, end: boolean): string | undefined => {
  const m = /^(\d{4})(?:\/(\d{1,2})(?:\/(\d{1,2}))?)?$/.exec(text.trim());
  if (!m) return undefined;
  const month = m[2] ? m[2].padStart(2, '0') : end ? '12' : '01';
  const day = m[3] ? m[3].padStart(2, '0') : end ? '31' : '01';
  return `${m[1]}-${month}-${day}`;
};

const range = (text: string): [string, string] => {
  const [from, to] = text.includes(':') ? text.split(':') : [text, text];
  return [from ?? '', to ?? ''];
};

/** Whether one fielded term matches; undefined when the field is not one the fixture knows. */
const matchTerm = (node: { text: string; field?: string }, r: FixtureRecord): boolean | undefined => {
  const field = (node.field ?? 'all fields').toLowerCase();
  const text = node.text;
  const txid = /^txid(\d+)$/i.exec(text);
  switch (field) {
    case 'all fields':
    case 'all':
      return [r.accessionID, r.definition, r.organism, r.isolate, r.strain, r.host, r.geo_loc_name].some(
        (v) => containsPhrase(v, text),
      );
    case 'organism':
    case 'orgn':
    case 'organism:exp':
    case 'organism:noexp':
      if (txid) {
        const taxon = Number(txid[1]);
        return r.taxonomicID === taxon || (field !== 'organism:noexp' && r.taxonAncestors.includes(taxon));
      }
      return containsPhrase(r.organism, text);
    case 'title':
    case 'titl':
      return containsPhrase(r.definition, text);
    case 'pdat':
    case 'publication date': {
      const [from, to] = range(text);
      const start = dateBound(from, false);
      const end = dateBound(to, true);
      if (!start || !end) return undefined;
      return r.publicationDate >= start && r.publicationDate <= end;
    }
    case 'mdat':
    case 'modification date': {
      const [from, to] = range(text);
      const start = dateBound(from, false);
      const end = dateBound(to, true);
      if (!start || !end) return undefined;
      const modified = r.modificationDate ?? r.publicationDate;
      return modified >= start && modified <= end;
    }
    case 'accession':
    case 'accn':
      return (
        r.accessionID.toLowerCase() === text.toLowerCase() ||
        r.accessionID.replace(/\.\d+$/, '').toLowerCase() === text.toLowerCase()
      );
    case 'slen':
    case 'sequence length': {
      const [from, to] = range(text).map(Number);
      if (!Number.isFinite(from) || !Number.isFinite(to)) return undefined;
      return r.sequence_length >= (from ?? 0) && r.sequence_length <= (to ?? 0);
    }
    default:
      return undefined;
  }
};

const evaluate = (node: TermNode, r: FixtureRecord): boolean => {
  switch (node.kind) {
    case 'term':
      return matchTerm(node, r) ?? false;
    case 'and':
      return node.items.every((item) => evaluate(item, r));
    case 'or':
      return node.items.some((item) => evaluate(item, r));
    case 'not':
      return !evaluate(node.item, r);
  }
};

const termNodes = (node: TermNode): { text: string; field?: string }[] =>
  node.kind === 'term' ? [node] : node.kind === 'not' ? termNodes(node.item) : node.items.flatMap(termNodes);

export const formatTerm = (t: { text: string; field?: string }): string =>
  t.field
    ? /^txid\d+$/i.test(t.text) || /^[\d/:]+$/.test(t.text)
      ? `${t.text}[${t.field}]`
      : `"${t.text}"[${t.field}]`
    : `"${t.text}"[All Fields]`;

/** How the fixture read the query, in the style of NCBI's QueryTranslation. */
const translateTerm = (node: TermNode): string => {
  switch (node.kind) {
    case 'term':
      return formatTerm(node);
    case 'not':
      return `NOT ${translateTerm(node.item)}`;
    default: {
      const joined = node.items
        .map((item) => (item.kind === 'not' ? `NOT ${translateTerm(item.item)}` : translateTerm(item)))
        .join(` ${node.kind.toUpperCase()} `)
        .replace(/ AND NOT /g, ' NOT ');
      return `(${joined})`;
    }
  }
};

export interface TermSearch {
  /** Matching records in fixture order. */
  hits: FixtureRecord[];
  queryTranslation: string;
  /** Terms (as formatted) that match no record at all, or that the fixture cannot read. */
  phraseNotFound: string[];
  /** Each term with its own hit count, for the TranslationStack. */
  termCounts: { term: string; field: string; count: number }[];
  tree?: TermNode;
}

export const searchRecords = (query: string, records: readonly FixtureRecord[]): TermSearch => {
  let tree: TermNode;
  try {
    tree = parseTerm(query);
  } catch {
    return { hits: [], queryTranslation: query, phraseNotFound: [query], termCounts: [] };
  }
  const terms = termNodes(tree);
  const termCounts = terms.map((t) => ({
    term: formatTerm(t),
    field: t.field ?? 'All Fields',
    count: records.filter((r) => matchTerm(t, r) === true).length,
  }));
  const hits = records.filter((r) => evaluate(tree, r));
  const phraseNotFound =
    hits.length > 0 ? [] : terms.filter((_t, i) => (termCounts[i]?.count ?? 0) === 0).map((t) => t.text);
  return { hits, queryTranslation: translateTerm(tree), phraseNotFound, termCounts, tree };
};
