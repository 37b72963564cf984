import { reportsTmMessages as m } from '@oligowatch/shared/messages/reports';
import { oligoSuggestionSchema } from '@oligowatch/shared/schemas/insights';
import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { describe, expect, it } from 'vitest';
import type { DegenerateDesign } from './design-degenerate-oligo';
import { toOligoSuggestion } from './to-oligo-suggestion';

const DESIGN: DegenerateDesign = {
  sequence: 'ACYCCGCATTACGTTTGGTGGACC',
  degeneracy: 2,
  degenerate_positions: 1,
  covered_samples: 153,
  assessed_samples: 158,
  coverage_percent: (100 * 153) / 158,
  proven_best: true,
};
const check = (assessed: number, covered: number) => ({
  assessed,
  covered,
  not_assessable: 0,
  not_covered: 0,
});

describe("the report's suggestion: the design as the engine checked it, with its Tm range", () => {
  it.each([
    [
      'confirmed: the checked coverage and the Tm of both expansions',
      DESIGN,
      check(158, 153),
      {
        sequence: DESIGN.sequence,
        coverage_percent: (100 * 153) / 158,
        degeneracy: 2,
        tm_min: 70.3,
        tm_max: 72.6,
      },
    ],
    [
      'no design: its reason',
      { none: m.tooFewSamples(12, 20) },
      check(12, 12),
      { none: m.tooFewSamples(12, 20) },
    ],
    ['checked under 95%', DESIGN, check(100, 94), { none: m.checkFailed(DESIGN.sequence, '94', 95) }],
    ['checked on too few samples', DESIGN, check(19, 19), { none: m.checkTooFew(DESIGN.sequence, 19, 20) }],
  ])('%s', (_case, design, checked, expected) => {
    const suggestion = toOligoSuggestion(design, checked, DEFAULT_TM_CONDITIONS);
    expect(suggestion).toEqual(expected);
    expect(oligoSuggestionSchema.parse(suggestion)).toEqual(expected);
  });

  it("gives a plain design one Tm, at the report's conditions", () => {
    const plain = { ...DESIGN, sequence: 'GCATTTTGGACAAAGCGTCTACG', degeneracy: 1 };
    expect(toOligoSuggestion(plain, check(48, 47), { ...DEFAULT_TM_CONDITIONS, mg_mm: 1.5 })).toMatchObject({
      degeneracy: 1,
      tm_min: 63.5,
      tm_max: 63.5,
    });
  });
});
