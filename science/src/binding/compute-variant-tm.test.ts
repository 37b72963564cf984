import { reportsTmMessages } from '@oligowatch/shared/messages/reports';
import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { describe, expect, it } from 'vitest';
import { countFixtureVariants, fixtureOligo } from '../insights/testing/count-fixture-variants';
import { reverseComplement } from '../mismatch/iupac-codes';
import { readNextclade2024Genomes, readSarsCov2Genomes } from '../mismatch/testing/fixtures';
import { tmNoteMessages } from '../tm/tm-result';
import { computeOligoTmRange } from './compute-oligo-tm-range';
import { computeVariantTm, type VariantTm } from './compute-variant-tm';

const C = DEFAULT_TM_CONDITIONS;
const N1_F = 'GACCCCAAAATCAGCGAAAT';
const N1_P = 'ACCCCGCATTACGTTTGGTGGACC';
const N1_R = 'TCTGGTTACTGCCAGTTGAATCTG';
const CHINA_N_F = 'GGGGAACTTCTCCTGCTAGAAT';
const RDRP_R = 'CARATGTTAAASACACTATTAGCATA';

const noTm = (note: string): VariantTm => ({ tm: null, delta_tm: null, tm_note: note });

/**
 * The report's binding site of a sample whose bases, read as the oligo is written, are `written`:
 * a plus-strand oligo's target line reads the same; a minus-strand oligo's is its reverse complement.
 */
const lineOf = (written: string, strandPositive: boolean): string =>
  strandPositive ? written : reverseComplement(written);

describe('the Tm of a variant, from its binding site as the insights keep it', () => {
  it.each([
    // [case, oligo, plus strand, the site read as the oligo is written, expected]
    ['a perfect site', N1_F, true, N1_F, { tm: 62, delta_tm: 0 }],
    [
      "a primer's 5'-terminal mismatch barely moves it",
      N1_F,
      true,
      'AACCCCAAAATCAGCGAAAT',
      { tm: 61.3, delta_tm: -0.7 },
    ],
    // Tm measures hybridisation, not extension: why the primer rules stay positional.
    [
      "nor does a primer's 3'-terminal mismatch, the one that stops extension",
      N1_F,
      true,
      'GACCCCAAAATCAGCGAAAC',
      { tm: 62.2, delta_tm: 0.2 },
    ],
    [
      "a 5'-end double mismatch (1 and 3) with a G·T pair: -2.6 °C",
      N1_R,
      false,
      'GCCGGTTACTGCCAGTTGAATCTG',
      { tm: 62.9, delta_tm: -2.6 },
    ],
    [
      "a 5'-end double mismatch (1 and 3) breaking two stacks: -10.2 °C",
      N1_F,
      true,
      'TAGCCCAAAATCAGCGAAAT',
      { tm: 51.8, delta_tm: -10.2 },
    ],
    [
      'one internal mismatch in a probe',
      N1_P,
      true,
      'ACTCCGCATTACGTTTGGTGGACC',
      { tm: 66.9, delta_tm: -5.7 },
    ],
    [
      'mismatches side by side',
      CHINA_N_F,
      true,
      'AACGAACTTCTCCTGCTAGAAT',
      noTm(tmNoteMessages.adjacentMismatches),
    ],
    [
      "side by side at a primer's 5' end",
      N1_F,
      true,
      'TTCCCCAAAATCAGCGAAAT',
      noTm(tmNoteMessages.adjacentMismatches),
    ],
    ['a deletion', N1_F, true, 'GACCCCAAAA-CAGCGAAAT', noTm(tmNoteMessages.indel)],
    ['an insertion (a longer line)', N1_F, true, 'GACCCCAAAATTCAGCGAAAT', noTm(tmNoteMessages.indel)],
    [
      'an undetermined base left in the site',
      N1_F,
      true,
      'GACCCCAAAANCAGCGAAAT',
      noTm(reportsTmMessages.undeterminedSite),
    ],
    [
      'an ambiguity code in the site',
      N1_R,
      false,
      'TCTGGTTACTGCCRGTTGAATCTG',
      noTm(reportsTmMessages.undeterminedSite),
    ],
    // Degenerate: priced with the expansion that binds best, against that expansion's own Tm.
    [
      'a degenerate oligo on a site of one expansion',
      RDRP_R,
      false,
      'CAAATGTTAAAGACACTATTAGCATA',
      { tm: 57.8, delta_tm: 0 },
    ],
    [
      'a degenerate oligo on a site of another',
      RDRP_R,
      false,
      'CAGATGTTAAACACACTATTAGCATA',
      { tm: 59.4, delta_tm: 0 },
    ],
    [
      'a degenerate oligo on a site neither of its codes pairs with',
      RDRP_R,
      false,
      'CAAATGTTAAAAACACTATTAGCATA',
      { tm: 53.4, delta_tm: -4.4 },
    ],
  ] as const)('%s', (_case, oligo, strandPositive, written, expected) => {
    const site = lineOf(written, strandPositive);
    expect(computeVariantTm({ written: oligo, strandPositive }, site, C)).toEqual(expected);
  });

  it('gives the reason, not a number, for conditions out of bounds', () => {
    const result = computeVariantTm({ written: N1_F, strandPositive: true }, N1_F, { ...C, mg_mm: 3000 });
    expect(result).toEqual(noTm(tmNoteMessages.invalidConditions));
  });

  it('changes with the conditions: less Mg2+, lower Tm, about the same cost', () => {
    const site = 'ACTCCGCATTACGTTTGGTGGACC';
    const low = computeVariantTm({ written: N1_P, strandPositive: true }, site, { ...C, mg_mm: 1.5 });
    expect(low).toEqual({ tm: 65.1, delta_tm: -5.6 });
  });
});

describe("an oligo's own Tm for the report", () => {
  it.each([
    ['USCDC_N1_F', N1_F, { tm: { min: 62, max: 62 } }],
    ['USCDC_N1_P', N1_P, { tm: { min: 72.6, max: 72.6 } }],
    ['USCDC_N1_R', N1_R, { tm: { min: 65.5, max: 65.5 } }],
    ['Charité_RdRp_R (4 expansions)', RDRP_R, { tm: { min: 57.8, max: 59.4 } }],
    ['triplex_INFA_F1_M (2 expansions)', 'CAAGACCAATCYTGTCACCTCTGAC', { tm: { min: 66.1, max: 67.8 } }],
    ['one base', 'A', { tm: null, tm_note: tmNoteMessages.tooShort }],
    ['twelve Ns', 'NNNNNNNNNNNN', { tm: null, tm_note: tmNoteMessages.tooManyExpansions }],
  ])('%s', (_name, oligo, expected) => {
    expect(computeOligoTmRange(oligo, C)).toEqual(expected);
  });
});

/**
 * Real genomes through the engine and the insight counts, exactly what the report job holds when a
 * report completes: each variant's Tm from its stored binding site.
 */
describe('variants of real SARS-CoV-2 genomes (test/fixtures)', () => {
  const tmOfVariants = (genomes: { id: string; sequence: string }[], names: string[]) => {
    const { oligos, counts } = countFixtureVariants(names.map(fixtureOligo), genomes);
    return new Map(
      oligos.map((oligo, o) => [
        oligo.name,
        Object.fromEntries(
          Object.entries(counts.oligos[o]?.variants ?? {}).map(([key, v]) => [
            key,
            { samples: v.samples, ...computeVariantTm(oligo, v.binding_site, C) },
          ]),
        ),
      ]),
    );
  };

  it('the 14 genomes of the small sets: N1 probe on Omicron C28311T is 5.7 °C down', () => {
    const byOligo = tmOfVariants(readSarsCov2Genomes(), [
      'USCDC_N1_P',
      'USCDC_N1_F',
      'ChinaCDC_N_F',
      'Charité_RdRp_R',
    ]);
    expect(byOligo.get('USCDC_N1_P')).toEqual({
      '=': { samples: 10, tm: 72.6, delta_tm: 0 },
      // Written position 2 (0-based) is 28311 (1-based): C28311T, N:P13L.
      '2T': { samples: 4, tm: 66.9, delta_tm: -5.7 },
    });
    expect(byOligo.get('USCDC_N1_F')).toEqual({
      '=': { samples: 11, tm: 62, delta_tm: 0 },
      '10C': { samples: 3, tm: 60, delta_tm: -2 },
    });
    expect(byOligo.get('ChinaCDC_N_F')).toEqual({
      '=': { samples: 5, tm: 64.7, delta_tm: 0 },
      // GGG->AAC at 28881-28883: three mismatches side by side.
      '0A,1A,2C': { samples: 9, ...noTm(tmNoteMessages.adjacentMismatches) },
    });
    // Minus strand and degenerate: the known mismatch of every SARS-CoV-2 genome under its S.
    expect(byOligo.get('Charité_RdRp_R')).toEqual({ '11T': { samples: 14, tm: 53.4, delta_tm: -4.4 } });
  });

  it('the 165 genomes of the 2024 Nextclade set: every N1 probe variant, and a real 5-terminal one', () => {
    const byOligo = tmOfVariants(readNextclade2024Genomes(), ['USCDC_N1_P', 'ChinaCDC_N_F']);
    expect(byOligo.get('USCDC_N1_P')).toEqual({
      '=': { samples: 83, tm: 72.6, delta_tm: 0 },
      '2T': { samples: 70, tm: 66.9, delta_tm: -5.7 },
      '2T,3T': { samples: 2, ...noTm(tmNoteMessages.adjacentMismatches) },
      '2T,21G': { samples: 1, tm: 62.6, delta_tm: -10 },
      '21G': { samples: 1, tm: 69.4, delta_tm: -3.2 },
      '17T': { samples: 1, tm: 70.7, delta_tm: -1.9 },
    });
    const chinaNF = byOligo.get('ChinaCDC_N_F') ?? {};
    expect(chinaNF['0T']).toEqual({ samples: 28, tm: 63.6, delta_tm: -1.1 });
    expect(chinaNF['0A,1A,2C']).toEqual({ samples: 96, ...noTm(tmNoteMessages.adjacentMismatches) });
  });
});
