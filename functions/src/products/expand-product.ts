import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import type { Product, ProductWithOligoDetails } from '@oligowatch/shared/schemas/product';
import { toPublicOligo, toPublicProduct } from '@oligowatch/shared/tables/catalog';
import { getOligosByIds } from './repository/oligo-reads';

/** Every oligo id any of these products' versions name. */
const oligoIdsOf = (products: readonly Product[]): string[] =>
  products.flatMap((product) => product.versions.flat());

/**
 * Products with each version's oligo ids replaced by the oligos themselves (name, sequence,
 * strand, archived flag), fetched in batches.
 */
export const expandProducts = async (products: readonly Product[]): Promise<ProductWithOligoDetails[]> => {
  const oligos = await getOligosByIds(oligoIdsOf(products));
  const resolve = (id: string): Oligo[] => {
    const oligo = oligos.get(id);
    // Oligos are never deleted; an id without its oligo would be a corrupt item, not a user error.
    if (!oligo) throw new Error(`Product refers to oligo ${id}, which is not stored`);
    return [toPublicOligo(oligo)];
  };
  return products.map((product) => ({
    ...toPublicProduct(product),
    versions: product.versions.map((version) => version.flatMap(resolve)),
  }));
};
