/**
 * What a mismatch does to binding (issue 24), for the report: the Tm of each oligo and of each of
 * its variants, the flag, and the delta Tm the probe's Tm rule reads (that rule is a verdict rule:
 * insights/find-probe-tm-actions.ts). Pure, per variant, never per sample; the numbers come from
 * ../tm (checked against Biopython). See docs/decisions/0019-tm-and-redesign.md.
 */

export { computeOligoTmRange, type OligoTmRange } from './compute-oligo-tm-range';
export { computeVariantTm, type TmOligo, type VariantTm } from './compute-variant-tm';
export { actionDeltaTmOf, isTmDropFlagged } from './is-tm-drop-flagged';
export { roundTm } from './round-tm';
export { tmConditionsOf } from './tm-conditions-of';
export { withVariantTm } from './with-variant-tm';
