import { DEFAULT_ASSAY_NAME } from './constants';
import type { ProductAssay } from './schemas/product';

/** The assays of a version no one grouped: one assay of every oligo (so every product keeps working). */
export const defaultAssays = (oligoIds: readonly string[]): ProductAssay[] => [
  { name: DEFAULT_ASSAY_NAME, oligos: [...oligoIds] },
];

/**
 * The assays of every version, by version index: the stored ones, or, for a version stored before
 * assays existed (the attribute missing, or shorter than the versions), one assay of every oligo.
 */
export const versionAssaysOf = (
  versions: readonly (readonly string[])[],
  stored: readonly (readonly ProductAssay[] | null | undefined)[] | null | undefined,
): ProductAssay[][] =>
  versions.map((oligoIds, index) => {
    const assays = stored?.[index];
    return assays
      ? assays.map((assay) => ({ name: assay.name, oligos: [...assay.oligos] }))
      : defaultAssays(oligoIds);
  });

/** Names trimmed, each assay's ids once in first-seen order: how assays are stored. */
export const normalizeAssays = (assays: readonly ProductAssay[]): ProductAssay[] =>
  assays.map((assay) => ({ name: assay.name.trim(), oligos: [...new Set(assay.oligos)] }));

const assayKey = (assay: ProductAssay): string =>
  JSON.stringify([assay.name.trim(), [...new Set(assay.oligos)].sort()]);

/**
 * Whether two groupings are the same: the same assays by name, each with the same oligos, in any
 * order (as the same oligos in another order are the same version).
 */
export const sameAssays = (a: readonly ProductAssay[], b: readonly ProductAssay[]): boolean => {
  const keys = (assays: readonly ProductAssay[]) => assays.map(assayKey).sort();
  const [left, right] = [keys(a), keys(b)];
  return left.length === right.length && left.every((key, i) => key === right[i]);
};
