import type { Product } from '@oligowatch/shared/schemas/product';

/** The ids in first-seen order, each once: picking an oligo twice does not put it twice in a version. */
export const uniqueIds = (ids: readonly string[]): string[] => [...new Set(ids)];

const sameOligos = (a: readonly string[], b: readonly string[]): boolean => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};

/**
 * An edit of a product. A version is the set of oligos a kit is made of: when the submitted set
 * differs from the active version's, it is appended as a new version and becomes the active one;
 * a rename alone (or the same oligos in another order) keeps the versions as they are. Earlier
 * versions are never changed, so every report made from them can still be explained.
 */
export const applyProductEdit = (product: Product, name: string, oligoIds: readonly string[]): Product => {
  const active = product.versions[product.active_version_index] ?? [];
  if (sameOligos(active, oligoIds)) return { ...product, name };
  return {
    ...product,
    name,
    versions: [...product.versions, uniqueIds(oligoIds)],
    active_version_index: product.versions.length,
  };
};
