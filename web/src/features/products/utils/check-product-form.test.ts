import { NAME_MAX_LENGTH, TOAST_DUPLICATE_NAME_MS, TOAST_DURATION_MS } from '@oligowatch/shared/constants';
import { commonConfirmMessages } from '@oligowatch/shared/messages/common';
import { productsApiMessages } from '@oligowatch/shared/messages/products';
import { describe, expect, it } from 'vitest';
import { checkProductForm, isProductFormDirty } from './check-product-form';

const products = [
  { _id: 'p1', name: 'CDC N1' },
  { _id: 'p2', name: 'CDC N2' },
];
const assay = (name: string, ...oligos: string[]) => ({ key: name, name, oligos });
const valid = { name: 'CDC N3', oligos: ['a'], confirm: 'YES', assays: [assay('N3', 'a')] };
const nameOf = (id: string) => `oligo ${id}`;

describe('checkProductForm', () => {
  it('passes a complete form', () => {
    expect(checkProductForm(valid, products, nameOf)).toBeNull();
  });
  it.each([
    ['a blank name', { name: ' ' }, productsApiMessages.invalidName, TOAST_DURATION_MS],
    [
      'a name in use (case, spaces)',
      { name: ' cdc n1 ' },
      productsApiMessages.nameInUse('cdc n1'),
      TOAST_DUPLICATE_NAME_MS,
    ],
    ['no YES', { confirm: 'Yes' }, commonConfirmMessages.confirmYes, TOAST_DURATION_MS],
    ['no oligo', { oligos: [] }, productsApiMessages.noOligos, TOAST_DURATION_MS],
    // Ours (issue 23), after the spec's rules and the oligos: the server's assay rules.
    [
      'an unnamed assay',
      { assays: [assay(' ', 'a')] },
      productsApiMessages.assayNameRequired,
      TOAST_DURATION_MS,
    ],
    [
      'an oligo in no assay',
      { oligos: ['a', 'b'] },
      productsApiMessages.oligoInNoAssay('oligo b'),
      TOAST_DURATION_MS,
    ],
    [
      'an empty assay',
      { assays: [assay('N3', 'a'), assay('Spare')] },
      productsApiMessages.assayEmpty('Spare'),
      TOAST_DURATION_MS,
    ],
    [
      'a name too long to store',
      { name: 'K'.repeat(NAME_MAX_LENGTH + 1) },
      productsApiMessages.nameTooLong,
      TOAST_DURATION_MS,
    ],
  ])('refuses %s with its message and duration', (_, change, message, durationMs) => {
    expect(checkProductForm({ ...valid, ...change }, products, nameOf)).toEqual({ message, durationMs });
  });
  it('excludes the product itself on edit', () => {
    expect(checkProductForm({ ...valid, name: 'cdc N1' }, products, nameOf, 'p1')).toBeNull();
    expect(checkProductForm({ ...valid, name: 'cdc N2' }, products, nameOf, 'p1')?.message).toBe(
      productsApiMessages.nameInUse('cdc N2'),
    );
  });
  it('checks the oligos after the spec rules: a missing YES comes first', () => {
    expect(checkProductForm({ ...valid, oligos: [], confirm: '' }, products, nameOf)?.message).toBe(
      commonConfirmMessages.confirmYes,
    );
  });
  it('reports a taken name before a missing YES', () => {
    expect(
      checkProductForm({ name: 'CDC N2', oligos: [], confirm: '', assays: [] }, products, nameOf)?.message,
    ).toBe(productsApiMessages.nameInUse('CDC N2'));
  });
});

describe('isProductFormDirty', () => {
  const initial = { name: 'Kit', oligos: ['a', 'b'], confirm: '', assays: [assay('Kit', 'a', 'b')] };
  it('is clean when only the order of oligos or the confirm box changed', () => {
    const reordered = {
      ...initial,
      oligos: ['b', 'a'],
      confirm: 'YES',
      assays: [{ ...assay('Kit', 'b', 'a'), key: 'k2' }],
    };
    expect(isProductFormDirty(reordered, initial)).toBe(false);
  });
  it('is dirty for another grouping of the same oligos', () => {
    expect(isProductFormDirty({ ...initial, assays: [assay('A', 'a'), assay('B', 'b')] }, initial)).toBe(
      true,
    );
    expect(isProductFormDirty({ ...initial, assays: [assay('Kit 2', 'a', 'b')] }, initial)).toBe(true);
  });
  it('is dirty for another name or another set of oligos', () => {
    expect(isProductFormDirty({ ...initial, name: 'Kit 2' }, initial)).toBe(true);
    expect(isProductFormDirty({ ...initial, oligos: ['a'] }, initial)).toBe(true);
    expect(isProductFormDirty({ ...initial, oligos: ['a', 'c'] }, initial)).toBe(true);
  });
});
