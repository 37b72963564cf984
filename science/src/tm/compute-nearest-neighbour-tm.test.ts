import { BIOPYTHON_TM_CONDITIONS, DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { describe, expect, it } from 'vitest';
import { computeNearestNeighbourTm, type NearestNeighbourDuplex } from './compute-nearest-neighbour-tm';
import type { TmNote } from './tm-result';

/** What the goldens cannot show: input Biopython would read differently, and refusals of ours. */
const N1_F = 'GACCCCAAAATCAGCGAAAT';
const n1Tm = computeNearestNeighbourTm({ seq: N1_F }, DEFAULT_TM_CONDITIONS);

describe('the general nearest-neighbour Tm', () => {
  it.each([
    ['lower case', { seq: N1_F.toLowerCase() }],
    ['whitespace', { seq: 'GACCC CAAAA\tTCAGC\nGAAAT' }],
    ['RNA letters', { seq: 'GACCCCAAAAUCAGCGAAAU' }],
    ['the complement given explicitly, in lower case', { seq: N1_F, cSeq: 'ctggggttttagtcgcttta' }],
  ] as [string, NearestNeighbourDuplex][])('reads %s as Biopython does', (_case, duplex) => {
    expect(computeNearestNeighbourTm(duplex, DEFAULT_TM_CONDITIONS)).toEqual(n1Tm);
  });

  it.each([
    // Biopython drops these characters silently and pairs the rest out of register; we refuse.
    ['an ambiguity code in the oligo', { seq: 'GACCCCAAAANCAGCGAAAT' }, 'ambiguousBase'],
    ['an ambiguity code in the template', { seq: N1_F, cSeq: 'CTGGGGTTTTRGTCGCTTTA' }, 'ambiguousBase'],
    ['a gap', { seq: 'GACCCCAAAA-CAGCGAAAT' }, 'indel'],
    ['a character that is no base', { seq: 'GACCCCAAAA1CAGCGAAAT' }, 'invalidBase'],
    // Biopython fails on these (an IndexError, a logarithm of zero); we refuse.
    ['one base', { seq: 'G' }, 'tooShort'],
    ['no base', { seq: '  ' }, 'tooShort'],
    ['an empty template', { seq: N1_F, cSeq: '' }, 'tooShort'],
    ['a fractional shift', { seq: N1_F, shift: 0.5 }, 'invalidConditions'],
    [
      'strands that cannot overlap',
      { seq: 'ACGTAC', cSeq: 'TGCATG', shift: 1_000_000_000 },
      'missingParameters',
    ],
  ] as [string, NearestNeighbourDuplex, TmNote][])('refuses %s (%s)', (_case, duplex, note) => {
    expect(computeNearestNeighbourTm(duplex, DEFAULT_TM_CONDITIONS)).toMatchObject({ note });
  });

  it("names the neighbours no table has, in Biopython's notation", () => {
    expect(
      computeNearestNeighbourTm(
        { seq: 'CGTTCCAAAGATGTGGGCATGAGCTTAC', cSeq: 'TtCAAGGcTTCTACACCCGTACTCGAATGC', shift: 1 },
        BIOPYTHON_TM_CONDITIONS,
      ),
    ).toEqual({
      note: 'missingParameters',
      detail: "No thermodynamic data for neighbours '.C/TT'.",
      neighbors: '.C/TT',
    });
    expect(
      computeNearestNeighbourTm({ seq: N1_F, cSeq: 'CTGGGGTAATAGTCGCTTTA' }, DEFAULT_TM_CONDITIONS),
    ).toEqual({
      note: 'adjacentMismatches',
      detail: "No thermodynamic data for neighbours 'AA/AA' (two mismatches side by side).",
      neighbors: 'AA/AA',
    });
  });

  it('prices tandem G·T mismatches, which the internal-mismatch table has (as Biopython does)', () => {
    const result = computeNearestNeighbourTm(
      { seq: 'ACGTGGACTT', cSeq: 'TGCATTTGAA' },
      DEFAULT_TM_CONDITIONS,
    );
    expect(result).toEqual({ tm: expect.any(Number) });
  });
});
