import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import { computeVariantTm, type TmOligo, type VariantTm } from './compute-variant-tm';

/**
 * An oligo's variants with their Tm fields (`tm`, `delta_tm`, and `tm_note` when there is no
 * number), as the insights store them: one Tm per variant, never per sample. Compute it on every
 * variant once (the exports' list) and take the summary's top variants from the result.
 */
export const withVariantTm = <V extends { readonly binding_site: string }>(
  oligo: TmOligo,
  variants: readonly V[],
  conditions: TmConditions,
): (V & VariantTm)[] =>
  variants.map((variant) => ({ ...variant, ...computeVariantTm(oligo, variant.binding_site, conditions) }));
