import { describe, expect, it } from 'vitest';
import {
  type AssayFormValue,
  addAssay,
  firstAssays,
  followOligos,
  freeAssayName,
  toAssayPayload,
  ungroupedOligos,
} from './assay-form';

const assay = (name: string, ...oligos: string[]): AssayFormValue => ({ key: name, name, oligos });

describe('followOligos', () => {
  it('puts a newly picked oligo into the only assay', () => {
    expect(followOligos([assay('A', 'f')], ['f', 'r'], ['f'])).toEqual([assay('A', 'f', 'r')]);
  });
  it('leaves a newly picked oligo ungrouped when there are several assays', () => {
    const assays = [assay('A', 'f'), assay('B', 'r')];
    expect(followOligos(assays, ['f', 'r', 'p'], ['f', 'r'])).toEqual(assays);
  });
  it('takes an oligo out of every assay when it leaves the product', () => {
    expect(followOligos([assay('A', 'f', 'r'), assay('B', 'r', 'p')], ['f', 'p'], ['f', 'r', 'p'])).toEqual([
      assay('A', 'f'),
      assay('B', 'p'),
    ]);
  });
});

describe('ungroupedOligos', () => {
  it('lists the picked oligos no assay holds, in the order picked', () => {
    expect(ungroupedOligos([assay('A', 'r')], ['p', 'r', 'f'])).toEqual(['p', 'f']);
  });
});

describe('assay names', () => {
  it.each([
    [[], 'Assay 1'],
    [['Assay 1'], 'Assay 2'],
    [[' assay 1 ', 'Assay 3'], 'Assay 2'],
    [['N1', 'N2'], 'Assay 1'],
  ])('after %j comes %s', (taken, name) => {
    expect(freeAssayName(taken)).toBe(name);
  });
  it('starts a new product with one assay and adds empty ones with free names', () => {
    const first = firstAssays(['f']);
    expect(toAssayPayload(first)).toEqual([{ name: 'Assay 1', oligos: ['f'] }]);
    const two = addAssay(first);
    expect(toAssayPayload(two)).toEqual([
      { name: 'Assay 1', oligos: ['f'] },
      { name: 'Assay 2', oligos: [] },
    ]);
    expect(new Set(two.map((a) => a.key)).size).toBe(2);
  });
});
