import { describe, expect, it } from 'vitest';
import { addOligoHref, readAddOligoPrefill } from './add-oligo-prefill';

const searchOf = (href: string) => new URL(href, 'http://localhost').searchParams;

describe('the add-oligo link of a suggested redesign', () => {
  it.each([
    [{ name: 'USCDC_N1_P-redesign', sequence: 'ACYCCGCATTACGTTTGGTGGACC', dna_strand_positive: true }],
    [{ name: 'RdRp R + spaces & signs', sequence: 'CARATGTTAAASACACTATTAGCATA', dna_strand_positive: false }],
  ])('carries name, sequence and strand to the form and back: %o', (prefill) => {
    const href = addOligoHref(prefill);
    expect(href.startsWith('/oligos/add?')).toBe(true);
    expect(readAddOligoPrefill(searchOf(href))).toEqual(prefill);
  });

  it.each([
    ['', {}],
    ['?sequence=ACGT', { sequence: 'ACGT' }],
    ['?strand=sideways&name=x', { name: 'x' }],
    ['?strand=minus', { dna_strand_positive: false }],
  ])('reads only what a link carried (%s)', (search, expected) => {
    expect(readAddOligoPrefill(new URLSearchParams(search))).toEqual(expected);
  });
});
