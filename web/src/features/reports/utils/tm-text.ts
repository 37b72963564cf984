import type { OligoSuggestion, TmRange, Variant } from '@oligowatch/shared/schemas/insights';

/** Shown where a variant has no Tm (its note says why, beside it). */
export const NO_TM = '–';

/** A Tm as stored (to 0.1 °C), with its one decimal: '66.9'. */
export const formatTm = (celsius: number): string => celsius.toFixed(1);

/** A change of Tm with its sign, so a gain never reads as a loss: '-5.7', '+0.2', '0.0'. */
export const formatDeltaTm = (celsius: number): string =>
  celsius > 0 ? `+${formatTm(celsius)}` : formatTm(celsius);

/** '72.6', or '70.3 to 72.6' for a degenerate oligo (its expansions). */
export const formatTmRange = (range: TmRange | { min: number; max: number }): string =>
  range.min === range.max ? formatTm(range.min) : `${formatTm(range.min)} to ${formatTm(range.max)}`;

export const variantTmText = (variant: Variant): string =>
  typeof variant.tm === 'number' ? formatTm(variant.tm) : NO_TM;

export const variantDeltaTmText = (variant: Variant): string =>
  typeof variant.delta_tm === 'number' ? formatDeltaTm(variant.delta_tm) : NO_TM;

/** Reports made before issue 24 have no Tm fields: their tables show no Tm columns. */
export const hasVariantTm = (variants: readonly Variant[]): boolean =>
  variants.some((variant) => variant.tm !== undefined);

/** A suggestion's Tm range as its summary says it. */
export const suggestionTmRange = (suggestion: Extract<OligoSuggestion, { sequence: string }>) => ({
  min: suggestion.tm_min,
  max: suggestion.tm_max,
});
