import { describe, expect, it } from 'vitest';
import { applyProductEdit, uniqueIds } from './apply-product-edit';

const product = { _id: 'p1', name: 'Kit', versions: [['a'], ['a', 'b']], active_version_index: 1 };

describe('applyProductEdit', () => {
  it('keeps the versions when only the name changes', () => {
    expect(applyProductEdit(product, 'Kit 2', ['a', 'b'])).toEqual({ ...product, name: 'Kit 2' });
  });
  it('treats the same oligos in another order as the same version', () => {
    expect(applyProductEdit(product, 'Kit', ['b', 'a'])).toEqual(product);
  });
  it('appends a differing oligo list as a new, active version and leaves earlier ones untouched', () => {
    expect(applyProductEdit(product, 'Kit', ['a', 'c'])).toEqual({
      ...product,
      versions: [['a'], ['a', 'b'], ['a', 'c']],
      active_version_index: 2,
    });
  });
  it('compares with the active version, not the latest', () => {
    const olderActive = { ...product, active_version_index: 0 };
    expect(applyProductEdit(olderActive, 'Kit', ['a'])).toEqual(olderActive);
    expect(applyProductEdit(olderActive, 'Kit', ['a', 'b']).versions).toHaveLength(3);
  });
});

describe('uniqueIds', () => {
  it('keeps the first occurrence of each id, in order', () => {
    expect(uniqueIds(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });
});
