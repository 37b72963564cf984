import { ABSENT_SITE_EDIT_PERCENT, actionDeltaTmOf, type OutcomeRules } from '@oligowatch/science';
import {
  reportsInsightsMessages as m,
  reportsAssaysMessages,
  reportsOutcomesMessages,
  reportsTmMessages,
} from '@oligowatch/shared/messages/reports';
import type { VerdictThresholds } from '@oligowatch/shared/schemas/insights';
import type { TmConditions } from '@oligowatch/shared/schemas/tm-conditions';

/** What a report was judged with beyond its thresholds; each absent on reports made before it. */
export interface RulesUsedOptions {
  /** Engine 2 on: when a sample is left out of an oligo's figures. */
  outcomes?: OutcomeRules;
  /** Engine 3 on (issue 31): how a site cut by a genome end, or a region that is gone, is judged. */
  partialSites?: boolean;
  /** Issue 23 on: the product is judged by its assays. */
  byAssay?: boolean;
  /** Issue 24 on: the probe's Tm rule and the conditions its Tm values were computed for. */
  tmConditions?: TmConditions;
}

/**
 * The verdict rules a report was judged by, in words, from the thresholds stored with it; with the
 * outcome rules (engine 2 on), when a sample is left out of an oligo's figures instead of the older
 * undetermined-site rule; with detection by assay (issue 23), what detects a sample; and with the
 * Tm conditions (issue 24 on), the probe's Tm rule and the conditions. A report made before a rule
 * existed was not judged by it, so it does not list it.
 */
export const rulesUsed = (
  t: VerdictThresholds,
  { outcomes, partialSites = false, byAssay = false, tmConditions }: RulesUsedOptions = {},
): string[] => [
  m.ruleActionVariant(t.action_variant_percent, t.three_prime_bases, t.multiple_mismatches),
  ...(tmConditions
    ? [reportsTmMessages.ruleActionProbeTm(t.action_variant_percent, -actionDeltaTmOf(t))]
    : []),
  m.ruleActionInclusivity(t.action_inclusivity_percent),
  m.ruleCautionOligo(t.caution_oligo_percent),
  m.ruleCautionInclusivity(t.caution_inclusivity_percent),
  m.ruleInclusive(t.inclusive_max_mismatches, t.three_prime_bases),
  outcomes
    ? reportsOutcomesMessages.ruleOutcomes(outcomes.undetermined_percent, outcomes.three_prime_bases)
    : m.ruleUndetermined(t.undetermined_site_percent),
  ...(outcomes && partialSites ? [reportsOutcomesMessages.rulePartialSites(ABSENT_SITE_EDIT_PERCENT)] : []),
  m.ruleDenominators,
  // Reports of issue 23 on judge the product by its assays.
  ...(byAssay ? [reportsAssaysMessages.ruleDetection] : []),
  ...(tmConditions
    ? [
        reportsTmMessages.ruleTmConditions(
          tmConditions.na_mm,
          tmConditions.mg_mm,
          tmConditions.dntps_mm,
          tmConditions.oligo_nm,
        ),
      ]
    : []),
];
