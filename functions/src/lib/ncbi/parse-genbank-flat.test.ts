import { describe, expect, it } from 'vitest';
import { isCompleteGenbankBody, parseGenbankFlat } from './parse-genbank-flat';
import { readNcbiFile } from './testing/ncbi-files';

describe('parseGenbankFlat on real NCBI GenBank files', () => {
  it('reads HM138502 (influenza NA segment): header, source qualifiers and the whole sequence', () => {
    const { records, skipped } = parseGenbankFlat(readNcbiFile('HM138502.gbk'));
    expect(skipped).toEqual([]);
    expect(records).toHaveLength(1);
    const r = records[0];
    expect(r).toMatchObject({
      accessionID: 'HM138502.1',
      definition:
        'Influenza A virus (A/California/07/2009(H1N1)) segment 6 neuraminidase (NA) gene, complete cds',
      organism: 'Influenza A virus (A/California/07/2009(H1N1))',
      taxonomicID: 641809,
      strain: 'A/California/07/2009',
      host: 'Homo sapiens',
      geo_loc_name: 'USA',
      collection_date: '09-Apr-2009',
      sequence_length: 1410,
      completeness: 'partial',
    });
    expect(r?.isolate).toBeUndefined();
    expect(r?.genomic_sequence).toHaveLength(1410);
    expect(r?.genomic_sequence.startsWith('ATGAATCCAAACCAAAAGATAATAACCATT')).toBe(true);
    expect(r?.genomic_sequence).toMatch(/^[ACGT]+$/);
  });

  it.each([
    ['HM138502.gbk', 'HM138502.1', 1, '2010-04-22'],
    ['KF527485.gbk', 'KF527485.1', 1, '2013-10-02'],
    ['EU851978.gbk', 'EU851978.1', 1, '2008-10-24'],
    // Nextstrain's copy of MN908947 names no version: none is made up.
    ['MN908947.reference_seq.gb', 'MN908947', undefined, '2020-01-17'],
  ])(
    'keeps the version of %s and the LOCUS date as its last modification',
    (file, accessionID, version, updateDate) => {
      const [record] = parseGenbankFlat(readNcbiFile(file)).records;
      expect(record?.accessionID).toBe(accessionID);
      expect(record?.version).toBe(version);
      expect(record?.updateDate).toBe(updateDate);
      // A flat file does not say when the record was first published.
      expect(record?.createDate).toBeUndefined();
    },
  );

  it('reads KF527485 and EU851978 with their own strains, taxa and dates', () => {
    const kf = parseGenbankFlat(readNcbiFile('KF527485.gbk')).records[0];
    expect(kf).toMatchObject({
      accessionID: 'KF527485.1',
      taxonomicID: 641809,
      sequence_length: 1444,
      geo_loc_name: 'USA',
    });
    const eu = parseGenbankFlat(readNcbiFile('EU851978.gbk')).records[0];
    expect(eu).toMatchObject({
      accessionID: 'EU851978.1',
      organism: 'Influenza A virus (A/Wisconsin/36/2007(H1N1))',
      taxonomicID: 535875,
      strain: 'A/Wisconsin/36/2007',
      collection_date: '30-Dec-2007',
      sequence_length: 1698,
    });
    expect(eu?.genomic_sequence).toHaveLength(1698);
  });

  it('reads every record of a multi-record release file and ignores its header', () => {
    const { records, skipped } = parseGenbankFlat(readNcbiFile('gbvrl1_start.seq'));
    expect(skipped).toEqual([]);
    expect(records.map((r) => [r.accessionID, r.sequence_length])).toEqual([
      ['AB000048.1', 2007],
      ['AB000049.1', 2007],
      ['AB000050.1', 1755],
    ]);
    expect(records[0]?.definition).toBe(
      'Feline panleukopenia virus DNA for nonstructural protein 1, complete cds',
    );
    expect(records.every((r) => r.genomic_sequence.length === r.sequence_length)).toBe(true);
  });

  it('reads the MN908947 copy: a VERSION without version, the old /country qualifier, the SARS-CoV-2 taxon', () => {
    const { records } = parseGenbankFlat(readNcbiFile('MN908947.reference_seq.gb'));
    expect(records[0]).toMatchObject({
      accessionID: 'MN908947',
      definition: 'MN908947',
      organism: 'Wuhan seafood market pneumonia virus',
      taxonomicID: 2697049,
      isolate: 'Wuhan-Hu-1',
      host: 'Homo sapiens',
      geo_loc_name: 'China',
      collection_date: 'Dec-2019',
      sequence_length: 29903,
    });
    expect(records[0]?.genomic_sequence.slice(0, 10)).toBe('ATTAAAGGTT');
    expect(records[0]?.genomic_sequence.endsWith('AAA')).toBe(true);
  });

  it('skips the malformed no_origin_no_end.gb with a reason and returns no record', () => {
    const result = parseGenbankFlat(readNcbiFile('no_origin_no_end.gb'));
    expect(result.records).toEqual([]);
    expect(result.skipped).toEqual([
      { accessionID: 'AB070938.1', reason: "record is cut short: it does not end with '//'" },
    ]);
  });

  it('skips the malformed bad_origin_wrap.gb (no ORIGIN, only a CONTIG) with a reason', () => {
    const result = parseGenbankFlat(readNcbiFile('bad_origin_wrap.gb'));
    expect(result.records).toEqual([]);
    expect(result.skipped).toEqual([
      { accessionID: 'XX_123456.1', reason: 'record has no ORIGIN section (no sequence)' },
    ]);
  });

  it('keeps the good records of a file and skips the broken one between them', () => {
    const good = readNcbiFile('HM138502.gbk');
    const text = `${good}\n${readNcbiFile('bad_origin_wrap.gb')}\n${readNcbiFile('EU851978.gbk')}`;
    const { records, skipped } = parseGenbankFlat(text);
    expect(records.map((r) => r.accessionID)).toEqual(['HM138502.1', 'EU851978.1']);
    expect(skipped.map((s) => s.accessionID)).toEqual(['XX_123456.1']);
  });

  it('skips a record whose sequence is shorter than its LOCUS length, and one cut mid-sequence', () => {
    const good = readNcbiFile('HM138502.gbk');
    const missingLine = good.replace(/^ {7}61 .*\n/m, '');
    expect(parseGenbankFlat(missingLine).skipped).toEqual([
      { accessionID: 'HM138502.1', reason: 'sequence has 1350 bases, LOCUS says 1410' },
    ]);
    const cut = good.slice(0, good.indexOf('      301 '));
    expect(parseGenbankFlat(cut)).toEqual({
      records: [],
      skipped: [{ accessionID: 'HM138502.1', reason: "record is cut short: it does not end with '//'" }],
    });
    expect(isCompleteGenbankBody(cut)).toBe(false);
    expect(isCompleteGenbankBody(good)).toBe(true);
    expect(isCompleteGenbankBody('')).toBe(true);
  });

  it.each([
    [
      'upper-case bases and CRLF line ends',
      (origin: string) => origin.toUpperCase().replace(/\n/g, '\r\n'),
      'ok',
    ],
    [
      'tabs and no-break spaces between the groups',
      (origin: string) => origin.replace(/ /g, '\t').replace('\t', '\u00a0'),
      'ok',
    ],
    [
      'a character that is no base',
      (origin: string) => origin.replace('atgaatccaa', 'atgaat*caa'),
      'refused',
    ],
    [
      'a letter that is no IUPAC code',
      (origin: string) => origin.replace('atgaatccaa', 'atgaatxcaa'),
      'refused',
    ],
  ])('reads the ORIGIN section with %s', (_, change, outcome) => {
    const good = readNcbiFile('HM138502.gbk');
    const at = good.indexOf('\nORIGIN') + '\nORIGIN'.length;
    const end = good.indexOf('\n//', at);
    const { records, skipped } = parseGenbankFlat(
      good.slice(0, at) + change(good.slice(at, end)) + good.slice(end),
    );
    const expected = parseGenbankFlat(good).records[0]?.genomic_sequence;
    if (outcome === 'ok') expect(records[0]?.genomic_sequence).toBe(expected);
    else
      expect(skipped).toEqual([
        {
          accessionID: 'HM138502.1',
          reason: 'sequence contains characters that are not IUPAC nucleotide codes',
        },
      ]);
  });

  it('calls a record complete only when its definition says complete genome or complete sequence', () => {
    const good = readNcbiFile('HM138502.gbk');
    const genome = good.replace(
      'segment 6\n            neuraminidase (NA) gene, complete cds.',
      'segment 6, complete sequence.',
    );
    expect(parseGenbankFlat(genome).records[0]?.completeness).toBe('complete');
  });
});
