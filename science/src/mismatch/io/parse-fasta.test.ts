import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MismatchInputError } from './input-error';
import { createFastaParser, parseFasta } from './parse-fasta';

describe('parseFasta', () => {
  it('reads ids, headers, joined sequence lines and header line numbers', () => {
    const text = '>MN908947.3 Wuhan-Hu-1, complete genome\nACGT\nacgu\n\n>OY754687\r\nNNRY\r\n';
    expect(parseFasta(text, 'x.fasta')).toEqual([
      { id: 'MN908947.3', header: 'MN908947.3 Wuhan-Hu-1, complete genome', sequence: 'ACGTacgu', line: 1 },
      { id: 'OY754687', header: 'OY754687', sequence: 'NNRY', line: 5 },
    ]);
  });

  it('keeps characters as given and drops whitespace, comments and a BOM', () => {
    expect(parseFasta('\uFEFF; a comment\n>s1 x\nAC GT\tN*-\n').map((record) => record.sequence)).toEqual([
      'ACGTN*-',
    ]);
  });

  it.each([
    ['', 'x.fasta: the file is empty: no FASTA records'],
    ['\n\n', 'x.fasta: no FASTA records found'],
    ['ACGT\n>s\nACGT\n', "x.fasta:1: sequence data before the first '>' header: not a FASTA file"],
    ['>s1\nACGT\n>\nACGT\n', "x.fasta:3: empty FASTA header: a '>' line needs a sample name"],
    ['>s1\nACGT\n> \nACGT\n', "x.fasta:3: empty FASTA header: a '>' line needs a sample name"],
    ['>s1\nACGT\n>s2\n>s3\nAC\n', 'x.fasta:3: record "s2" has no sequence'],
    ['>s1\nACGT\n>s2\n', 'x.fasta:3: record "s2" has no sequence'],
    ['>s1\nAC\u0000GT\n', 'x.fasta:2: binary data: this is not a FASTA text file'],
    ['\u001f\u008b\u0008\u0000', 'x.fasta: the file is gzip-compressed; decompress it first'],
  ])('rejects %j: %s', (text, message) => {
    const parse = () => parseFasta(text, 'x.fasta');
    expect(parse).toThrow(MismatchInputError);
    expect(parse).toThrow(message);
  });

  it('gives the same records however the text is cut into pieces', () => {
    const text = '>a one\nACGTAC\nGT\n>b\r\nNNNN\r\n\r\n>c two three\nRYKM\nacgt';
    fc.assert(
      fc.property(fc.array(fc.nat({ max: text.length }), { maxLength: 8 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), text.length];
        const parser = createFastaParser('x.fasta');
        const records = points.slice(1).flatMap((end, i) => parser.push(text.slice(points[i], end)));
        expect([...records, ...parser.end()]).toEqual(parseFasta(text, 'x.fasta'));
      }),
    );
  });
});
