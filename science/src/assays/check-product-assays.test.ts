import { productsApiMessages } from '@oligowatch/shared/messages/products';
import { describe, expect, it } from 'vitest';
import { checkProductAssays } from './check-product-assays';

const names: Record<string, string> = { f1: 'INFA_F1', f2: 'INFA_F2', r1: 'INFA_R1', p: 'INFA_Probe' };
const nameOf = (id: string) => names[id] ?? id;
const ids = ['f1', 'f2', 'r1', 'p'];

describe('checkProductAssays', () => {
  it.each([
    ['one assay of every oligo', [{ name: 'InfA M', oligos: ids }]],
    [
      'two assays sharing a primer',
      [
        { name: 'A', oligos: ['f1', 'r1', 'p'] },
        { name: 'B', oligos: ['f2', 'r1'] },
      ],
    ],
  ])('passes %s', (_, assays) => {
    expect(checkProductAssays(ids, assays, nameOf)).toBeNull();
  });

  it.each([
    ['a blank name', [{ name: '  ', oligos: ids }], productsApiMessages.assayNameRequired],
    [
      'a name twice (case, spaces)',
      [
        { name: 'M', oligos: ['f1', 'r1'] },
        { name: ' m ', oligos: ['f2', 'p'] },
      ],
      productsApiMessages.assayNameTwice('m'),
    ],
    [
      'an oligo of another product',
      [{ name: 'M', oligos: [...ids, 'zz'] }],
      productsApiMessages.assayOligoNotInProduct('M'),
    ],
    [
      'an empty assay',
      [
        { name: 'M', oligos: ids },
        { name: 'Spare', oligos: [] },
      ],
      productsApiMessages.assayEmpty('Spare'),
    ],
    [
      'an oligo in no assay',
      [{ name: 'M', oligos: ['f1', 'r1', 'p'] }],
      productsApiMessages.oligoInNoAssay('INFA_F2'),
    ],
    ['no assay at all', [], productsApiMessages.oligoInNoAssay('INFA_F1')],
  ])('refuses %s', (_, assays, message) => {
    expect(checkProductAssays(ids, assays, nameOf)).toBe(message);
  });

  it('says the first broken rule: a blank name before an oligo in no assay', () => {
    expect(checkProductAssays(ids, [{ name: '', oligos: ['f1'] }], nameOf)).toBe(
      productsApiMessages.assayNameRequired,
    );
  });
});
