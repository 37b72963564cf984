import { DEFAULT_TM_CONDITIONS } from '@oligowatch/shared/schemas/tm-conditions';
import { describe, expect, it } from 'vitest';
import { checkTmConditions, isDefaultTmConditions, tmConditionFormOf } from './tm-condition-form';

describe('the Tm conditions of the report forms', () => {
  it('starts at the defaults of issue 24 and reads them back unchanged', () => {
    const form = tmConditionFormOf();
    expect(form).toEqual({ na_mm: '50', mg_mm: '3', dntps_mm: '0.8', oligo_nm: '250' });
    const check = checkTmConditions(form);
    expect(check).toEqual({ ok: true, conditions: DEFAULT_TM_CONDITIONS });
    expect(check.ok && isDefaultTmConditions(check.conditions)).toBe(true);
  });

  it('keeps a schedule’s own conditions, the fields it does not show included', () => {
    const stored = { ...DEFAULT_TM_CONDITIONS, na_mm: 20, k_mm: 50, mg_mm: 1.5 };
    const check = checkTmConditions(tmConditionFormOf(stored), stored);
    expect(check).toEqual({ ok: true, conditions: stored });
    expect(check.ok && isDefaultTmConditions(check.conditions)).toBe(false);
  });

  it.each([
    // [case, change, the server's message]
    ['Mg2+ typed in µM', { mg_mm: '3000' }, 'Mg2+ must be a number from 0 to 100 mM.'],
    ['a blank field', { na_mm: ' ' }, 'Na+ must be a number from 0 to 1000 mM.'],
    ['not a number', { dntps_mm: '0,8' }, 'dNTPs must be a number from 0 to 100 mM.'],
    [
      'no oligo',
      { oligo_nm: '0' },
      'The oligo concentration must be a number above 0 and at most 1000000 nM.',
    ],
    [
      'no cations',
      { na_mm: '0', mg_mm: '0' },
      'The salt correction needs some cations: Na+, K+, Tris or Mg2+ above 0 mM.',
    ],
  ])('says what is wrong: %s', (_case, change, message) => {
    expect(checkTmConditions({ ...tmConditionFormOf(), ...change })).toEqual({ ok: false, message });
  });
});
