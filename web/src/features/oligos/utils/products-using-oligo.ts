import type { Product } from '@oligowatch/shared/schemas/product';

export interface ProductUse {
  productId: string;
  productName: string;
  /** 1-based, as shown ('Version 2'). */
  versionNumbers: number[];
  /** Whether the product's active version holds the oligo. */
  inActiveVersion: boolean;
}

/** Which products, and which of their versions, hold the oligo. */
export const productsUsingOligo = (products: readonly Product[], oligoId: string): ProductUse[] =>
  products.flatMap((product) => {
    const versionNumbers = product.versions.flatMap((version, index) =>
      version.includes(oligoId) ? [index + 1] : [],
    );
    if (versionNumbers.length === 0) return [];
    return [
      {
        productId: product._id,
        productName: product.name,
        versionNumbers,
        inActiveVersion: versionNumbers.includes(product.active_version_index + 1),
      },
    ];
  });
