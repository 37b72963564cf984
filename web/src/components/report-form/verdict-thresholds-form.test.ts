import { DEFAULT_VERDICT_THRESHOLDS } from '@oligowatch/shared/constants';
import { reportsVerdictThresholdsMessages as m } from '@oligowatch/shared/messages/reports';
import { describe, expect, it } from 'vitest';
import {
  checkVerdictThresholds,
  isDefaultForm,
  sameThresholds,
  thresholdsFormOf,
} from './verdict-thresholds-form';

describe('checkVerdictThresholds', () => {
  it('passes the defaults and any thresholds within the schema', () => {
    expect(checkVerdictThresholds(thresholdsFormOf())).toEqual({
      ok: true,
      thresholds: DEFAULT_VERDICT_THRESHOLDS,
    });
    const strict = {
      ...DEFAULT_VERDICT_THRESHOLDS,
      action_inclusivity_percent: 92.5,
      inclusive_max_mismatches: 0,
    };
    expect(checkVerdictThresholds(thresholdsFormOf(strict))).toEqual({ ok: true, thresholds: strict });
  });

  it.each([
    [
      'a percent over 100',
      { caution_inclusivity_percent: 120 },
      'caution_inclusivity_percent',
      m.numberBetween(0, 100),
    ],
    ['an empty input', { action_variant_percent: '' }, 'action_variant_percent', m.numberBetween(0, 100)],
    ["a 3' end of no bases", { three_prime_bases: 0 }, 'three_prime_bases', m.wholeNumberFrom(1)],
    ['one mismatch as multiple', { multiple_mismatches: 1 }, 'multiple_mismatches', m.wholeNumberFrom(2)],
    [
      'a fraction of a mismatch',
      { inclusive_max_mismatches: 0.5 },
      'inclusive_max_mismatches',
      m.wholeNumberFrom(0),
    ],
  ])('refuses %s with a message on its field', (_, change, field, message) => {
    expect(checkVerdictThresholds({ ...thresholdsFormOf(), ...change })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });
});

describe('sameThresholds and isDefaultForm', () => {
  it('tell changed thresholds from the defaults', () => {
    expect(sameThresholds(DEFAULT_VERDICT_THRESHOLDS, { ...DEFAULT_VERDICT_THRESHOLDS })).toBe(true);
    expect(
      sameThresholds(DEFAULT_VERDICT_THRESHOLDS, { ...DEFAULT_VERDICT_THRESHOLDS, multiple_mismatches: 3 }),
    ).toBe(false);
    expect(isDefaultForm(thresholdsFormOf())).toBe(true);
    expect(isDefaultForm({ ...thresholdsFormOf(), caution_oligo_percent: 10 })).toBe(false);
  });
});
