import { describe, expect, it } from 'vitest';
import { MismatchInputError } from './input-error';
import { parseOligoCsv } from './parse-oligo-csv';

describe('parseOligoCsv', () => {
  it('reads name, sequence and strand in any column order, keeping the other columns', () => {
    const text =
      'assay,strand,Name,sequence\r\n' +
      '"Institut Pasteur, Paris",+,IP2_F,ATGAGCTTAGTCCTGTTG\r\n' +
      'CDC,-,N1_R,tctggttact gccagttg\r\n' +
      '\r\n' +
      'x,TRUE,p1,ACGU\n' +
      'y,false,p2,"RYKM"\n';
    expect(parseOligoCsv(text, 'o.csv')).toEqual([
      {
        name: 'IP2_F',
        sequence: 'ATGAGCTTAGTCCTGTTG',
        strandPositive: true,
        line: 2,
        extra: { assay: 'Institut Pasteur, Paris' },
      },
      {
        name: 'N1_R',
        sequence: 'TCTGGTTACTGCCAGTTG',
        strandPositive: false,
        line: 3,
        extra: { assay: 'CDC' },
      },
      { name: 'p1', sequence: 'ACGU', strandPositive: true, line: 5, extra: { assay: 'x' } },
      { name: 'p2', sequence: 'RYKM', strandPositive: false, line: 6, extra: { assay: 'y' } },
    ]);
  });

  it('counts lines inside quoted fields', () => {
    const rows = parseOligoCsv('name,sequence,strand,note\na,ACGT,+,"two\nlines"\nb,ACGT,-,x\n', 'o.csv');
    expect(rows.map((row) => [row.name, row.line, row.extra.note])).toEqual([
      ['a', 2, 'two\nlines'],
      ['b', 4, 'x'],
    ]);
  });

  it.each([
    ['', 'o.csv: the file is empty: expected a header name,sequence,strand'],
    [
      'name,sequence\na,ACGT\n',
      'o.csv:1: missing column "strand": the header must name name, sequence, strand',
    ],
    [
      'oligo,seq,strand\n',
      'o.csv:1: missing columns "name", "sequence": the header must name name, sequence, strand',
    ],
    ['name,sequence,strand\n', 'o.csv:1: no oligos: the file has only a header'],
    [
      'name,sequence,strand\na,ACGT,+\nb,ACGZ1T,+\n',
      'o.csv:3: oligo "b": the sequence has characters that are not IUPAC codes: "Z", "1" (allowed: ACGTRYSWKMBDHVNU)',
    ],
    ['name,sequence,strand\na, ,+\n', 'o.csv:2: oligo "a": the sequence is empty'],
    [
      'name,sequence,strand\na,ACGT,plus\n',
      'o.csv:2: oligo "a": strand must be +, -, true or false, not "plus"',
    ],
    ['name,sequence,strand\na,ACGT\n', 'o.csv:2: expected 3 fields as in the header, found 2'],
    ['name,sequence,strand\n ,ACGT,+\n', 'o.csv:2: the oligo name is empty'],
    ['name,sequence,strand\nN1,ACGT,+\nn1 ,ACGT,-\n', 'o.csv:3: oligo "n1" is already named on line 2'],
    ['name,sequence,strand\na,"ACGT,+\n', 'o.csv:2: a quoted field is never closed'],
  ])('rejects %j: %s', (text, message) => {
    const parse = () => parseOligoCsv(text, 'o.csv');
    expect(parse).toThrow(MismatchInputError);
    expect(parse).toThrow(message);
  });
});
