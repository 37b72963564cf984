import { describe, expect, it } from 'vitest';
import { DEFAULT_VERDICT_THRESHOLDS } from '../constants';
import { reportsApiMessages } from '../messages/reports';
import { thresholdBoundsOf, verdictThresholdsInputSchema } from './verdict-thresholds-input';

const parse = (value: unknown) => verdictThresholdsInputSchema.safeParse(value);
const messageOf = (value: unknown) => parse(value).error?.issues[0]?.message;

describe('verdictThresholdsInputSchema', () => {
  it('takes every threshold within verdictThresholdsSchema', () => {
    const thresholds = {
      ...DEFAULT_VERDICT_THRESHOLDS,
      action_inclusivity_percent: 60,
      inclusive_max_mismatches: 0,
    };
    expect(parse(thresholds)).toEqual({ success: true, data: thresholds });
  });

  it.each([
    [
      'a percent over 100',
      { action_inclusivity_percent: 101 },
      reportsApiMessages.thresholdInvalid('action_inclusivity_percent', 0, 100, false),
    ],
    [
      'a negative percent',
      { caution_oligo_percent: -1 },
      reportsApiMessages.thresholdInvalid('caution_oligo_percent', 0, 100, false),
    ],
    [
      'a fraction of a base',
      { three_prime_bases: 2.5 },
      reportsApiMessages.thresholdInvalid('three_prime_bases', 1, null, true),
    ],
    [
      'one mismatch as "multiple"',
      { multiple_mismatches: 1 },
      reportsApiMessages.thresholdInvalid('multiple_mismatches', 2, null, true),
    ],
    [
      'text for a number',
      { undetermined_site_percent: '50' },
      reportsApiMessages.thresholdInvalid('undetermined_site_percent', 0, 100, false),
    ],
    [
      'a threshold left out',
      { inclusive_max_mismatches: undefined },
      reportsApiMessages.thresholdInvalid('inclusive_max_mismatches', 0, null, true),
    ],
  ])('refuses %s, naming the field and what it must be', (_, change, message) => {
    expect(messageOf({ ...DEFAULT_VERDICT_THRESHOLDS, ...change })).toBe(message);
  });

  it.each([null, 'strict', [], 15])('refuses %j as a whole', (value) => {
    expect(messageOf(value)).toBe(reportsApiMessages.thresholdsInvalid);
  });

  it('says the bounds in words', () => {
    expect(reportsApiMessages.thresholdInvalid('action_inclusivity_percent', 0, 100, false)).toBe(
      "'verdict_thresholds.action_inclusivity_percent' must be a number from 0 to 100.",
    );
    expect(reportsApiMessages.thresholdInvalid('three_prime_bases', 1, null, true)).toBe(
      "'verdict_thresholds.three_prime_bases' must be a whole number of at least 1.",
    );
    expect(thresholdBoundsOf('multiple_mismatches')).toEqual({ min: 2, max: null, whole: true });
  });
});
