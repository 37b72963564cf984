import { NAME_MAX_LENGTH, TOAST_DUPLICATE_NAME_MS, TOAST_DURATION_MS } from '@oligowatch/shared/constants';
import { confirmMessages, productMessages } from '@oligowatch/shared/messages';
import { describe, expect, it } from 'vitest';
import { checkProductForm, isProductFormDirty } from './check-product-form';

const products = [
  { _id: 'p1', name: 'CDC N1' },
  { _id: 'p2', name: 'CDC N2' },
];
const valid = { name: 'CDC N3', oligos: ['a'], confirm: 'YES' };

describe('checkProductForm', () => {
  it('passes a complete form', () => {
    expect(checkProductForm(valid, products)).toBeNull();
  });
  it.each([
    ['a blank name', { name: ' ' }, productMessages.invalidName, TOAST_DURATION_MS],
    [
      'a name in use (case, spaces)',
      { name: ' cdc n1 ' },
      productMessages.nameInUse('cdc n1'),
      TOAST_DUPLICATE_NAME_MS,
    ],
    ['no YES', { confirm: 'Yes' }, confirmMessages.confirmYes, TOAST_DURATION_MS],
    ['no oligo', { oligos: [] }, productMessages.noOligos, TOAST_DURATION_MS],
    [
      'a name too long to store',
      { name: 'K'.repeat(NAME_MAX_LENGTH + 1) },
      productMessages.nameTooLong,
      TOAST_DURATION_MS,
    ],
  ])('refuses %s with its message and duration', (_, change, message, durationMs) => {
    expect(checkProductForm({ ...valid, ...change }, products)).toEqual({ message, durationMs });
  });
  it('excludes the product itself on edit', () => {
    expect(checkProductForm({ ...valid, name: 'cdc N1' }, products, 'p1')).toBeNull();
    expect(checkProductForm({ ...valid, name: 'cdc N2' }, products, 'p1')?.message).toBe(
      productMessages.nameInUse('cdc N2'),
    );
  });
  it('checks the oligos after the spec rules: a missing YES comes first', () => {
    expect(checkProductForm({ ...valid, oligos: [], confirm: '' }, products)?.message).toBe(
      confirmMessages.confirmYes,
    );
  });
  it('reports a taken name before a missing YES', () => {
    expect(checkProductForm({ name: 'CDC N2', oligos: [], confirm: '' }, products)?.message).toBe(
      productMessages.nameInUse('CDC N2'),
    );
  });
});

describe('isProductFormDirty', () => {
  const initial = { name: 'Kit', oligos: ['a', 'b'], confirm: '' };
  it('is clean when only the order of oligos or the confirm box changed', () => {
    expect(isProductFormDirty({ ...initial, oligos: ['b', 'a'], confirm: 'YES' }, initial)).toBe(false);
  });
  it('is dirty for another name or another set of oligos', () => {
    expect(isProductFormDirty({ ...initial, name: 'Kit 2' }, initial)).toBe(true);
    expect(isProductFormDirty({ ...initial, oligos: ['a'] }, initial)).toBe(true);
    expect(isProductFormDirty({ ...initial, oligos: ['a', 'c'] }, initial)).toBe(true);
  });
});
