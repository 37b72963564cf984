/**
 * The suggested redesign (issue 24): for an oligo at CAUTION or ACTION, a degenerate oligo at the
 * same position and length that binds 95% of the assessed samples with no real mismatch, at most
 * 8-fold degenerate, one base at each of a primer's last 3; designed exactly on the variants (per
 * distinct site, never per sample), then checked with the engine on the samples. Pure; see
 * docs/decisions/0019-tm-and-redesign.md.
 */
export {
  checkSuggestionCoverage,
  createSuggestionChecker,
  emptySuggestionCheckCounts,
  mergeSuggestionCheckCounts,
  type SuggestionCheckCounts,
  type SuggestionChecker,
  type SuggestionToCheck,
  toCoveragePercent,
} from './check-suggestion-coverage';
export {
  type DegenerateDesign,
  type DesignOligo,
  type DesignOutcome,
  designDegenerateOligo,
} from './design-degenerate-oligo';
export type { DesignSite } from './design-site';
export { DEFAULT_REDESIGN_SETTINGS, type RedesignSettings } from './redesign-settings';
export {
  addSiteWindow,
  mergeSiteWindows,
  SITE_WINDOW_PAD,
  type SiteWindows,
  toSiteWindow,
} from './site-windows';
export { type RedesignInput, suggestRedesign, wantsSuggestion } from './suggest-redesign';
export { toDesignSites, type VariantsByChange } from './to-design-sites';
export { toOligoSuggestion } from './to-oligo-suggestion';
