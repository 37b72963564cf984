import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { describe, expect, it } from 'vitest';
import { toBindingForm } from '../mismatch/to-binding-form';
import { computeNearestNeighbourTm } from './compute-nearest-neighbour-tm';
import { computeOligoTm } from './compute-oligo-tm';
import { computeSiteTm } from './compute-site-tm';
import { complementBases } from './read-tm-bases';
import type { TmNote } from './tm-result';
import { toTemplateBases } from './to-template-bases';

const N1_F = 'GACCCCAAAATCAGCGAAAT';
const N1_R = 'TCTGGTTACTGCCAGTTGAATCTG';

/** The perfect template with (0-based position, template base) changes. */
const substitute = (oligo: string, changes: [number, string][]): string => {
  const bases = [...complementBases(oligo)];
  for (const [position, base] of changes) bases[position] = base;
  return bases.join('');
};

const tmOf = (result: object): number =>
  'tm' in result && typeof result.tm === 'number' ? result.tm : Number.NaN;

describe("the orientation convention: template read 3'->5' under the oligo as written", () => {
  it.each([
    ['USCDC_N1_F', N1_F, true],
    ['USCDC_N1_R', N1_R, false],
    ['Charité_E_R', 'ATATTGCAGCAGTACGCACACA', false],
    ['RP-P', 'TTCTGACCTGAAGGCTCTGCGCG', true],
    ['RSVQB2', 'TGTCAATATTATCTCCTGTACTACGTTGAA', false],
  ])(
    '%s: a perfect site, as the report shows it, has the perfect-complement Tm',
    (_name, oligo, strandPositive) => {
      // The report's aligned target line at a perfect site is the binding form itself.
      const template = toTemplateBases(toBindingForm(oligo, strandPositive), strandPositive);
      expect(template).toBe(complementBases(oligo));
      const site = computeSiteTm(oligo, template, DEFAULT_TM_CONDITIONS);
      expect(site).toEqual({ tm: tmOf(computeOligoTm(oligo, DEFAULT_TM_CONDITIONS)), expansion: oligo });
    },
  );

  it.each([
    ['plus', N1_F, true],
    ['minus', N1_R, false],
  ])(
    'a %s-strand target line passed without toTemplateBases gets a note, never a number',
    (_s, oligo, strandPositive) => {
      const targetLine = toBindingForm(oligo, strandPositive);
      expect(computeSiteTm(oligo, targetLine, DEFAULT_TM_CONDITIONS)).toMatchObject({
        note: 'adjacentMismatches',
      });
    },
  );

  it("reads a minus-strand oligo's substitution at the right written position", () => {
    // The line's last base faces the oligo's first: change it, and the oligo's 5' end mismatches.
    const line = toBindingForm(N1_R, false);
    const changed = `${line.slice(0, -1)}${line.endsWith('A') ? 'C' : 'A'}`;
    const template = toTemplateBases(changed, false);
    expect(template.slice(1)).toBe(complementBases(N1_R).slice(1));
    expect(template.charAt(0)).not.toBe(complementBases(N1_R).charAt(0));
  });
});

describe('the Tm of an oligo on a site', () => {
  const perfect = tmOf(computeOligoTm(N1_F, DEFAULT_TM_CONDITIONS));

  it.each([
    // [0-based position, template base]: T·T, C·A, A·G, G·G, C·C, then next to each end.
    [10, 'T'],
    [5, 'A'],
    [8, 'G'],
    [13, 'G'],
    [2, 'C'],
    [1, 'C'],
    [18, 'G'],
  ] as [number, string][])(
    'one internal mismatch (position %i, template %s) lowers the Tm',
    (position, base) => {
      const site = computeSiteTm(N1_F, substitute(N1_F, [[position, base]]), DEFAULT_TM_CONDITIONS);
      expect(tmOf(site)).toBeLessThan(perfect);
    },
  );

  it.each([
    [0, 'A', 'lower'],
    [19, 'C', 'lower'],
    // SantaLucia & Peyret's terminal G·T keeps most of the stacking it replaces: at 62 °C this
    // one prices slightly above the Watson-Crick pair (+0.17 °C), in Biopython as here.
    [19, 'G', 'higher'],
  ] as [number, string, string][])(
    'a terminal mismatch (position %i, template %s) is priced from the terminal-mismatch table: %s',
    (position, base, direction) => {
      const template = substitute(N1_F, [[position, base]]);
      const site = computeSiteTm(N1_F, template, DEFAULT_TM_CONDITIONS);
      const expected = tmOf(computeNearestNeighbourTm({ seq: N1_F, cSeq: template }, DEFAULT_TM_CONDITIONS));
      expect(site).toEqual({ tm: expected, expansion: N1_F });
      expect(tmOf(site) < perfect ? 'lower' : 'higher').toBe(direction);
    },
  );

  it.each([
    [
      'two mismatches side by side',
      substitute(N1_F, [
        [7, 'A'],
        [8, 'A'],
      ]),
      'adjacentMismatches',
    ],
    [
      'three in a row',
      substitute(N1_F, [
        [10, 'C'],
        [11, 'A'],
        [12, 'C'],
      ]),
      'adjacentMismatches',
    ],
    [
      "side by side at the 3' end",
      substitute(N1_F, [
        [18, 'C'],
        [19, 'C'],
      ]),
      'adjacentMismatches',
    ],
    // Biopython's tables price tandem G·T pairs; the rule gives no number for any adjacent pair.
    [
      'a tandem G·T pair',
      substitute('ACGTGGACTTAGCA', [
        [4, 'T'],
        [5, 'T'],
      ]),
      'adjacentMismatches',
    ],
    ['a site one base longer (insertion)', `${complementBases(N1_F)}A`, 'indel'],
    ['a site one base shorter (deletion)', complementBases(N1_F).slice(1), 'indel'],
    ['a gap in the site', `${complementBases(N1_F).slice(0, 9)}-${complementBases(N1_F).slice(10)}`, 'indel'],
    [
      'an N in the site',
      `${complementBases(N1_F).slice(0, 9)}N${complementBases(N1_F).slice(10)}`,
      'ambiguousBase',
    ],
    [
      'a character that is no base',
      `${complementBases(N1_F).slice(0, 9)}*${complementBases(N1_F).slice(10)}`,
      'invalidBase',
    ],
  ] as [string, string, TmNote][])('%s gets a note, not a number', (_case, site, note) => {
    const result = computeSiteTm(site.length === 14 ? 'ACGTGGACTTAGCA' : N1_F, site, DEFAULT_TM_CONDITIONS);
    expect(result).toMatchObject({ note });
    expect(result).not.toHaveProperty('tm');
  });

  it('says where adjacent mismatches are, 1-based as people read positions', () => {
    expect(
      computeSiteTm(
        N1_F,
        substitute(N1_F, [
          [7, 'A'],
          [8, 'A'],
        ]),
        DEFAULT_TM_CONDITIONS,
      ),
    ).toEqual({
      note: 'adjacentMismatches',
      detail: 'Mismatches side by side at positions 8 and 9 of the oligo as written.',
    });
  });

  it('gives mismatches one base apart a number', () => {
    expect(
      tmOf(
        computeSiteTm(
          N1_F,
          substitute(N1_F, [
            [7, 'C'],
            [9, 'G'],
          ]),
          DEFAULT_TM_CONDITIONS,
        ),
      ),
    ).toBeLessThan(perfect);
  });
});

describe('a degenerate oligo on a site: its best-matching expansion', () => {
  // HKU_ORF_F: Y at position 5, R at position 11.
  const HKU_ORF_F = 'TGGGGYTTTACRGGTAACCT';
  const plainTm = (seq: string, cSeq?: string) =>
    tmOf(computeNearestNeighbourTm({ seq, cSeq }, DEFAULT_TM_CONDITIONS));

  it.each([['TGGGGCTTTACGGGTAACCT'], ['TGGGGTTTTACAGGTAACCT'], ['TGGGGCTTTACAGGTAACCT']])(
    'a site perfect for %s is priced as that expansion on its perfect complement',
    (expansion) => {
      expect(computeSiteTm(HKU_ORF_F, complementBases(expansion), DEFAULT_TM_CONDITIONS)).toEqual({
        tm: plainTm(expansion),
        expansion,
      });
    },
  );

  it('takes the matching base where a code can pair, and the highest Tm where it cannot', () => {
    // Template T at position 5 pairs with A, which Y (C/T) cannot give: both expansions mismatch
    // there, and the one with the higher Tm is chosen. Position 11 (R) faces C, so G is taken.
    const template = substitute('TGGGGCTTTACGGGTAACCT', [[5, 'T']]);
    const withC = plainTm('TGGGGCTTTACGGGTAACCT', template);
    const withT = plainTm('TGGGGTTTTACGGGTAACCT', template);
    expect(withC).not.toBe(withT);
    const best = computeSiteTm(HKU_ORF_F, template, DEFAULT_TM_CONDITIONS);
    expect(best).toEqual(
      withC > withT
        ? { tm: withC, expansion: 'TGGGGCTTTACGGGTAACCT' }
        : { tm: withT, expansion: 'TGGGGTTTTACGGGTAACCT' },
    );
  });
});
