import { targetsImportMessages } from '@oligowatch/shared/messages/targets';
import { describe, expect, it } from 'vitest';
import type { NcbiSequenceRecord } from '../../lib/ncbi/ncbi-record';
import { toSample } from './to-sample';

// The fields of MT451709 (Australia/VIC1038/2020) as the parsers return them, with a short sequence.
const record: NcbiSequenceRecord = {
  accessionID: 'MT451709.1',
  definition:
    'Severe acute respiratory syndrome coronavirus 2 isolate SARS-CoV-2/human/AUS/VIC1038/2020, complete genome',
  organism: 'Severe acute respiratory syndrome coronavirus 2',
  taxonomicID: 2697049,
  collection_date: '2020-04-03',
  host: 'Homo sapiens',
  isolate: 'SARS-CoV-2/human/AUS/VIC1038/2020',
  geo_loc_name: 'Australia: Victoria',
  sequence_length: 12,
  genomic_sequence: 'ACGTNNRYACGT',
  completeness: 'complete',
};
const placement = { source: 'NCBI' as const };
const rsvB = { ...record, accessionID: 'MG642043.1', taxonomicID: 208895 };

describe('toSample', () => {
  it('keeps the record fields of SPEC.md section 3 and adds its own taxon, completeness and source', () => {
    expect(toSample(record, placement)).toEqual({
      ok: true,
      dateLeftEmpty: false,
      sample: {
        accessionID: 'MT451709.1',
        collection_date: '2020-04-03',
        collection_date_enriched_iso: '2020-04-03',
        host: 'Homo sapiens',
        isolate: 'SARS-CoV-2/human/AUS/VIC1038/2020',
        geo_loc_name: 'Australia: Victoria',
        sequence_length: 12,
        genomic_sequence: 'ACGTNNRYACGT',
        taxonomicID: 2697049,
        complete: true,
        source: 'NCBI',
      },
    });
  });

  it('keeps the publication date NCBI gives (GBSeq_create-date), for windows of samples published since a date (issue 33)', () => {
    const check = toSample({ ...record, createDate: '2020-05-11' }, placement);
    expect(check.ok && check.sample.publication_date).toBe('2020-05-11');
    const without = toSample(record, placement);
    expect(without.ok && 'publication_date' in without.sample).toBe(false);
  });

  it('keeps a record without host, place or date: missing metadata is not malformed', () => {
    const bare = { ...record, host: undefined, geo_loc_name: undefined, collection_date: undefined };
    expect(toSample(bare, placement)).toMatchObject({
      ok: true,
      sample: { host: '', geo_loc_name: '', collection_date: '' },
    });
  });

  it("files a record under the taxon it declares, or the import's taxonomy when given", () => {
    expect(toSample(rsvB, placement)).toMatchObject({ ok: true, sample: { taxonomicID: 208895 } });
    expect(toSample(rsvB, { taxonomicID: 11250, source: 'NCBI' })).toMatchObject({
      ok: true,
      sample: { taxonomicID: 11250 },
    });
  });

  it.each([
    ['2024-02-30', '', undefined, true],
    ['hello', '', undefined, true],
    ['2019/2020', '', undefined, true],
    ['Dec-2019', 'Dec-2019', '2019-12', false],
    ['', '', undefined, false],
  ])('date %j is kept as %j (ISO %j), left empty: %s', (written, kept, iso, dateLeftEmpty) => {
    const checked = toSample({ ...record, collection_date: written }, placement);
    expect(checked).toMatchObject({ ok: true, dateLeftEmpty, sample: { collection_date: kept } });
    expect(checked.ok && checked.sample.collection_date_enriched_iso).toBe(checked.ok && iso);
  });

  it.each([
    [
      'no taxon (by search term)',
      { taxonomicID: undefined },
      `MT451709.1: ${targetsImportMessages.noTaxonOnRecord}`,
    ],
    ['no accession', { accessionID: ' ' }, 'no accession'],
    [
      'no sequence',
      { genomic_sequence: '', sequence_length: 0 },
      'MT451709.1: sequence empty or not IUPAC codes',
    ],
    [
      'letters outside IUPAC',
      { genomic_sequence: 'ACGTXXACGTAC' },
      'MT451709.1: sequence empty or not IUPAC codes',
    ],
    [
      'a stated length that differs',
      { sequence_length: 13 },
      'MT451709.1: sequence has 12 bases, record says 13',
    ],
  ])('refuses a record with %s, saying why', (_, change, reason) => {
    expect(toSample({ ...record, ...change }, placement)).toEqual({ ok: false, reason });
  });
});
