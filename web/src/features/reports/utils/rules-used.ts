import { actionDeltaTmOf } from '@oligowatch/shared/binding/is-tm-drop-flagged';
import { reportInsightMessages as m, outcomeMessages, tmMessages } from '@oligowatch/shared/messages';
import type { OutcomeRules } from '@oligowatch/shared/mismatch/outcome-rules';
import type { VerdictThresholds } from '@oligowatch/shared/schemas/insights';
import type { TmConditions } from '@oligowatch/shared/tm/tm-conditions';

/**
 * The verdict rules a report was judged by, in words, from the thresholds stored with it; with the
 * outcome rules (engine 2 on), when a sample is left out of an oligo's figures instead of the older
 * undetermined-site rule; and with the Tm conditions (issue 24 on), the probe's Tm rule and the
 * conditions its Tm values were computed for. A report made before issue 24 was not judged by Tm,
 * so it does not list that rule.
 */
export const rulesUsed = (
  t: VerdictThresholds,
  outcomes?: OutcomeRules,
  tmConditions?: TmConditions,
): string[] => [
  m.ruleActionVariant(t.action_variant_percent, t.three_prime_bases, t.multiple_mismatches),
  ...(tmConditions ? [tmMessages.ruleActionProbeTm(t.action_variant_percent, -actionDeltaTmOf(t))] : []),
  m.ruleActionInclusivity(t.action_inclusivity_percent),
  m.ruleCautionOligo(t.caution_oligo_percent),
  m.ruleCautionInclusivity(t.caution_inclusivity_percent),
  m.ruleInclusive(t.inclusive_max_mismatches, t.three_prime_bases),
  outcomes
    ? outcomeMessages.ruleOutcomes(outcomes.undetermined_percent, outcomes.three_prime_bases)
    : m.ruleUndetermined(t.undetermined_site_percent),
  ...(tmConditions
    ? [
        tmMessages.ruleTmConditions(
          tmConditions.na_mm,
          tmConditions.mg_mm,
          tmConditions.dntps_mm,
          tmConditions.oligo_nm,
        ),
      ]
    : []),
];
