import type { Variant } from '@oligowatch/shared/schemas/insights';
import { describe, expect, it } from 'vitest';
import { formatDeltaTm, formatTmRange, hasVariantTm, variantDeltaTmText, variantTmText } from './tm-text';

const variant = (fields: Partial<Variant>): Variant => ({
  binding_site: 'ACCCCGCATTACGTTTGGTGGACC',
  mismatch_lines: '||||||||||||||||||||||||',
  mismatch_count: 0,
  three_prime_mismatches: 0,
  samples: 1,
  percent: 1,
  first_date: null,
  last_date: null,
  countries: [],
  accessions: [],
  ...fields,
});

describe('Tm as the variants table shows it', () => {
  it.each([
    // [case, fields, Tm cell, delta Tm cell]
    ['the N1 probe on C28311T', { tm: 66.9, delta_tm: -5.7 }, '66.9', '-5.7'],
    ['a perfect match', { tm: 72.6, delta_tm: 0 }, '72.6', '0.0'],
    ['a gain', { tm: 62.2, delta_tm: 0.2 }, '62.2', '+0.2'],
    ['no number', { tm: null, delta_tm: null, tm_note: 'adjacent' }, '–', '–'],
    ['a report before issue 24', {}, '–', '–'],
  ])('%s', (_case, fields, tm, deltaTm) => {
    expect(variantTmText(variant(fields))).toBe(tm);
    expect(variantDeltaTmText(variant(fields))).toBe(deltaTm);
  });

  it('formats changes and ranges with one decimal', () => {
    expect(formatDeltaTm(-10)).toBe('-10.0');
    expect(formatTmRange({ min: 72.6, max: 72.6 })).toBe('72.6');
    expect(formatTmRange({ min: 70.3, max: 72.6 })).toBe('70.3 to 72.6');
  });

  it('shows Tm columns only for a report that has Tm values', () => {
    expect(hasVariantTm([variant({})])).toBe(false);
    expect(hasVariantTm([variant({}), variant({ tm: null, delta_tm: null, tm_note: 'indel' })])).toBe(true);
  });
});
