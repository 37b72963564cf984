import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/testing/parse-csv';
import { escapeFormulaText, isFormulaLike } from './cell-text';
import { csvField, csvLine } from './csv';

describe('escapeFormulaText', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['USA: Texas', 'USA: Texas'],
    ['a=b', 'a=b'],
    ['', ''],
    ["'quoted", "'quoted"],
  ])('%j -> %j', (input, expected) => {
    expect(escapeFormulaText(input)).toBe(expected);
    expect(isFormulaLike(input)).toBe(input !== expected);
  });
});

describe('csvField (RFC 4180)', () => {
  it.each<[string | number | null, string]>([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rhere', '"cr\rhere"'],
    ['Côte d’Ivoire', 'Côte d’Ivoire'],
    [12, '12'],
    [-3, '-3'],
    [12.5, '12.5'],
    [null, ''],
    [Number.NaN, ''],
    // Escaped first, then quoted: the quote stays inside the field.
    ['=1,2', `"'=1,2"`],
    ['-"x"', `"'-""x"""`],
  ])('%j -> %j', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('ends a line with CRLF and reads back field by field', () => {
    const values = ['a,b', 'say "hi"', 'two\r\nlines', 7, null, '=cmd'];
    const line = csvLine(values);
    expect(line.endsWith('\r\n')).toBe(true);
    expect(parseCsv(line)).toEqual([['a,b', 'say "hi"', 'two\r\nlines', '7', '', "'=cmd"]]);
  });
});
