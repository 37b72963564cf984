import type { Product, ProductAssay } from '@oligowatch/shared/schemas/product';
import { defaultAssays, normalizeAssays, sameAssays } from '@oligowatch/shared/version-assays';

/** The ids in first-seen order, each once: picking an oligo twice does not put it twice in a version. */
export const uniqueIds = (ids: readonly string[]): string[] => [...new Set(ids)];

const sameOligos = (a: readonly string[], b: readonly string[]): boolean => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};

const activeOf = (product: Product) => ({
  oligos: product.versions[product.active_version_index] ?? [],
  assays: product.version_assays[product.active_version_index] ?? [],
});

/**
 * The assays a request makes the version of: the ones it sends (names trimmed, ids once), else on
 * create one assay of every oligo, and on an edit that keeps the active version's oligos, that
 * version's assays (a client that sends only SPEC's name and oligos renames without regrouping).
 */
export const requestedAssays = (
  oligoIds: readonly string[],
  sent: readonly ProductAssay[] | undefined,
  current?: Product,
): ProductAssay[] => {
  if (sent) return normalizeAssays(sent);
  if (current && sameOligos(activeOf(current).oligos, oligoIds)) return activeOf(current).assays;
  return defaultAssays(oligoIds);
};

/**
 * An edit of a product. A version is the set of oligos a kit is made of, grouped into assays: when
 * the submitted oligos or assays differ from the active version's, they are appended as a new
 * version that becomes the active one; a rename alone (or the same oligos and assays in another
 * order) keeps the versions as they are. Earlier versions are never changed, so every report made
 * from them can still be explained.
 */
export const applyProductEdit = (
  product: Product,
  name: string,
  oligoIds: readonly string[],
  assays: readonly ProductAssay[],
): Product => {
  const active = activeOf(product);
  if (sameOligos(active.oligos, oligoIds) && sameAssays(active.assays, assays)) return { ...product, name };
  return {
    ...product,
    name,
    versions: [...product.versions, uniqueIds(oligoIds)],
    version_assays: [...product.version_assays, [...assays]],
    active_version_index: product.versions.length,
  };
};
