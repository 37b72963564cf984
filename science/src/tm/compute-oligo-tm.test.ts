import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { describe, expect, it } from 'vitest';
import { computeNearestNeighbourTm } from './compute-nearest-neighbour-tm';
import { computeOligoTm } from './compute-oligo-tm';
import { MAX_TM_EXPANSIONS } from './expand-degenerate';
import type { TmNote } from './tm-result';

const plainTm = (seq: string): number => {
  const result = computeNearestNeighbourTm({ seq }, DEFAULT_TM_CONDITIONS);
  return 'tm' in result ? result.tm : Number.NaN;
};

describe('the Tm of an oligo on its perfect complement', () => {
  it.each([
    ['USCDC_N1_F', 'GACCCCAAAATCAGCGAAAT'],
    ['USCDC_N1_R', 'TCTGGTTACTGCCAGTTGAATCTG'],
    ['RSVQA', 'ACACTCAACAAAGATCAACTTCTGTCATCCAGC'],
  ])('%s, a plain oligo, has one Tm', (_name, oligo) => {
    expect(computeOligoTm(oligo, DEFAULT_TM_CONDITIONS)).toEqual({ tm: plainTm(oligo) });
  });

  it('reads the oligo as the product stores it: any case, whitespace, U as T', () => {
    expect(computeOligoTm(' gacc ccaa aauc agcg aaau ', DEFAULT_TM_CONDITIONS)).toEqual({
      tm: plainTm('GACCCCAAAATCAGCGAAAT'),
    });
  });

  it.each([
    [
      'HKU_ORF_F',
      'TGGGGYTTTACRGGTAACCT',
      ['TGGGGCTTTACAGGTAACCT', 'TGGGGCTTTACGGGTAACCT', 'TGGGGTTTTACAGGTAACCT', 'TGGGGTTTTACGGGTAACCT'],
    ],
    [
      'Charité_RdRp_R',
      'CARATGTTAAASACACTATTAGCATA',
      [
        'CAAATGTTAAACACACTATTAGCATA',
        'CAAATGTTAAAGACACTATTAGCATA',
        'CAGATGTTAAACACACTATTAGCATA',
        'CAGATGTTAAAGACACTATTAGCATA',
      ],
    ],
    [
      'FluSw-H1-TM324_HA',
      'CCACAATGTAGGACCATGADCTTGCTGTG',
      ['CCACAATGTAGGACCATGAACTTGCTGTG', 'CCACAATGTAGGACCATGAGCTTGCTGTG', 'CCACAATGTAGGACCATGATCTTGCTGTG'],
    ],
  ])('%s, a degenerate oligo, has the range over its expansions', (_name, oligo, expansions) => {
    const tms = expansions.map(plainTm);
    expect(computeOligoTm(oligo, DEFAULT_TM_CONDITIONS)).toEqual({
      tmRange: { min: Math.min(...tms), max: Math.max(...tms) },
      expansions: expansions.length,
    });
  });

  it(`tries at most ${MAX_TM_EXPANSIONS} expansions, and says so beyond`, () => {
    expect(computeOligoTm('ACGTNNNNACGT', DEFAULT_TM_CONDITIONS)).toMatchObject({ expansions: 256 });
    expect(computeOligoTm('ACGTNNNNNACGT', DEFAULT_TM_CONDITIONS)).toEqual({
      note: 'tooManyExpansions',
      detail: 'The oligo has more than 256 expansions; a Tm is given for at most 256.',
    });
  });

  it.each([
    ['ACGTZACGT', 'invalidBase'],
    ['ACGT-ACGT', 'indel'],
    ['A', 'tooShort'],
    ['', 'tooShort'],
  ] as [string, TmNote][])('%s gets the note %s', (oligo, note) => {
    expect(computeOligoTm(oligo, DEFAULT_TM_CONDITIONS)).toMatchObject({ note });
  });

  it('passes bad conditions on as a note', () => {
    expect(computeOligoTm('GACCCCAAAATCAGCGAAAT', { ...DEFAULT_TM_CONDITIONS, oligo_nm: 0 })).toMatchObject({
      note: 'invalidConditions',
    });
  });
});
