import { reportsTmMessages as m } from '@oligowatch/shared/messages/reports';
import type { OligoSuggestion } from '@oligowatch/shared/schemas/insights';
import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';
import { computeOligoTmRange } from '../binding/compute-oligo-tm-range';
import { formatShare } from '../insights/decide-verdicts';
import { type SuggestionCheckCounts, toCoveragePercent } from './check-suggestion-coverage';
import type { DesignOutcome } from './design-degenerate-oligo';
import { DEFAULT_REDESIGN_SETTINGS, type RedesignSettings } from './redesign-settings';

/**
 * What the report stores as `insights.oligos[].suggestion`: the design once the engine has checked
 * it on the report's samples, with the checked coverage (not the design's estimate) and the Tm
 * range over its expansions on their perfect complements (computeOligoTm). A design the check does
 * not confirm at `coverage_percent` is not offered: the reason says what the check found.
 */
export const toOligoSuggestion = (
  design: DesignOutcome,
  check: SuggestionCheckCounts,
  conditions: TmConditions,
  settings: RedesignSettings = DEFAULT_REDESIGN_SETTINGS,
): OligoSuggestion => {
  if ('none' in design) return { none: design.none };
  if (check.assessed < settings.min_samples)
    return { none: m.checkTooFew(design.sequence, check.assessed, settings.min_samples) };
  if (check.covered * 100 < settings.coverage_percent * check.assessed)
    return {
      none: m.checkFailed(
        design.sequence,
        formatShare(check.covered, check.assessed),
        settings.coverage_percent,
      ),
    };
  const tm = computeOligoTmRange(design.sequence, conditions);
  if (tm.tm === null) return { none: m.noSuggestionTm(tm.tm_note) };
  return {
    sequence: design.sequence,
    coverage_percent: toCoveragePercent(check),
    degeneracy: design.degeneracy,
    tm_min: tm.tm.min,
    tm_max: tm.tm.max,
  };
};
