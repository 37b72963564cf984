import { describe, expect, it } from 'vitest';
import { isCompleteGbseqBody, parseGbseqXml } from './parse-gbseq-xml';
import { readNcbiFile } from './testing/ncbi-files';

const nucleotide1 = readNcbiFile('nucleotide1.xml');

describe('parseGbseqXml on the real efetch GBSeq XML (nucleotide1.xml)', () => {
  it('reads X60065.1: definition, organism, taxon, qualifiers and the whole sequence', () => {
    const { records, skipped } = parseGbseqXml(nucleotide1);
    expect(skipped).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      accessionID: 'X60065.1',
      definition: 'B.bovis beta-2-gpI mRNA for beta-2-glycoprotein I',
      organism: 'Bos taurus',
      taxonomicID: 9913,
      sequence_length: 1136,
      completeness: 'partial',
    });
    expect(records[0]?.genomic_sequence).toHaveLength(1136);
    expect(records[0]?.genomic_sequence.startsWith('CCAGCGCTCGTCTTGCTGTTGG')).toBe(true);
  });

  it('keeps the version and both dates: GBSeq_create-date (published) and GBSeq_update-date (modified)', () => {
    expect(parseGbseqXml(nucleotide1).records[0]).toMatchObject({
      accessionID: 'X60065.1',
      version: 1,
      createDate: '1992-05-05',
      updateDate: '2016-07-26',
    });
  });

  it('skips the record of a body cut mid-record and never returns it half', () => {
    const cut = nucleotide1.slice(0, nucleotide1.indexOf('<GBSeq_sequence>') + 40);
    expect(isCompleteGbseqBody(cut)).toBe(false);
    expect(isCompleteGbseqBody(nucleotide1)).toBe(true);
    expect(parseGbseqXml(cut)).toEqual({
      records: [],
      skipped: [{ accessionID: 'X60065.1', reason: 'record is cut short: <GBSeq> is not closed' }],
    });
  });

  it('skips a malformed record (length disagrees, no sequence, broken XML) and keeps the good one', () => {
    const seq = nucleotide1.slice(nucleotide1.indexOf('<GBSeq>'), nucleotide1.indexOf('</GBSeq>') + 8);
    const wrongLength = seq.replace('<GBSeq_length>1136<', '<GBSeq_length>1200<');
    const noSequence = seq.replace(/<GBSeq_sequence>[a-z]+<\/GBSeq_sequence>/, '');
    const brokenXml = seq.replace(
      '<GBSeq_organism>Bos taurus</GBSeq_organism>',
      '<GBSeq_organism>Bos taurus',
    );
    const doc = `<GBSet>${wrongLength}${noSequence}${brokenXml}${seq}</GBSet>`;
    const { records, skipped } = parseGbseqXml(doc);
    expect(records.map((r) => r.accessionID)).toEqual(['X60065.1']);
    expect(skipped).toEqual([
      { accessionID: 'X60065.1', reason: 'sequence has 1136 bases, GBSeq_length says 1200' },
      { accessionID: 'X60065.1', reason: 'record has no GBSeq_sequence (no sequence)' },
      { accessionID: 'X60065.1', reason: 'record is not well-formed XML' },
    ]);
  });

  // The validator skips a sequence of letters alone (withoutPlainSequence): anything else in it
  // must still be judged as XML.
  it.each([
    ['an unclosed tag', 'cc<x'],
    ['a stray closing tag', 'cc</GBSeq_definition>gg'],
  ])('still finds broken XML inside the sequence: %s', (_what, text) => {
    const seq = nucleotide1.slice(nucleotide1.indexOf('<GBSeq>'), nucleotide1.indexOf('</GBSeq>') + 8);
    const broken = seq.replace(/<GBSeq_sequence>[a-z]+</, `<GBSeq_sequence>${text}<`);
    expect(broken).not.toBe(seq);
    expect(parseGbseqXml(`<GBSet>${broken}${seq}</GBSet>`)).toMatchObject({
      records: [{ accessionID: 'X60065.1' }],
      skipped: [{ accessionID: 'X60065.1', reason: 'record is not well-formed XML' }],
    });
  });

  // Markup where text belongs used to throw (or pass an object on as text), failing the whole batch.
  // The skip names the record by its accession, or by its locus when the accession is what is broken.
  const ACCESSION = 'X60065.1';
  const LOCUS = 'X60065';
  it.each([
    [
      'GBSeq_sequence',
      '<GBSeq_sequence>cc',
      'sequence contains characters that are not IUPAC nucleotide codes',
      ACCESSION,
    ],
    ['GBSeq_definition', '<GBSeq_definition>B.', 'record has markup inside GBSeq_definition', ACCESSION],
    [
      'GBSeq_accession-version',
      '<GBSeq_accession-version>',
      'record has markup inside GBSeq_accession-version',
      LOCUS,
    ],
    ['GBSeq_organism', '<GBSeq_organism>Bos', 'record has markup inside GBSeq_organism', ACCESSION],
    ['GBSeq_create-date', '<GBSeq_create-date>', 'record has markup inside GBSeq_create-date', ACCESSION],
    ['a source qualifier', '<GBQualifier_value>', 'record has markup inside GBQualifier', ACCESSION],
  ])('skips a record with markup inside %s and keeps the others', (_field, opening, reason, accessionID) => {
    const seq = nucleotide1.slice(nucleotide1.indexOf('<GBSeq>'), nucleotide1.indexOf('</GBSeq>') + 8);
    expect(seq).toContain(opening);
    const markup = seq.replace(opening, `${opening}<b>a</b>`);
    const { records, skipped } = parseGbseqXml(`<GBSet>${markup}${seq}</GBSet>`);
    expect(records.map((r) => r.accessionID)).toEqual([ACCESSION]);
    expect(records[0]?.genomic_sequence).toHaveLength(1136);
    expect(skipped).toEqual([{ accessionID, reason }]);
  });

  it('reads an empty GBSet as no records', () => {
    expect(parseGbseqXml('<GBSet></GBSet>')).toEqual({ records: [], skipped: [] });
  });
});
