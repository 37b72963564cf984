import { isValidOligoSequence, normalizeOligoSequence } from '@oligowatch/shared/iupac';
import { describe, expect, it } from 'vitest';
import {
  complementMask,
  decodeMasks,
  encodeOligo,
  isAmbiguousMismatch,
  isMatch,
  listNonIupacCharacters,
  MASK_OF_BYTE,
  maskOfLetter,
  reverseComplement,
  toSampleBytes,
} from './iupac-codes';
import { toBindingForm } from './to-binding-form';

describe('IUPAC codes as base sets', () => {
  it.each([
    ['A', 'A'],
    ['C', 'C'],
    ['G', 'G'],
    ['T', 'T'],
    ['U', 'T'],
    ['R', 'AG'],
    ['Y', 'CT'],
    ['S', 'CG'],
    ['W', 'AT'],
    ['K', 'GT'],
    ['M', 'AC'],
    ['B', 'CGT'],
    ['D', 'AGT'],
    ['H', 'ACT'],
    ['V', 'ACG'],
    ['N', 'ACGT'],
  ])('%s stands for %s, in either case', (letter, bases) => {
    const expected = [...bases].reduce((mask, base) => mask | (maskOfLetter(base) ?? 0), 0);
    expect(maskOfLetter(letter)).toBe(expected);
    expect(maskOfLetter(letter.toLowerCase())).toBe(expected);
    expect(MASK_OF_BYTE[letter.charCodeAt(0)]).toBe(expected);
  });

  it('reads every other sample character as N', () => {
    for (const char of ['-', '.', '*', 'X', 'Z', '1', ' ']) expect(MASK_OF_BYTE[char.charCodeAt(0)]).toBe(15);
  });

  it.each([
    // [oligo, sample, match?, ambiguous?]
    ['A', 'A', true, false],
    ['R', 'A', true, false],
    ['R', 'G', true, false],
    ['R', 'R', true, false],
    ['N', 'R', true, false],
    ['N', 'N', true, false],
    ['A', 'R', false, true],
    ['C', 'R', false, false],
    ['Y', 'R', false, false],
    ['A', 'N', false, true],
    ['R', 'N', false, true],
    ['B', 'N', false, true],
    ['A', 'C', false, false],
    ['S', 'B', false, true],
    ['B', 'S', true, false],
  ] as const)('oligo %s, sample %s: match %s, ambiguous %s', (oligo, sample, match, ambiguous) => {
    const oligoMask = maskOfLetter(oligo) ?? 0;
    const sampleMask = maskOfLetter(sample) ?? 0;
    expect(isMatch(oligoMask, sampleMask)).toBe(match);
    expect(isAmbiguousMismatch(oligoMask, sampleMask)).toBe(ambiguous);
  });

  it.each([
    ['A', 'T'],
    ['C', 'G'],
    ['R', 'Y'],
    ['K', 'M'],
    ['B', 'V'],
    ['D', 'H'],
    ['S', 'S'],
    ['W', 'W'],
    ['N', 'N'],
  ])('complements %s and %s into each other', (a, b) => {
    expect(complementMask(maskOfLetter(a) ?? 0)).toBe(maskOfLetter(b));
    expect(complementMask(maskOfLetter(b) ?? 0)).toBe(maskOfLetter(a));
  });

  it('reverse-complements oligos, U as T', () => {
    expect(reverseComplement('ACGT')).toBe('ACGT');
    expect(reverseComplement('AACG')).toBe('CGTT');
    expect(reverseComplement('RKBDSWN')).toBe('NWSHVMY');
    expect(reverseComplement('acgu')).toBe('ACGT');
    expect(reverseComplement('CARATGTTAAASACACTATTAGCATA')).toBe('TATGCTAATAGTGTSTTTAACATYTG');
  });

  it('gives the binding form: as written on the plus strand, reverse complement on the minus', () => {
    expect(toBindingForm('GACCCCAAAATCAGCGAAAT', true)).toBe('GACCCCAAAATCAGCGAAAT');
    expect(toBindingForm('TCTGGTTACTGCCAGTTGAATCTG', false)).toBe('CAGATTCAACTGGCAGTAACCAGA');
    expect(toBindingForm('acgu', true)).toBe('ACGT');
  });

  it('refuses non-IUPAC oligo letters and names them', () => {
    expect(() => encodeOligo('ACGZ')).toThrow(/"Z"/);
    expect(listNonIupacCharacters('AC GZ1Z')).toEqual(['Z', '1']);
    expect(decodeMasks(encodeOligo('ac gt'))).toBe('ACGT');
  });

  it('keeps the two existing oligo-input helpers working', () => {
    expect(isValidOligoSequence('acgt rykm')).toBe(true);
    expect(isValidOligoSequence('ACGZ')).toBe(false);
    expect(isValidOligoSequence('  ')).toBe(false);
    expect(normalizeOligoSequence(' ac\tgt\n')).toBe('ACGT');
  });

  it('turns sample text into bytes one per character, non-ASCII as N', () => {
    expect([...toSampleBytes('ACgt')]).toEqual([65, 67, 103, 116]);
    expect([...toSampleBytes('AÉC')]).toEqual([65, 78, 67]);
    expect([...toSampleBytes('É')]).toEqual([78]);
    expect([...toSampleBytes('A\u{1F600}C')]).toEqual([65, 78, 78, 67]);
  });
});
