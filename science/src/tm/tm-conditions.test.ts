import {
  BIOPYTHON_TM_CONDITIONS,
  DEFAULT_TM_CONDITIONS,
  findTmConditionsProblem,
  type TmConditions,
  tmConditionsSchema,
} from '@oligowatch/shared/schemas/tm-conditions';
import { describe, expect, it } from 'vitest';
import { computeNearestNeighbourTm } from './compute-nearest-neighbour-tm';

const messagesOf = (input: unknown): string[] => {
  const parsed = tmConditionsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('Tm conditions', () => {
  it.each([
    ['the product defaults', DEFAULT_TM_CONDITIONS],
    ["Biopython's defaults", BIOPYTHON_TM_CONDITIONS],
    [
      'no salt correction and no salt',
      { ...DEFAULT_TM_CONDITIONS, na_mm: 0, mg_mm: 0, dntps_mm: 0, salt_correction: 0 },
    ],
    ['method 7 on Mg2+ alone', { ...DEFAULT_TM_CONDITIONS, na_mm: 0 }],
    [
      'methods 1-6 on Mg2+ alone (its sodium equivalent)',
      { ...DEFAULT_TM_CONDITIONS, na_mm: 0, salt_correction: 5 },
    ],
    ['K+ and Tris instead of Na+', { ...DEFAULT_TM_CONDITIONS, na_mm: 0, k_mm: 50, tris_mm: 10 }],
    [
      'the bounds themselves',
      { ...DEFAULT_TM_CONDITIONS, na_mm: 1000, mg_mm: 100, dntps_mm: 100, template_nm: 0 },
    ],
  ])('accepts %s', (_case, conditions) => {
    expect(messagesOf(conditions)).toEqual([]);
    expect(findTmConditionsProblem(conditions as TmConditions)).toBeUndefined();
  });

  it.each([
    [{ na_mm: -1 }, 'Na+ must be a number from 0 to 1000 mM.'],
    [{ na_mm: 1001 }, 'Na+ must be a number from 0 to 1000 mM.'],
    [{ na_mm: '50' }, 'Na+ must be a number from 0 to 1000 mM.'],
    [{ k_mm: Number.NaN }, 'K+ must be a number from 0 to 1000 mM.'],
    [{ tris_mm: Number.POSITIVE_INFINITY }, 'Tris must be a number from 0 to 1000 mM.'],
    [{ mg_mm: 3000 }, 'Mg2+ must be a number from 0 to 100 mM.'],
    [{ dntps_mm: -0.2 }, 'dNTPs must be a number from 0 to 100 mM.'],
    [{ oligo_nm: 0 }, 'The oligo concentration must be a number above 0 and at most 1000000 nM.'],
    [{ template_nm: -5 }, 'The template concentration must be a number from 0 to 1000000 nM.'],
    [
      { salt_correction: 8 },
      'The salt correction must be one of 0 (none) to 7 (Owczarzy 2008, with Mg2+ and dNTPs).',
    ],
    [
      { salt_correction: 2.5 },
      'The salt correction must be one of 0 (none) to 7 (Owczarzy 2008, with Mg2+ and dNTPs).',
    ],
    [
      { oligo_nm: 100, template_nm: 200 },
      'The oligo concentration must be more than half the template concentration.',
    ],
    [
      { na_mm: 0, mg_mm: 0, dntps_mm: 0 },
      'The salt correction needs some cations: Na+, K+, Tris or Mg2+ above 0 mM.',
    ],
    // Methods 1-6 count Mg2+ only in excess of dNTPs (von Ahsen 2001).
    [
      { na_mm: 0, mg_mm: 0.5, dntps_mm: 0.8, salt_correction: 4 },
      'The salt correction needs some cations: Na+, K+, Tris or Mg2+ above 0 mM.',
    ],
  ])('refuses %o: %s', (change, message) => {
    const conditions = { ...DEFAULT_TM_CONDITIONS, ...change };
    expect(messagesOf(conditions)).toEqual([message]);
    expect(findTmConditionsProblem(conditions as TmConditions)).toBe(message);
    // The pure function never throws on them: it refuses with the same words.
    expect(computeNearestNeighbourTm({ seq: 'GACCCCAAAATCAGCGAAAT' }, conditions as TmConditions)).toEqual({
      note: 'invalidConditions',
      detail: message,
    });
  });

  it('says which field is missing', () => {
    const { mg_mm: _mg, ...withoutMg } = DEFAULT_TM_CONDITIONS;
    expect(messagesOf(withoutMg)).toEqual(['Mg2+ must be a number from 0 to 100 mM.']);
  });
});
