import { describe, expect, it } from 'vitest';
import { applyProductEdit, requestedAssays, uniqueIds } from './apply-product-edit';

const one = (...oligos: string[]) => [{ name: 'Assay 1', oligos }];
const product = {
  _id: 'p1',
  name: 'Kit',
  versions: [['a'], ['a', 'b']],
  version_assays: [one('a'), one('a', 'b')],
  active_version_index: 1,
};
const split = [
  { name: 'A', oligos: ['a'] },
  { name: 'B', oligos: ['b'] },
];

describe('applyProductEdit', () => {
  it('keeps the versions when only the name changes', () => {
    expect(applyProductEdit(product, 'Kit 2', ['a', 'b'], one('a', 'b'))).toEqual({
      ...product,
      name: 'Kit 2',
    });
  });
  it('treats the same oligos and assays in another order as the same version', () => {
    expect(applyProductEdit(product, 'Kit', ['b', 'a'], one('b', 'a'))).toEqual(product);
  });
  it('appends a differing oligo list as a new, active version and leaves earlier ones untouched', () => {
    expect(applyProductEdit(product, 'Kit', ['a', 'c'], one('a', 'c'))).toEqual({
      ...product,
      versions: [['a'], ['a', 'b'], ['a', 'c']],
      version_assays: [one('a'), one('a', 'b'), one('a', 'c')],
      active_version_index: 2,
    });
  });
  it('appends the same oligos grouped otherwise as a new version: an assay change is a version change', () => {
    expect(applyProductEdit(product, 'Kit', ['a', 'b'], split)).toEqual({
      ...product,
      versions: [['a'], ['a', 'b'], ['a', 'b']],
      version_assays: [one('a'), one('a', 'b'), split],
      active_version_index: 2,
    });
  });
  it('compares with the active version, not the latest', () => {
    const olderActive = { ...product, active_version_index: 0 };
    expect(applyProductEdit(olderActive, 'Kit', ['a'], one('a'))).toEqual(olderActive);
    expect(applyProductEdit(olderActive, 'Kit', ['a', 'b'], one('a', 'b')).versions).toHaveLength(3);
  });
});

describe('requestedAssays', () => {
  it('takes the assays sent, names trimmed and ids once', () => {
    expect(requestedAssays(['a', 'b'], [{ name: ' A ', oligos: ['a', 'a', 'b'] }])).toEqual([
      { name: 'A', oligos: ['a', 'b'] },
    ]);
  });
  it('makes one assay of every oligo when none are sent on create', () => {
    expect(requestedAssays(['a', 'b'], undefined)).toEqual(one('a', 'b'));
  });
  it("keeps the active version's assays when an edit sends none and keeps the oligos", () => {
    const grouped = { ...product, version_assays: [one('a'), split] };
    expect(requestedAssays(['b', 'a'], undefined, grouped)).toEqual(split);
  });
  it('makes one assay of every oligo when an edit sends none and changes the oligos', () => {
    const grouped = { ...product, version_assays: [one('a'), split] };
    expect(requestedAssays(['a', 'c'], undefined, grouped)).toEqual(one('a', 'c'));
  });
});

describe('uniqueIds', () => {
  it('keeps the first occurrence of each id, in order', () => {
    expect(uniqueIds(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });
});
