import { productsApiMessages } from '@oligowatch/shared/messages/products';
import type { ProductAssay } from '@oligowatch/shared/schemas/product';

const nameKey = (name: string): string => name.trim().toLowerCase();

/**
 * The assay rules of a product version (ours, issue 23), after the spec's product rules, in this
 * order; the first broken one is said (the form's toast, the API's 400):
 * - every assay has a name, and no two the same one (trimmed, case-insensitive);
 * - an assay names only oligos of the version, and at least one;
 * - every oligo of the version is in an assay: an oligo outside every assay would be checked but
 *   could never help detect a sample, which is a grouping mistake rather than a plan.
 * An oligo may be in several assays (a primer two assays share).
 * `nameOf` names an oligo id for the message.
 */
export const checkProductAssays = (
  oligoIds: readonly string[],
  assays: readonly ProductAssay[],
  nameOf: (id: string) => string,
): string | null => {
  if (assays.some((assay) => assay.name.trim() === '')) return productsApiMessages.assayNameRequired;
  const seen = new Set<string>();
  for (const assay of assays) {
    if (seen.has(nameKey(assay.name))) return productsApiMessages.assayNameTwice(assay.name.trim());
    seen.add(nameKey(assay.name));
  }
  const inVersion = new Set(oligoIds);
  for (const assay of assays) {
    if (assay.oligos.some((id) => !inVersion.has(id)))
      return productsApiMessages.assayOligoNotInProduct(assay.name.trim());
    if (assay.oligos.length === 0) return productsApiMessages.assayEmpty(assay.name.trim());
  }
  const grouped = new Set(assays.flatMap((assay) => assay.oligos));
  const outside = oligoIds.find((id) => !grouped.has(id));
  return outside === undefined ? null : productsApiMessages.oligoInNoAssay(nameOf(outside));
};
