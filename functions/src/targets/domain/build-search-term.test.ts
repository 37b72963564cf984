import { describe, expect, it } from 'vitest';
import { buildSearchTerm, type SearchTermInput } from './build-search-term';

const none = { collectedAfter: 'All', completeOnly: false, usaOnly: false } as const;

describe('buildSearchTerm', () => {
  it.each<[string, SearchTermInput, string]>([
    ['taxonomy alone', { ...none, taxonomicID: 2697049 }, 'txid2697049[Organism:exp]'],
    ['search term alone', { ...none, searchTerm: '  Influenza A virus H3N2 ' }, '(Influenza A virus H3N2)'],
    [
      'uploaded-after year: publication date from 1 January of that year on',
      { ...none, taxonomicID: 208893, collectedAfter: 2022 },
      'txid208893[Organism:exp] AND 2022/01/01:3000/12/31[PDAT]',
    ],
    [
      'complete sequences',
      { ...none, taxonomicID: 11320, completeOnly: true },
      'txid11320[Organism:exp] AND ("complete genome"[Title] OR "complete sequence"[Title])',
    ],
    [
      'USA origin',
      { ...none, taxonomicID: 208895, usaOnly: true },
      'txid208895[Organism:exp] AND "USA"[All Fields]',
    ],
    [
      'everything at once',
      { taxonomicID: 2697049, collectedAfter: 2024, completeOnly: true, usaOnly: true },
      'txid2697049[Organism:exp] AND 2024/01/01:3000/12/31[PDAT] AND ("complete genome"[Title] OR "complete sequence"[Title]) AND "USA"[All Fields]',
    ],
    [
      'a search term keeps its own OR inside parentheses',
      { ...none, searchTerm: 'RSV OR respiratory syncytial', usaOnly: true },
      '(RSV OR respiratory syncytial) AND "USA"[All Fields]',
    ],
    [
      'taxonomy and term together',
      { ...none, taxonomicID: 2697049, searchTerm: 'Omicron' },
      'txid2697049[Organism:exp] AND (Omicron)',
    ],
  ])('%s', (_name, input, term) => {
    expect(buildSearchTerm(input)).toBe(term);
  });

  it.each<[string, SearchTermInput]>([
    ['neither taxonomy nor term', { ...none }],
    ['a blank term', { ...none, searchTerm: '   ' }],
    ['a taxonomic ID that is not a positive integer', { ...none, taxonomicID: 2.5 }],
    ['a year that is not a year', { ...none, taxonomicID: 1, collectedAfter: 24 }],
  ])('refuses %s', (_name, input) => {
    expect(() => buildSearchTerm(input)).toThrow(RangeError);
  });
});
