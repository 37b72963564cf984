import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES_TEXT } from '../constants';
import { accountsApiMessages } from '../messages/accounts';
import { commonConfirmMessages } from '../messages/common';
import { oligosApiMessages } from '../messages/oligos';
import { productsApiMessages } from '../messages/products';
import { targetsApiMessages } from '../messages/targets';
import { createUserRequestSchema, emailSchema, passwordSchema } from './account';
import { confirmYesSchema } from './common';
import { createOligoRequestSchema } from './oligo';
import { productPayloadSchema } from './product';
import { manualTargetPayloadSchema } from './target';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('password rule', () => {
  it.each([
    ['Twelve-chars-1', true],
    ['short-1A', false],
    ['no digits at all here', false],
    ['123456789012345', false],
    [`${'x'.repeat(128)}1`, false],
  ])('%s -> %s', (password, ok) => {
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(ok);
    if (!ok && password.length <= 128) expect(firstMessage(result)).toBe(PASSWORD_RULES_TEXT);
  });
});

describe('account e-mail pattern', () => {
  it.each([
    ['lab.tech@example.org', true],
    ['no-at-sign.example.org', false],
    ['a@b', false],
    ['two words@example.org', false],
  ])('%s -> %s', (email, ok) => {
    const result = emailSchema.safeParse(email);
    expect(result.success).toBe(ok);
    if (!ok) expect(firstMessage(result)).toBe(accountsApiMessages.invalidEmail);
  });

  it('requires every account field', () => {
    const result = createUserRequestSchema.safeParse({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      access_level: 'User',
    });
    expect(firstMessage(result)).toBe('Phone number is required');
  });
});

describe('confirmation word', () => {
  it.each([
    ['YES', true],
    ['yes', false],
    [' YES', false],
    ['', false],
  ])('%j -> %s', (value, ok) => {
    const result = confirmYesSchema.safeParse(value);
    expect(result.success).toBe(ok);
    if (!ok) expect(firstMessage(result)).toBe(commonConfirmMessages.confirmYes);
  });
});

describe('oligo payload', () => {
  it('upper-cases and strips whitespace from the sequence, and trims the name', () => {
    const parsed = createOligoRequestSchema.parse({
      name: '  N1-F ',
      sequence: 'gac ccc\naaa tcu',
      dna_strand_positive: true,
    });
    expect(parsed).toEqual({
      name: 'N1-F',
      sequence: 'GACCCCAAATCU',
      dna_strand_positive: true,
      archived: false,
    });
  });
  it.each([
    [{ name: '  ', sequence: 'ACGT' }, oligosApiMessages.nameRequired],
    [{ name: 'x', sequence: 'ACGTX' }, oligosApiMessages.invalidSequence],
    [{ name: 'x', sequence: '   ' }, oligosApiMessages.invalidSequence],
    [{ name: 'x', sequence: 'AC-GT' }, oligosApiMessages.invalidSequence],
  ])('%j -> %s', (payload, message) => {
    expect(firstMessage(createOligoRequestSchema.safeParse(payload))).toBe(message);
  });
});

describe('product payload', () => {
  it('refuses a blank name with the spec message', () => {
    expect(firstMessage(productPayloadSchema.safeParse({ name: ' ', oligos: [] }))).toBe(
      productsApiMessages.invalidName,
    );
  });
});

describe('manual target payload', () => {
  const valid = {
    common_name: 'SARS-CoV-2',
    taxonomicID: '2697049',
    genomic_sequence: 'ACGT',
    accessionID: 'MN908947.3',
    geo_loc_name: 'China',
    islolate: 'Wuhan-Hu-1',
    sequence_length: '4',
    collection_date: '2019-12-26',
  };
  it('accepts the contract payload and turns numbers typed as text into numbers', () => {
    const parsed = manualTargetPayloadSchema.parse(valid);
    expect(parsed.taxonomicID).toBe(2697049);
    expect(parsed.sequence_length).toBe(4);
  });
  it.each([
    [{ ...valid, common_name: '' }, targetsApiMessages.missingFields],
    [{ ...valid, islolate: undefined }, targetsApiMessages.missingFields],
    [{ ...valid, taxonomicID: '' }, targetsApiMessages.missingFields],
    [{ ...valid, taxonomicID: '26970x9' }, targetsApiMessages.invalidTaxonomicId],
  ])('%j -> %s', (payload, message) => {
    expect(firstMessage(manualTargetPayloadSchema.safeParse(payload))).toBe(message);
  });
});
