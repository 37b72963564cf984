import type { OligoSuggestion, VerdictLevel } from '@oligowatch/shared/schemas/insights';
import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import type { OutcomeRules } from '../mismatch/outcome-rules';
import type { OligoInput } from '../mismatch/prepare-oligo';
import { createSuggestionChecker, emptySuggestionCheckCounts } from './check-suggestion-coverage';
import { designDegenerateOligo } from './design-degenerate-oligo';
import { DEFAULT_REDESIGN_SETTINGS, type RedesignSettings } from './redesign-settings';
import type { SiteWindows } from './site-windows';
import { toDesignSites, type VariantsByChange } from './to-design-sites';
import { toOligoSuggestion } from './to-oligo-suggestion';

/** Only an oligo a person has to act on or watch gets a suggestion (issue 24). */
export const wantsSuggestion = (level: VerdictLevel): boolean => level === 'CAUTION' || level === 'ACTION';

/** What a report completing knows of one oligo at CAUTION or ACTION. */
export interface RedesignInput {
  /** As the engine scored it (oligoInputsOf): name, sequence as written, strand, role. */
  readonly oligo: OligoInput;
  /** As written, normalised (prepareOligo's `written`): the design's positions. */
  readonly written: string;
  /** The insight counts' variants, keyed by their changes (the design's sites). */
  readonly variants: VariantsByChange;
  /** The distinct site windows of its scored samples with their counts (the check's samples). */
  readonly windows: SiteWindows;
}

/**
 * The suggestion a report stores for one oligo (docs/decisions/0019, "the cheaper check"): the
 * exact design on its variants, then the engine run with the design in the oligo's place over the
 * site windows of the same assessed samples (each distinct window aligned once, weighed by its
 * samples; the window is the site, so no anchor is needed), stored with the checked coverage and
 * its Tm range, or why there is none.
 */
export const suggestRedesign = (
  input: RedesignInput,
  rules: OutcomeRules | undefined,
  conditions: TmConditions,
  settings: RedesignSettings = DEFAULT_REDESIGN_SETTINGS,
): OligoSuggestion => {
  const { oligo, written } = input;
  const design = designDegenerateOligo(
    { written, role: oligo.role ?? 'primer' },
    toDesignSites({ written, strandPositive: oligo.strandPositive }, input.variants),
    settings,
  );
  if ('none' in design) return { none: design.none };
  const checker = createSuggestionChecker([{ oligo, sequence: design.sequence }], rules ? { rules } : {});
  for (const [window, samples] of Object.entries(input.windows)) checker.addSample(window, samples);
  const [check = emptySuggestionCheckCounts()] = checker.counts();
  return toOligoSuggestion(design, check, conditions, settings);
};
