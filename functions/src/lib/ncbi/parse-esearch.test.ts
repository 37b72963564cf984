import { describe, expect, it } from 'vitest';
import { NcbiError } from './ncbi-error';
import { parseEsearchXml } from './parse-esearch';
import { parseEsummaryXml, parseTaxonomyEsummaryXml } from './parse-esummary';
import { readNcbiFile } from './testing/ncbi-files';

describe('parseEsearchXml on real esearch answers', () => {
  it('esearch2.xml: count, History-server key and the listed ids', () => {
    const r = parseEsearchXml(readNcbiFile('esearch2.xml'));
    expect(r).toMatchObject({
      count: 42249,
      retmax: 100,
      retstart: 0,
      queryKey: '1',
      webEnv: 'MCID_6927d6e7fee3e90f880ec190',
      phraseNotFound: [],
    });
    expect(r.ids).toHaveLength(100);
    expect(r.ids[0]).toBe('41297076');
    expect(r.queryTranslation).toContain('2025/09/27:2025/11/26[Date - Entry]');
  });

  it('esearch3.xml: paging without history', () => {
    const r = parseEsearchXml(readNcbiFile('esearch3.xml'));
    expect(r).toMatchObject({ count: 2651, retmax: 6, retstart: 6, webEnv: '', queryKey: '' });
    expect(r.ids).toEqual(['11121077', '11121076', '11121075', '11121074', '11121073', '11121072']);
  });

  it('esearch6.xml: the nucleotide database with a TranslationStack', () => {
    const r = parseEsearchXml(readNcbiFile('esearch6.xml'));
    expect(r.count).toBe(1018);
    expect(r.ids).toHaveLength(20);
    expect(r.queryTranslation).toBe('biomol trna[prop]');
  });

  it('esearch8.xml: zero hits with PhraseNotFound is an answer, not an error', () => {
    expect(parseEsearchXml(readNcbiFile('esearch8.xml'))).toEqual({
      count: 0,
      retmax: 0,
      retstart: 0,
      webEnv: '',
      queryKey: '',
      ids: [],
      queryTranslation: '(abcXYZ[All Fields])',
      phraseNotFound: ['abcXYZ'],
      warnings: ['No items found.'],
    });
  });

  it('an ERROR element becomes an NcbiError that is not retried', () => {
    const error = (() => {
      try {
        parseEsearchXml('<eSearchResult><ERROR>Invalid query</ERROR></eSearchResult>');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(NcbiError);
    expect((error as NcbiError).message).toBe('NCBI could not run the search: Invalid query');
    expect((error as NcbiError).retryable).toBe(false);
  });
});

describe('parseEsummaryXml on the real nuccore DocSum v1 (esummary4.xml)', () => {
  it('reads both DocSums', () => {
    expect(parseEsummaryXml(readNcbiFile('esummary4.xml'))).toEqual([
      {
        id: '28864546',
        accessionID: 'AY207443.1',
        title: "Homo sapiens alpha hemoglobin (HBZP) pseudogene 3' UTR/AluJo repeat breakpoint junction",
        taxonomicID: 9606,
        length: 491,
        createDate: '2003/03/05',
        updateDate: '2003/03/05',
      },
      {
        id: '28800981',
        accessionID: 'AY205604.1',
        title: 'Homo sapiens hemochromatosis (HFE) mRNA, partial cds',
        taxonomicID: 9606,
        length: 860,
        createDate: '2003/03/03',
        updateDate: '2016/07/25',
      },
    ]);
  });
});

describe('parseTaxonomyEsummaryXml on the real taxonomy DocSums (esummary6.xml)', () => {
  it('reads each taxon id, name and rank', () => {
    expect(parseTaxonomyEsummaryXml(readNcbiFile('esummary6.xml'))).toEqual([
      { taxonomicID: 9913, scientificName: 'Bos taurus', rank: 'species' },
      { taxonomicID: 30521, scientificName: 'Bos grunniens', rank: 'species' },
    ]);
  });

  it('leaves out a DocSum without a name, and refuses an answer that is not one', () => {
    const docSum =
      '<eSummaryResult><DocSum><Id>5</Id><Item Name="TaxId" Type="Integer">5</Item></DocSum></eSummaryResult>';
    expect(parseTaxonomyEsummaryXml(docSum)).toEqual([]);
    expect(() => parseTaxonomyEsummaryXml('<html></html>')).toThrow();
  });
});
