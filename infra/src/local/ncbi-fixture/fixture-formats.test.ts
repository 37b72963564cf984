import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitAccession } from '@oligowatch/functions/lib/ncbi/ncbi-record';
import { parseGbseqXml } from '@oligowatch/functions/lib/ncbi/parse-gbseq-xml';
import { parseGenbankFlat } from '@oligowatch/functions/lib/ncbi/parse-genbank-flat';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, loadFixtureRecords } from './fixture-records';
import { writeGbseqXml } from './write-gbseq-xml';
import { writeGenbankFlat, writeGenbankRecord } from './write-genbank-flat';

const records = loadFixtureRecords();
/**
 * What the import's parsers should read back from a fixture record: its fields, the version of its
 * accession, its modification date (the LOCUS line's date, GBSeq_update-date) and, from GBSeq only,
 * its publication date (GBSeq_create-date; a flat file has no such date).
 */
const asParsed = (format: 'flat' | 'gbseq') => (r: (typeof records)[number]) => {
  const { publicationDate, modificationDate, molType, lineage, taxonAncestors, sourceFile, ...fields } = r;
  const { version, createDate, updateDate, ...record } = fields;
  const parsedVersion = splitAccession(r.accessionID).version;
  return {
    ...record,
    ...(parsedVersion === undefined ? {} : { version: parsedVersion }),
    ...(format === 'gbseq' ? { createDate: publicationDate } : {}),
    updateDate: modificationDate ?? publicationDate,
  };
};

describe('the fixture NCBI records', () => {
  it('are the real genomes of test/fixtures with their metadata', () => {
    expect(records.map((r) => r.accessionID)).toEqual([
      'MN908947',
      'MT451709',
      'MT451762',
      'MT451061',
      'MT450944',
      'MT459855',
      'MT459914',
      'MT263396',
      'MT276329',
      'MT308703',
      'JQ901447.1',
      'KP258743.1',
      'MZ515913.1',
      'OR795295.1',
      'PP529967.1',
      'OZ334675.1',
      'KC565498.1',
      'JX576738.1',
      'KF826825.1',
      'MG642043.1',
      'MN365333.1',
      'PQ117663.1',
      'PV963522.1',
      'HM138502.1',
      'KF527485.1',
      'EU851978.1',
    ]);
    const vic1038 = records.find((r) => r.accessionID === 'MT451709');
    expect(vic1038).toMatchObject({
      organism: 'Severe acute respiratory syndrome coronavirus 2',
      taxonomicID: 2697049,
      isolate: 'SARS-CoV-2/human/AUS/VIC1038/2020',
      collection_date: '2020-04-03',
      geo_loc_name: 'Australia: Victoria',
      host: 'Homo sapiens',
      sequence_length: 29809,
      completeness: 'partial', // its real title ends 'genes, complete cds'
      publicationDate: '2020-05-11',
    });
    for (const r of records) {
      expect(r.genomic_sequence).toHaveLength(r.sequence_length);
      expect(r.publicationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('round-trip through the import parsers: GenBank flat and GBSeq XML give back every field', () => {
    const flat = parseGenbankFlat(writeGenbankFlat(records));
    expect(flat.skipped).toEqual([]);
    expect(flat.records).toEqual(records.map(asParsed('flat')));
    const xml = parseGbseqXml(writeGbseqXml(records));
    expect(xml.skipped).toEqual([]);
    expect(xml.records).toEqual(records.map(asParsed('gbseq')));
  });

  it('are written in GenBank layout: the real HM138502 LOCUS line and ORIGIN section, byte for byte', () => {
    const real = readFileSync(join(FIXTURES_DIR, 'ncbi/HM138502.gbk'), 'utf8');
    const hm = records.find((r) => r.accessionID === 'HM138502.1');
    if (!hm) throw new Error('HM138502.1 missing');
    const written = writeGenbankRecord(hm);
    expect(written.split('\n')[0]).toBe(real.split('\n')[0]);
    const origin = (text: string) => text.slice(text.indexOf('ORIGIN'), text.indexOf('//'));
    expect(origin(written)).toBe(origin(real));
    expect(written).toContain('                     /db_xref="taxon:641809"\n');
    expect(written.endsWith('//\n')).toBe(true);
  });
});
