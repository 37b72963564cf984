import { describe, expect, it } from 'vitest';
import { productsUsingOligo } from './products-using-oligo';

describe('productsUsingOligo', () => {
  it('names each product holding the oligo with its 1-based versions', () => {
    const products = [
      { _id: 'p1', name: 'N1 kit', versions: [['a', 'b'], ['b'], ['a']], active_version_index: 1 },
      { _id: 'p2', name: 'N2 kit', versions: [['c']], active_version_index: 0 },
      { _id: 'p3', name: 'N3 kit', versions: [['a']], active_version_index: 0 },
    ].map((product) => ({
      ...product,
      version_assays: product.versions.map((oligos) => [{ name: 'Assay 1', oligos }]),
    }));
    expect(productsUsingOligo(products, 'a')).toEqual([
      { productId: 'p1', productName: 'N1 kit', versionNumbers: [1, 3], inActiveVersion: false },
      { productId: 'p3', productName: 'N3 kit', versionNumbers: [1], inActiveVersion: true },
    ]);
    expect(productsUsingOligo(products, 'zzz')).toEqual([]);
  });
});
