import { checkProductAssays } from '@oligowatch/science';
import type { ProductAssay } from '@oligowatch/shared/schemas/product';
import type { OligoRecord } from '@oligowatch/shared/tables/catalog';
import { invalid } from '../lib/errors';

/**
 * The assay rules (science/src/assays/check-product-assays.ts, the form's own), after the spec's
 * product rules and the oligos' existence: a broken one is a 400 with its message.
 */
export const requireValidAssays = (
  oligoIds: readonly string[],
  assays: readonly ProductAssay[],
  oligos: ReadonlyMap<string, OligoRecord>,
): void => {
  const problem = checkProductAssays(oligoIds, assays, (id) => oligos.get(id)?.name ?? id);
  if (problem) throw invalid(problem);
};
